import { useQuery } from '@tanstack/react-query';
import type { BuyerDisputes } from '@shop/contract';
import { call } from './call';
import { disputesApi } from './operations';

/**
 * The buyer's disputes under their access token: one cache for the buyer's page (which purchases
 * have one open) and the disputes page, so a dispute opened on one shows on the other. Under the
 * `['buyer-disputes', token]` prefix the disputes page refreshes as a whole.
 */
export const buyerDisputesKey = (token: string) => ['buyer-disputes', token, 'disputes'] as const;

/** GET /api/buyer/disputes?token=: the buyer's disputes, newest first; 401 for a dead token. */
export function fetchBuyerDisputes(token: string, signal?: AbortSignal): Promise<BuyerDisputes> {
  return call(disputesApi.buyerList, { query: { token }, signal });
}

/** Silent: each page shows its own Access Error, or does without (the buyer's page). */
export function useBuyerDisputes(token: string | null) {
  return useQuery({
    queryKey: buyerDisputesKey(token ?? ''),
    queryFn: ({ signal }) => fetchBuyerDisputes(token!, signal),
    enabled: Boolean(token),
    meta: { silent: true },
  });
}
