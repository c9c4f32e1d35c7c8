import type { OrderStatus, RollerTransactionList } from '@shop/contract';
import { call } from '@/api/call';
import { sellerOrdersApi } from '@/api/operations';
import { usePageWithBadge } from '@/hooks/use-page-with-badge';
import { pendingCountQueryKey } from './get-pending-count';

export const TRANSACTIONS_PAGE_SIZE = 20;

/** Prefix of every transactions query, so a confirm or cancel refreshes all pages and filters. */
export const rollerTransactionsQueryKey = ['roller', 'transactions'] as const;

export type TransactionsParams = { page: number; status?: OrderStatus };

/** GET /api/roller/transactions: the seller's orders, newest first, with the pending count. */
export function fetchRollerTransactions(
  { page, status }: TransactionsParams,
  signal?: AbortSignal,
): Promise<RollerTransactionList> {
  return call(sellerOrdersApi.list, {
    query: { page, limit: TRANSACTIONS_PAGE_SIZE, status },
    signal,
  });
}

/** The seller's orders page; its pending count feeds the nav badge. */
export function useRollerTransactions(params: TransactionsParams) {
  return usePageWithBadge({
    queryKey: [...rollerTransactionsQueryKey, params],
    fetchPage: (signal) => fetchRollerTransactions(params, signal),
    badgeKey: pendingCountQueryKey,
    badgeOf: (list) => ({ pending: list.pending }),
  });
}

export type RollerTransactionsResult = ReturnType<typeof useRollerTransactions>;
