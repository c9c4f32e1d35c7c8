import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dispute } from '@shop/contract';
import { hasErrorCode } from '@/api/api-error';
import { call } from '@/api/call';
import { disputesApi } from '@/api/operations';
import { disputeKeys } from './dispute-keys';
import { showBuyerDispute } from './show-buyer-dispute';

/** POST /api/buyer/disputes/{id}/messages?token= {message}: 409 once the dispute is resolved. */
export function postBuyerMessage(token: string, id: number, message: string): Promise<Dispute> {
  return call(disputesApi.buyerMessage, { params: { id }, query: { token }, body: { message } });
}

/** Silent: the message box shows the failure beside itself. */
export function useBuyerMessage(token: string, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => postBuyerMessage(token, id, message),
    onSuccess: (dispute) => showBuyerDispute(queryClient, token, dispute),
    // Moved on meanwhile (resolved, handed over): show it as it is now.
    onError: (error) =>
      hasErrorCode(error, 'DISPUTE_RESOLVED') &&
      queryClient.invalidateQueries({ queryKey: disputeKeys.buyerDisputes(token) }),
    meta: { silent: true },
  });
}
