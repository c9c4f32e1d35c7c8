import { useQuery } from '@tanstack/react-query';
import type { BuyerDisputes } from '@shop/contract';
import { call } from '@/api/call';
import { disputesApi } from '@/api/operations';
import { buyerEmailKeys } from './buyer-email-keys';

/** GET /api/buyer/disputes?token=: the buyer's disputes, newest first; 401 for a dead token. */
export function fetchBuyerDisputes(token: string, signal?: AbortSignal): Promise<BuyerDisputes> {
  return call(disputesApi.buyerList, { query: { token }, signal });
}

/**
 * Which purchases have a dispute already. Silent, and not needed for the page: until it
 * answers (or when it fails) each purchase under warranty offers a new dispute, and the
 * disputes page says so if one is open.
 */
export function useBuyerDisputes(token: string | null) {
  return useQuery({
    queryKey: buyerEmailKeys.disputes(token ?? ''),
    queryFn: ({ signal }) => fetchBuyerDisputes(token!, signal),
    enabled: Boolean(token),
    meta: { silent: true },
  });
}
