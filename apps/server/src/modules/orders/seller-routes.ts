import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  InvoiceParams,
  PendingOrders,
  RollerTransaction,
  RollerTransactionList,
  RollerTransactionsQuery,
  Success,
} from '@shop/contract';
import { ok } from '../../lib/http.ts';
import { rollerOf } from '../auth/plugin.ts';
import type { OrdersService } from './service.ts';

const roller = { config: { access: 'roller' } } as const;
const tags = ['back office'];

/** The seller's orders. Another seller's order answers 404, as if it did not exist. */
export const sellerOrderRoutes: FastifyPluginAsyncTypebox<{ orders: OrdersService }> = async (
  app,
  { orders },
) => {
  app.get(
    '/roller/transactions',
    {
      ...roller,
      schema: {
        tags,
        querystring: RollerTransactionsQuery,
        response: { 200: Success(RollerTransactionList) },
      },
    },
    async (req) => ok(await orders.listForRoller(rollerOf(req).id, req.query)),
  );

  app.get(
    '/roller/transactions/pending-count',
    { ...roller, schema: { tags, response: { 200: Success(PendingOrders) } } },
    async (req) => ok({ pending: await orders.pendingCount(rollerOf(req).id) }),
  );

  app.post(
    '/roller/transactions/:id/confirm',
    {
      config: { ...roller.config, errors: [409] },
      schema: {
        tags,
        summary: 'The payment arrived: deliver the account to the buyer',
        params: InvoiceParams,
        response: { 200: Success(RollerTransaction) },
      },
    },
    async (req) => ok(await orders.confirm(rollerOf(req).id, req.params.id)),
  );

  app.post(
    '/roller/transactions/:id/cancel',
    {
      config: { ...roller.config, errors: [409] },
      schema: {
        tags,
        summary: 'Cancel a pending order: the account goes back on sale',
        params: InvoiceParams,
        response: { 200: Success(RollerTransaction) },
      },
    },
    async (req) => ok(await orders.cancel(rollerOf(req).id, req.params.id)),
  );
};
