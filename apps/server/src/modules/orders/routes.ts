import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IncomeStat, SalesStat, Success } from '@shop/contract';
import { Type } from 'typebox';
import { ok } from '../../lib/http.ts';
import { rollerOf } from '../auth/plugin.ts';
import type { OrdersService } from './service.ts';

export const orderRoutes: FastifyPluginAsyncTypebox<{ orders: OrdersService }> = async (
  app,
  { orders },
) => {
  app.get(
    '/games/sales-stats',
    { schema: { tags: ['storefront'], response: { 200: Success(Type.Array(SalesStat)) } } },
    async () => ok(await orders.salesStats()),
  );

  app.get(
    '/roller/income',
    {
      config: { access: 'roller' },
      schema: {
        tags: ['roller'],
        response: { 200: Success(Type.Array(IncomeStat)) },
      },
    },
    async (req) => ok(await orders.income(rollerOf(req).id)),
  );
};
