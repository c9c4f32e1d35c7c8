import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailDetail, EmailList } from '@shop/contract';
import { call } from '@/api/call';
import { subRollersApi } from '@/api/operations';
import { accessQueryKey } from './get-access-emails';

/** GET /api/email/sub-roller/access/{id}: the whole mail; the server marks it read on opening. */
export function fetchAccessEmail(
  token: string,
  id: number,
  signal?: AbortSignal,
): Promise<EmailDetail> {
  return call(subRollersApi.accessEmail, { params: { id }, subRollerToken: token, signal });
}

/** The open mail; cached pages of the list show it read at once, without a refetch. */
export function useAccessEmail(token: string, id: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...accessQueryKey(token), 'detail', id],
    queryFn: async ({ signal }) => {
      const mail = await fetchAccessEmail(token, id, signal);
      queryClient.setQueriesData<EmailList>(
        { queryKey: [...accessQueryKey(token), 'list'] },
        (list) =>
          list && {
            ...list,
            emails: list.emails.map((e) => (e.id === id ? { ...e, is_read: true } : e)),
          },
      );
      return mail;
    },
    meta: { silent: true },
  });
}
