import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dispute } from '@shop/contract';
import { hasErrorCode } from '@/api/api-error';
import { call } from '@/api/call';
import { disputesApi } from '@/api/operations';
import { disputeKeys } from './dispute-keys';
import { showBuyerDispute } from './show-buyer-dispute';

/**
 * POST /api/buyer/disputes/{id}/escalate?token=: after the seller's answer, the buyer hands the
 * dispute to the owner; 422 DISPUTE_NOT_ANSWERED before it, 409 once resolved.
 */
export function escalateDispute(token: string, id: number): Promise<Dispute> {
  return call(disputesApi.buyerEscalate, { params: { id }, query: { token } });
}

/** Silent: the dispute's card shows the failure beside the button. */
export function useEscalateDispute(token: string, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => escalateDispute(token, id),
    onSuccess: (dispute) => showBuyerDispute(queryClient, token, dispute),
    // Moved on meanwhile (resolved, handed over): show it as it is now.
    onError: (error) =>
      hasErrorCode(error, 'DISPUTE_RESOLVED') &&
      queryClient.invalidateQueries({ queryKey: disputeKeys.buyerDisputes(token) }),
    meta: { silent: true },
  });
}
