import { useQuery } from '@tanstack/react-query';
import type { BuyerEmails } from '@shop/contract';
import { call } from '@/api/call';
import { buyerAccessApi } from '@/api/operations';
import { disputeKeys } from './dispute-keys';

/**
 * GET /api/buyer/emails?token=: the buyer's delivered purchases with their mail since purchase,
 * which is what a dispute may name and cite.
 */
export function fetchBuyerPurchases(token: string, signal?: AbortSignal): Promise<BuyerEmails> {
  return call(buyerAccessApi.emails, { query: { token }, signal });
}

/** Silent: the page shows its own Access Error card or alert. */
export function useBuyerPurchases(token: string) {
  return useQuery({
    queryKey: disputeKeys.buyerPurchases(token),
    queryFn: ({ signal }) => fetchBuyerPurchases(token, signal),
    meta: { silent: true },
  });
}
