import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RollerTransaction } from '@shop/contract';
import { api } from '@/api/client';
import { refreshTransactions } from './refresh-transactions';

/** POST /api/roller/transactions/{id}/confirm: paid, and the account is delivered at once. */
export function confirmTransaction(id: number): Promise<RollerTransaction> {
  return api.post<RollerTransaction>(`roller/transactions/${id}/confirm`);
}

/** 409 TRANSACTION_NOT_PENDING / INVOICE_EXPIRED come as the shared error toast. */
export function useConfirmTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTransaction,
    onSettled: () => refreshTransactions(queryClient),
  });
}
