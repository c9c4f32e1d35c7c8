import type { QueryClient } from '@tanstack/react-query';
import type { BuyerDisputes, Dispute } from '@shop/contract';
import { disputeKeys } from './dispute-keys';

/** A dispute as the server answered the buyer's step on it, in place in the buyer's list. */
export function showBuyerDispute(queryClient: QueryClient, token: string, dispute: Dispute): void {
  queryClient.setQueryData<BuyerDisputes>(disputeKeys.buyerDisputes(token), (current) =>
    current
      ? { disputes: current.disputes.map((d) => (d.id === dispute.id ? dispute : d)) }
      : { disputes: [dispute] },
  );
}
