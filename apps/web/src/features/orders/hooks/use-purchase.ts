import { useRef } from 'react';
import type { Invoice, PurchaseInput } from '@shop/contract';
import { toast } from 'sonner';
import { useCreateTransaction } from '../api/create-transaction';
import { newIdempotencyKey } from '../lib/idempotency-key';

export const PURCHASE_CREATED_MESSAGE =
  'Transaction has been created, please check your email for the invoice.';

/**
 * Sends a purchase once per submission: the same values sent again (a retry after a failure, a
 * second click) carry the same Idempotency-Key, so the server answers with the one order; other
 * values are a new attempt with a new key.
 */
export function usePurchase(
  onCreated: (invoice: Invoice) => void,
  onFailed: (error: unknown) => void,
) {
  const mutation = useCreateTransaction();
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const inFlight = useRef(false);
  const created = useRef(false);

  function keyFor(input: PurchaseInput): string {
    const body = JSON.stringify(input);
    if (attempt.current?.body !== body) attempt.current = { key: newIdempotencyKey(), body };
    return attempt.current.key;
  }

  function purchase(input: PurchaseInput) {
    // The button is disabled once React re-renders; this covers a click landing before that,
    // and one whose validation finishes after the order already exists.
    if (inFlight.current || created.current) return;
    inFlight.current = true;
    mutation.mutate(
      { input, idempotencyKey: keyFor(input) },
      {
        onSuccess: (invoice) => {
          created.current = true;
          toast.success(PURCHASE_CREATED_MESSAGE);
          onCreated(invoice);
        },
        onError: onFailed,
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  }

  return { purchase, isPending: mutation.isPending, error: mutation.error, reset: mutation.reset };
}
