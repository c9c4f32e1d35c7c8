import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { EmailDetail, EmailList, EmailReadResult } from '@shop/contract';
import { call } from '@/api/call';
import { emailApi } from '@/api/operations';
import { emailQueryKey } from './get-email';
import { emailListQueryKey } from './get-emails';
import { unreadCountQueryKey } from './use-unread-count';

/** PUT /api/email/{id}/read: read now; the answer carries the inbox's new unread count. */
export function markEmailRead(id: number): Promise<EmailReadResult> {
  return call(emailApi.markRead, { params: { id } });
}

/** Every cached page and the open mail show it read at once, without refetching the list. */
function showRead(queryClient: QueryClient, { id, unread }: EmailReadResult): void {
  queryClient.setQueriesData<EmailList>({ queryKey: emailListQueryKey }, (list) =>
    list
      ? {
          ...list,
          unread,
          emails: list.emails.map((e) => (e.id === id ? { ...e, is_read: true } : e)),
        }
      : list,
  );
  queryClient.setQueryData<EmailDetail>(emailQueryKey(id), (mail) =>
    mail ? { ...mail, is_read: true } : mail,
  );
}

/** SPEC §4: opening an unread mail marks it read; the nav badge follows. */
export function useMarkEmailRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markEmailRead,
    onSuccess: (result) => showRead(queryClient, result),
    onSettled: () => queryClient.invalidateQueries({ queryKey: unreadCountQueryKey }),
    // A mail left unread by a failed call is no reason to interrupt reading it.
    meta: { silent: true },
  });
}
