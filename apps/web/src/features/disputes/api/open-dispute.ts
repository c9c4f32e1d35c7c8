import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BuyerDisputes, Dispute, OpenDisputeBody } from '@shop/contract';
import { call } from '@/api/call';
import { disputesApi } from '@/api/operations';
import { disputeKeys } from './dispute-keys';

/**
 * POST /api/buyer/disputes?token= {transaction_id, reason, message, evidence_email_ids}: 201
 * with the dispute; 422 when the warranty is over, 409 when one is open already, 400 naming
 * `evidence_email_ids` for a mail that is not the account's.
 */
export function openDispute(token: string, body: OpenDisputeBody): Promise<Dispute> {
  return call(disputesApi.open, { query: { token }, body });
}

/**
 * The new dispute goes on top of the buyer's list at once. Silent: the form shows failures.
 * `onOpened` runs with the list's change, not after the refetches: the form that sent it is gone
 * by then when its purchase was the last one to dispute, and a form's own callbacks with it.
 */
export function useOpenDispute(token: string, onOpened?: (dispute: Dispute) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OpenDisputeBody) => openDispute(token, body),
    onSuccess: (dispute) => {
      onOpened?.(dispute);
      queryClient.setQueryData<BuyerDisputes>(disputeKeys.buyerDisputes(token), (current) => ({
        disputes: [dispute, ...(current?.disputes ?? []).filter((d) => d.id !== dispute.id)],
      }));
      // The purchase's warranty and the cited mail may read differently now.
      return queryClient.invalidateQueries({ queryKey: disputeKeys.buyer(token) });
    },
    meta: { silent: true },
  });
}
