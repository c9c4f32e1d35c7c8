import type { QueryClient } from '@tanstack/react-query';
import { pendingCountQueryKey } from './get-pending-count';
import { rollerTransactionsQueryKey } from './get-roller-transactions';

/**
 * After a confirm or cancel (or a refusal: the order may have moved on meanwhile): the list, the
 * nav badge, and the seller's account listings whose transaction_status just changed.
 */
export function refreshTransactions(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: rollerTransactionsQueryKey }),
    queryClient.invalidateQueries({ queryKey: pendingCountQueryKey }),
    queryClient.invalidateQueries({ queryKey: ['games'] }),
  ]);
}
