import { useQuery } from '@tanstack/react-query';
import type { BuyerCredentials } from '@shop/contract';
import { call } from '@/api/call';
import { buyerAccessApi } from '@/api/operations';
import { buyerEmailKeys } from './buyer-email-keys';

/**
 * GET /api/buyer/accounts/{transaction_id}/credentials?token=: the sign-in of one of the token's
 * delivered purchases (404 for any other, 401 for a dead token). Answered with no-store.
 */
export function fetchBuyerCredentials(
  token: string,
  transactionId: number,
  signal?: AbortSignal,
): Promise<BuyerCredentials> {
  return call(buyerAccessApi.credentials, {
    params: { transaction_id: transactionId },
    query: { token },
    signal,
  });
}

/**
 * Asked only while `revealed`, once: a password does not change under the buyer, and it is
 * dropped from memory as soon as nothing shows it. Silent: the row says what went wrong.
 */
export function useBuyerCredentials(token: string, transactionId: number, revealed: boolean) {
  return useQuery({
    queryKey: buyerEmailKeys.credentials(token, transactionId),
    queryFn: ({ signal }) => fetchBuyerCredentials(token, transactionId, signal),
    enabled: revealed,
    staleTime: Infinity,
    gcTime: 0,
    meta: { silent: true },
  });
}
