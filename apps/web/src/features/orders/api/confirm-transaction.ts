import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RollerTransaction } from '@shop/contract';
import { call } from '@/api/call';
import { sellerOrdersApi } from '@/api/operations';
import { refreshTransactions } from './refresh-transactions';

/** POST /api/roller/transactions/{id}/confirm: paid, and the account is delivered at once. */
export function confirmTransaction(id: number): Promise<RollerTransaction> {
  return call(sellerOrdersApi.confirm, { params: { id } });
}

/** 409 TRANSACTION_NOT_PENDING / INVOICE_EXPIRED come as the shared error toast. */
export function useConfirmTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTransaction,
    onSettled: () => refreshTransactions(queryClient),
  });
}
