import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sellerOrdersApi } from '@shop/contract';
import { ok } from '../../lib/http.ts';
import { routeOf } from '../../lib/route.ts';
import { rollerOf } from '../auth/plugin.ts';
import type { OrdersService } from './service.ts';

/**
 * The seller's orders. Another seller's order answers 404, as if it did not exist, to the shop
 * owner too: the owner lists every seller's orders but confirms and cancels only their own.
 */
export const sellerOrderRoutes: FastifyPluginAsyncTypebox<{ orders: OrdersService }> = async (
  app,
  { orders },
) => {
  app.route({
    // 403 for scope=all from a seller who is not the shop owner.
    ...routeOf(sellerOrdersApi.list, { errors: [403] }),
    handler: async (req) => ok(await orders.listForRoller(rollerOf(req), req.query)),
  });

  app.route({
    ...routeOf(sellerOrdersApi.pendingCount),
    handler: async (req) => ok({ pending: await orders.pendingCount(rollerOf(req).id) }),
  });

  app.route({
    ...routeOf(sellerOrdersApi.confirm, { errors: [409] }),
    handler: async (req) => ok(await orders.confirm(rollerOf(req).id, req.params.id)),
  });

  app.route({
    ...routeOf(sellerOrdersApi.cancel, { errors: [409] }),
    handler: async (req) => ok(await orders.cancel(rollerOf(req).id, req.params.id)),
  });
};
