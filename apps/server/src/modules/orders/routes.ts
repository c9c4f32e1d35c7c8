import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IDEMPOTENCY_KEY_PATTERN,
  Invoice,
  InvoiceParams,
  InvoiceQuery,
  PaypalOrder,
  PurchaseInput,
  SingleLine,
  Success,
} from '@shop/contract';
import { Type } from 'typebox';
import { ok } from '../../lib/http.ts';
import type { OrdersService } from './service.ts';

const buying = { tags: ['orders'] };

const PurchaseHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    SingleLine({ minLength: 16, maxLength: 64, pattern: IDEMPOTENCY_KEY_PATTERN }),
  ),
});

/** PayPal appends its order id as `token` (and `PayerID`) to the return URL. */
const PaypalReturnQuery = Type.Object({
  access: SingleLine({ minLength: 1, maxLength: 128 }),
  token: Type.Optional(SingleLine({ minLength: 1, maxLength: 64 })),
  PayerID: Type.Optional(SingleLine({ maxLength: 64 })),
  cancelled: Type.Optional(Type.Literal('1')),
});

export const orderRoutes: FastifyPluginAsyncTypebox<{ orders: OrdersService }> = async (
  app,
  { orders },
) => {
  app.post(
    '/transaction',
    {
      config: { access: 'public', errors: [404, 409, 422, 429] },
      schema: {
        ...buying,
        summary: 'Order an account: reserves it for 5 minutes and mails the invoice',
        headers: PurchaseHeaders,
        body: PurchaseInput,
        response: { 200: Success(Invoice), 201: Success(Invoice) },
      },
    },
    async (req, reply) => {
      const { invoice, created } = await orders.purchase(req.body, {
        ip: req.ip,
        idempotencyKey: req.headers['idempotency-key'] ?? null,
      });
      return reply.status(created ? 201 : 200).send(ok(invoice));
    },
  );

  app.get(
    '/transaction/:id',
    {
      // The invoice token in the query is the buyer's proof (SPEC §3).
      config: { access: 'public' },
      schema: {
        ...buying,
        params: InvoiceParams,
        querystring: InvoiceQuery,
        response: { 200: Success(Invoice) },
      },
    },
    async (req) => ok(await orders.invoice(req.params.id, req.query.token)),
  );

  app.post(
    '/transaction/:id/paypal/order',
    {
      config: { access: 'public', errors: [409, 502] },
      schema: {
        ...buying,
        params: InvoiceParams,
        querystring: InvoiceQuery,
        response: { 200: Success(PaypalOrder) },
      },
    },
    async (req) => ok(await orders.startCheckout(req.params.id, req.query.token)),
  );

  app.get(
    '/transaction/:id/paypal/return',
    {
      config: { access: 'public', errors: [409, 502] },
      schema: {
        ...buying,
        summary: 'Where PayPal sends the buyer back: captures, delivers, redirects to the invoice',
        params: InvoiceParams,
        querystring: PaypalReturnQuery,
        response: {
          303: {
            description: 'To the invoice page, the outcome in its query (paid=1 or payment=failed)',
            headers: { location: { type: 'string' } },
            type: 'null',
          },
        },
      },
    },
    async (req, reply) => {
      const target = await orders.finishCheckout(
        req.params.id,
        req.query.access,
        req.query.token ?? null,
        req.query.cancelled === '1',
      );
      return reply.redirect(target, 303);
    },
  );

  app.post(
    '/payments/paypal/webhook',
    {
      // PayPal calls it: the event's signature is checked with PayPal, not a credential of ours.
      config: { access: 'public', errors: [401, 409, 502] },
      schema: {
        ...buying,
        summary: 'PayPal webhook (signature verified with PayPal)',
        body: Type.Object({ event_type: Type.String() }),
        response: { 200: Success(Type.Object({ handled: Type.Boolean() })) },
      },
    },
    async (req) =>
      ok(await orders.paypalWebhook(req.headers as Record<string, string | undefined>, req.body)),
  );
};
