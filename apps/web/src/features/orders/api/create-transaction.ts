import { useMutation } from '@tanstack/react-query';
import type { Invoice, PurchaseInput } from '@shop/contract';
import { call } from '@/api/call';
import { ordersApi } from '@/api/operations';

export type CreateTransactionVariables = { input: PurchaseInput; idempotencyKey: string };

/**
 * POST /api/transaction -> 201 Invoice. The key makes a retried or double-sent submission one
 * order on the server. 409 ACCOUNT_BEING_PURCHASED, 404 ACCOUNT_NOT_FOUND, 422
 * TOO_MANY_LAPSED_INVOICES, 400 with the field, 429 with Retry-After.
 */
export function createTransaction({
  input,
  idempotencyKey,
}: CreateTransactionVariables): Promise<Invoice> {
  return call(ordersApi.purchase, {
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** Silent: the form shows the reason beside the button (a 404 would get no toast anyway). */
export function useCreateTransaction() {
  return useMutation({ mutationFn: createTransaction, meta: { silent: true } });
}
