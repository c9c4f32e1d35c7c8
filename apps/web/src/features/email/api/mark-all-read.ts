import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { EmailDetail, EmailList, EmailReadAllResult, UnreadCount } from '@shop/contract';
import { call } from '@/api/call';
import { emailApi } from '@/api/operations';
import { emailDetailsQueryKey } from './get-email';
import { emailListQueryKey } from './get-emails';
import { unreadCountQueryKey } from './use-unread-count';

/** PUT /api/email/read-all: every mail of the inbox is read now; `unread` is what is left. */
export function markAllEmailsRead(): Promise<EmailReadAllResult> {
  return call(emailApi.markAllRead);
}

/** Every cached page, open mail and the nav badge show it at once, before the refetch. */
function showAllRead(queryClient: QueryClient, { unread }: EmailReadAllResult): void {
  queryClient.setQueriesData<EmailList>({ queryKey: emailListQueryKey }, (list) =>
    list ? { ...list, unread, emails: list.emails.map((e) => ({ ...e, is_read: true })) } : list,
  );
  queryClient.setQueriesData<EmailDetail>({ queryKey: emailDetailsQueryKey }, (mail) =>
    mail ? { ...mail, is_read: true } : mail,
  );
  queryClient.setQueryData<UnreadCount>(unreadCountQueryKey, { unread });
}

/**
 * The inbox's Mark all read. The list and the badge are fetched again afterwards: mail may have
 * arrived meanwhile. A failure shows the usual error toast.
 */
export function useMarkAllEmailsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllEmailsRead,
    onSuccess: (result) => showAllRead(queryClient, result),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: emailListQueryKey }),
        queryClient.invalidateQueries({ queryKey: unreadCountQueryKey }),
      ]),
  });
}
