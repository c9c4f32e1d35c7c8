import type { OrderStatus, RollerTransactionList, TransactionScope } from '@shop/contract';
import { call } from '@/api/call';
import { sellerOrdersApi } from '@/api/operations';
import { usePageWithBadge } from '@/hooks/use-page-with-badge';
import { pendingCountQueryKey } from './get-pending-count';

export const TRANSACTIONS_PAGE_SIZE = 20;

/** Prefix of every transactions query, so a confirm or cancel refreshes all pages and filters. */
export const rollerTransactionsQueryKey = ['roller', 'transactions'] as const;

/** `scope: 'all'` (the shop owner only) lists every seller's orders; left out, the caller's own. */
export type TransactionsParams = { page: number; status?: OrderStatus; scope?: TransactionScope };

/**
 * GET /api/roller/transactions: the seller's orders (or, for the owner, every seller's), newest
 * first, with the caller's own pending count.
 */
export function fetchRollerTransactions(
  { page, status, scope }: TransactionsParams,
  signal?: AbortSignal,
): Promise<RollerTransactionList> {
  return call(sellerOrdersApi.list, {
    query: { page, limit: TRANSACTIONS_PAGE_SIZE, status, scope },
    signal,
  });
}

/** The orders page; its pending count (always the caller's own) feeds the nav badge. */
export function useRollerTransactions(params: TransactionsParams) {
  return usePageWithBadge({
    queryKey: [...rollerTransactionsQueryKey, params],
    fetchPage: (signal) => fetchRollerTransactions(params, signal),
    badgeKey: pendingCountQueryKey,
    badgeOf: (list) => ({ pending: list.pending }),
  });
}

export type RollerTransactionsResult = ReturnType<typeof useRollerTransactions>;
