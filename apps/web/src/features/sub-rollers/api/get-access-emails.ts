import { useQuery } from '@tanstack/react-query';
import type { EmailList } from '@shop/contract';
import { call } from '@/api/call';
import { subRollersApi } from '@/api/operations';

/** Prefix of a token's mail queries; `new-email` on its channel invalidates it. */
export const accessQueryKey = (token: string) => ['sub-roller-access', token] as const;

/** GET /api/email/sub-roller/access?page=: the mail of the token's pattern, newest first. */
export function fetchAccessEmails(
  token: string,
  page: number,
  signal?: AbortSignal,
): Promise<EmailList> {
  return call(subRollersApi.accessEmails, { query: { page }, subRollerToken: token, signal });
}

/** Keeps the page on screen while the next loads; the list shows its own error. */
export function useAccessEmails(token: string | null, page: number) {
  return useQuery({
    queryKey: [...accessQueryKey(token ?? ''), 'list', page],
    queryFn: ({ signal }) => fetchAccessEmails(token ?? '', page, signal),
    enabled: token !== null,
    placeholderData: (previous) => previous,
    meta: { silent: true },
  });
}
