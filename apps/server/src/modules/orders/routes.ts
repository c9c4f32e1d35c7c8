import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ordersApi } from '@shop/contract';
import { ok } from '../../lib/http.ts';
import { routeOf } from '../../lib/route.ts';
import type { OrdersService } from './service.ts';

/** The return route answers only a redirect, documented as such. */
const REDIRECT_TO_INVOICE = {
  303: {
    description: 'To the invoice page, the outcome in its query (paid=1 or payment=failed)',
    headers: { location: { type: 'string' } },
    type: 'null',
  },
} as const;

export const orderRoutes: FastifyPluginAsyncTypebox<{ orders: OrdersService }> = async (
  app,
  { orders },
) => {
  app.route({
    ...routeOf(ordersApi.purchase, { errors: [404, 409, 422, 429], statuses: [200, 201] }),
    handler: async (req, reply) => {
      const { invoice, created } = await orders.purchase(req.body, {
        ip: req.ip,
        idempotencyKey: req.headers['idempotency-key'] ?? null,
      });
      return reply.status(created ? 201 : 200).send(ok(invoice));
    },
  });

  app.route({
    ...routeOf(ordersApi.invoice),
    handler: async (req) => ok(await orders.invoice(req.params.id, req.query.token)),
  });

  app.route({
    ...routeOf(ordersApi.paypalOrder, { errors: [409, 502] }),
    handler: async (req) => ok(await orders.startCheckout(req.params.id, req.query.token)),
  });

  app.route({
    ...routeOf(ordersApi.paypalReturn, { errors: [409, 502], response: REDIRECT_TO_INVOICE }),
    handler: async (req, reply) => {
      const target = await orders.finishCheckout(
        req.params.id,
        req.query.access,
        req.query.token ?? null,
        req.query.cancelled === '1',
      );
      return reply.redirect(target, 303);
    },
  });

  app.route({
    ...routeOf(ordersApi.paypalWebhook, { errors: [401, 409, 502] }),
    handler: async (req) =>
      ok(await orders.paypalWebhook(req.headers as Record<string, string | undefined>, req.body)),
  });
};
