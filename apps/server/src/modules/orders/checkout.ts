import type { PaypalOrder } from '@shop/contract';
import type { Clock } from '../../lib/clock.ts';
import { errors } from '../../lib/errors.ts';
import type { Payments } from './payments.ts';
import type { OrderRow, OrdersRepo } from './repo.ts';

/**
 * Paying through a hosted checkout (PayPal): the buyer approves on PayPal's page, comes back,
 * and the shop captures and delivers; the webhook delivers when the buyer never came back.
 */
export function createCheckout(deps: {
  repo: Pick<OrdersRepo, 'setProviderOrder' | 'byProviderOrder'>;
  payments: Payments;
  clock: Clock;
  publicUrl: string;
  /** The order behind an invoice link; a wrong token reads as a missing order. */
  orderByToken: (id: number, token: string) => Promise<OrderRow>;
  /** Hands the account over; `late` accepts a payment taken just after the deadline. */
  deliver: (id: number, opts: { late: true }) => Promise<OrderRow>;
}) {
  const { repo, payments, clock, orderByToken, deliver } = deps;
  return {
    /** PayPal: opens PayPal's order for this invoice and answers where the buyer approves it. */
    async startCheckout(id: number, token: string): Promise<PaypalOrder> {
      const checkout = payments.checkout;
      if (!checkout) throw errors.paymentNotAvailable();
      const order = await orderByToken(id, token);
      if (order.status !== 'pending') throw errors.transactionNotPending(order.status);
      if (new Date(order.expires_at) <= clock()) throw errors.invoiceExpired();
      const back = `${deps.publicUrl}/api/transaction/${id}/paypal/return?access=${encodeURIComponent(token)}`;
      const created = await checkout.createOrder({
        reference: String(id),
        amount: order.amount,
        description: `${order.game_name} account ${order.account_code}`,
        returnUrl: back,
        cancelUrl: `${back}&cancelled=1`,
      });
      await repo.setProviderOrder(id, created.orderId);
      return { order_id: created.orderId, approve_url: created.approveUrl };
    },

    /**
     * PayPal sent the buyer back: capture the approved order and deliver. Answers the invoice
     * page to redirect to, with the outcome in its query.
     */
    async finishCheckout(
      id: number,
      token: string,
      providerOrderId: string | null,
      cancelled: boolean,
    ): Promise<string> {
      const checkout = payments.checkout;
      if (!checkout) throw errors.paymentNotAvailable();
      const order = await orderByToken(id, token);
      const page = `/invoice/${id}?token=${encodeURIComponent(token)}`;
      if (order.status === 'delivered') return `${page}&paid=1`;
      if (cancelled || !providerOrderId || providerOrderId !== order.provider_order_id)
        return `${page}&payment=failed`;
      if (order.status !== 'pending' || new Date(order.expires_at) <= clock())
        return `${page}&payment=failed`;
      const result = await checkout.capture(providerOrderId);
      if (!result.completed) return `${page}&payment=failed`;
      await deliver(id, { late: true });
      return `${page}&paid=1`;
    },

    /** PayPal webhook: a capture completed (e.g. the buyer closed the tab before returning). */
    async paypalWebhook(headers: Record<string, string | undefined>, body: unknown) {
      const checkout = payments.checkout;
      if (!checkout) throw errors.paymentNotAvailable();
      if (!(await checkout.verifyWebhook(headers, body))) throw errors.unauthenticated();
      const event = body as {
        event_type?: string;
        resource?: { supplementary_data?: { related_ids?: { order_id?: string } } };
      };
      if (event.event_type !== 'PAYMENT.CAPTURE.COMPLETED') return { handled: false };
      const orderId = event.resource?.supplementary_data?.related_ids?.order_id;
      const order = orderId ? await repo.byProviderOrder(orderId) : undefined;
      if (!order) return { handled: false };
      await deliver(order.id, { late: true });
      return { handled: true };
    },
  };
}
