import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RollerTransaction } from '@shop/contract';
import { api } from '@/api/client';
import { refreshTransactions } from './refresh-transactions';

/** POST /api/roller/transactions/{id}/cancel: the account goes back on sale. */
export function cancelTransaction(id: number): Promise<RollerTransaction> {
  return api.post<RollerTransaction>(`roller/transactions/${id}/cancel`);
}

/** 409 TRANSACTION_NOT_PENDING / INVOICE_EXPIRED come as the shared error toast. */
export function useCancelTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelTransaction,
    onSettled: () => refreshTransactions(queryClient),
  });
}
