import type { QueryClient } from '@tanstack/react-query';
import type { Dispute } from '@shop/contract';
import { disputeKeys } from './dispute-keys';

/**
 * A dispute as the server answered a step on it: its page shows it at once, and the lists
 * (status, last message) are asked again.
 */
export function showDispute(queryClient: QueryClient, dispute: Dispute): Promise<void> {
  queryClient.setQueryData(disputeKeys.detail(dispute.id), dispute);
  return queryClient.invalidateQueries({ queryKey: disputeKeys.lists() });
}
