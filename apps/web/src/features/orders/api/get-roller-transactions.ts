import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrderStatus, RollerTransactionList } from '@shop/contract';
import { call } from '@/api/call';
import { sellerOrdersApi } from '@/api/operations';
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

/** Keeps the page on screen while the next loads. Silent: the list shows its error. */
export function useRollerTransactions(params: TransactionsParams) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...rollerTransactionsQueryKey, params],
    queryFn: async ({ signal }) => {
      const list = await fetchRollerTransactions(params, signal);
      // The list knows the pending count too; the nav badge need not wait for its own poll.
      queryClient.setQueryData(pendingCountQueryKey, { pending: list.pending });
      return list;
    },
    placeholderData: (previous) => previous,
    meta: { silent: true },
  });
}

export type RollerTransactionsResult = ReturnType<typeof useRollerTransactions>;
