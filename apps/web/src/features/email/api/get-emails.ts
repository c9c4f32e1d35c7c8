import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailList } from '@shop/contract';
import { call } from '@/api/call';
import { emailApi } from '@/api/operations';
import { unreadCountQueryKey } from './use-unread-count';

/** Prefix of every inbox list query, so marking a mail read can update each cached page. */
export const emailListQueryKey = ['email', 'list'] as const;

/** `q` and `to` are empty when not used. */
export type EmailListParams = { page: number; q: string; to: string };

/**
 * GET /api/email: the seller's inbox, newest first; `q` searches recipient, sender, subject,
 * `to` keeps only the mail delivered to that one address.
 */
export function fetchEmails(
  { page, q, to }: EmailListParams,
  signal?: AbortSignal,
): Promise<EmailList> {
  return call(emailApi.list, { query: { page, q: q || undefined, to: to || undefined }, signal });
}

/** Keeps the page on screen while the next loads. Silent: the list shows its own error. */
export function useEmails(params: EmailListParams) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...emailListQueryKey, params],
    queryFn: async ({ signal }) => {
      const list = await fetchEmails(params, signal);
      // The list knows the unread count too; the nav badge need not wait for its own poll.
      queryClient.setQueryData(unreadCountQueryKey, { unread: list.unread });
      return list;
    },
    placeholderData: (previous) => previous,
    meta: { silent: true },
  });
}
