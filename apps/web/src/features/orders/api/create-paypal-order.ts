import { useMutation } from '@tanstack/react-query';
import type { PaypalOrder } from '@shop/contract';
import { call } from '@/api/call';
import { ordersApi } from '@/api/operations';

/**
 * POST /api/transaction/{id}/paypal/order?token= -> the PayPal order and its approval page.
 * PayPal sends the buyer back through the server, which captures and returns to the invoice.
 */
export function createPaypalOrder({
  id,
  token,
}: {
  id: number;
  token: string;
}): Promise<PaypalOrder> {
  return call(ordersApi.paypalOrder, { params: { id }, query: { token } });
}

/** Silent: the invoice page shows the failure beside the button. */
export function useCreatePaypalOrder() {
  return useMutation({ mutationFn: createPaypalOrder, meta: { silent: true } });
}
