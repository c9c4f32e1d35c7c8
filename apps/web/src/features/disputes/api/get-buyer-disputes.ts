import { useQuery } from '@tanstack/react-query';
import type { BuyerDisputes } from '@shop/contract';
import { call } from '@/api/call';
import { disputesApi } from '@/api/operations';
import { disputeKeys } from './dispute-keys';

/** GET /api/buyer/disputes?token=: the buyer's disputes, newest first; 401 for a dead token. */
export function fetchBuyerDisputes(token: string, signal?: AbortSignal): Promise<BuyerDisputes> {
  return call(disputesApi.buyerList, { query: { token }, signal });
}

/** Silent: the page shows its own Access Error card or alert. */
export function useBuyerDisputes(token: string) {
  return useQuery({
    queryKey: disputeKeys.buyerDisputes(token),
    queryFn: ({ signal }) => fetchBuyerDisputes(token, signal),
    meta: { silent: true },
  });
}
