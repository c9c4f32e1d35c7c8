import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dispute, ResolveDisputeBody } from '@shop/contract';
import { hasErrorCode } from '@/api/api-error';
import { call } from '@/api/call';
import { disputesApi } from '@/api/operations';
import { disputeKeys } from './dispute-keys';
import { showDispute } from './show-dispute';

/**
 * POST /api/owner/disputes/{id}/resolve {resolution, note}: the owner only (403 OWNER_ONLY);
 * a rejection needs a note (400 naming `note`); 409 DISPUTE_RESOLVED when it already was.
 */
export function resolveDispute(id: number, body: ResolveDisputeBody): Promise<Dispute> {
  return call(disputesApi.resolve, { params: { id }, body });
}

/** Silent: the Resolve panel shows the failure beside its button. */
export function useResolveDispute(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResolveDisputeBody) => resolveDispute(id, body),
    onSuccess: (dispute) => showDispute(queryClient, dispute),
    // Resolved meanwhile (by the owner elsewhere): show the outcome that stands.
    onError: (error) =>
      hasErrorCode(error, 'DISPUTE_RESOLVED') &&
      queryClient.invalidateQueries({ queryKey: disputeKeys.detail(id) }),
    meta: { silent: true },
  });
}
