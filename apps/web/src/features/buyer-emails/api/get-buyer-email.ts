import { useQuery } from '@tanstack/react-query';
import type { EmailDetail } from '@shop/contract';
import { call } from '@/api/call';
import { buyerAccessApi } from '@/api/operations';
import { buyerEmailKeys } from './buyer-email-keys';

/**
 * GET /api/buyer/emails/{id}?token=: one mail of the buyer's delivered accounts, whole (text,
 * HTML as sent, attachments, code, link); 404 for a mail outside the token's accounts.
 */
export function fetchBuyerEmail(
  token: string,
  id: number,
  signal?: AbortSignal,
): Promise<EmailDetail> {
  return call(buyerAccessApi.email, { params: { id }, query: { token }, signal });
}

/** The open mail; null asks nothing. Silent: the dialog shows its own error. */
export function useBuyerEmail(token: string, id: number | null) {
  return useQuery({
    queryKey: buyerEmailKeys.detail(token, id ?? 0),
    queryFn: ({ signal }) => fetchBuyerEmail(token, id!, signal),
    enabled: id !== null,
    // A received mail never changes.
    staleTime: Infinity,
    meta: { silent: true },
  });
}
