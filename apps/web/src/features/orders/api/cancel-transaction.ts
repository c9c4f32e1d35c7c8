import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RollerTransaction } from '@shop/contract';
import { call } from '@/api/call';
import { sellerOrdersApi } from '@/api/operations';
import { refreshTransactions } from './refresh-transactions';

/** POST /api/roller/transactions/{id}/cancel: the account goes back on sale. */
export function cancelTransaction(id: number): Promise<RollerTransaction> {
  return call(sellerOrdersApi.cancel, { params: { id } });
}

/** 409 TRANSACTION_NOT_PENDING / INVOICE_EXPIRED come as the shared error toast. */
export function useCancelTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelTransaction,
    onSettled: () => refreshTransactions(queryClient),
  });
}
