import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dispute } from '@shop/contract';
import { hasErrorCode } from '@/api/api-error';
import { call } from '@/api/call';
import { disputesApi } from '@/api/operations';
import { disputeKeys } from './dispute-keys';
import { showDispute } from './show-dispute';

/**
 * POST /api/roller/disputes/{id}/messages {message}: the seller's first message answers an open
 * dispute; the owner writes as the owner on another seller's. 409 DISPUTE_RESOLVED once closed.
 */
export function postDisputeMessage(id: number, message: string): Promise<Dispute> {
  return call(disputesApi.message, { params: { id }, body: { message } });
}

/** Silent: the message box shows the failure beside itself. */
export function useDisputeMessage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => postDisputeMessage(id, message),
    onSuccess: (dispute) => showDispute(queryClient, dispute),
    // Resolved meanwhile: show it as it is now, its outcome instead of the box.
    onError: (error) =>
      hasErrorCode(error, 'DISPUTE_RESOLVED') &&
      queryClient.invalidateQueries({ queryKey: disputeKeys.detail(id) }),
    meta: { silent: true },
  });
}
