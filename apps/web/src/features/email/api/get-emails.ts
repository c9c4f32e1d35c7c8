import type { EmailList } from '@shop/contract';
import { call } from '@/api/call';
import { emailApi } from '@/api/operations';
import { usePageWithBadge } from '@/hooks/use-page-with-badge';
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

/** The inbox page; its unread count feeds the nav badge. */
export function useEmails(params: EmailListParams) {
  return usePageWithBadge({
    queryKey: [...emailListQueryKey, params],
    fetchPage: (signal) => fetchEmails(params, signal),
    badgeKey: unreadCountQueryKey,
    badgeOf: (list) => ({ unread: list.unread }),
  });
}
