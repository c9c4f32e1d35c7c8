import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AccountDetail,
  AccountList,
  AccountListQuery,
  AccountParams,
  GameParams,
  Success,
} from '@shop/contract';
import { ok } from '../../lib/http.ts';
import type { AccountsService } from './service.ts';

export const accountRoutes: FastifyPluginAsyncTypebox<{ accounts: AccountsService }> = async (
  app,
  { accounts },
) => {
  app.get(
    '/games/:gameId/accounts',
    {
      // Public, but a seller's own listing (?prefix=) needs the bearer token when one is sent.
      config: { access: 'optional-roller', errors: [403] },
      schema: {
        tags: ['storefront'],
        params: GameParams,
        querystring: AccountListQuery,
        response: { 200: Success(AccountList) },
      },
    },
    async (req, reply) => {
      const { list, source } = await accounts.list(req.params.gameId, req.query, req.roller);
      // Whether the in-memory index answered (docs/decisions/0006-listing-index.md); no timing
      // is disclosed.
      void reply.header('server-timing', `search;desc=${source}`);
      return ok(list);
    },
  );

  app.get(
    '/games/:gameId/accounts/:accountId',
    {
      config: { access: 'public' },
      schema: {
        tags: ['storefront'],
        params: AccountParams,
        response: { 200: Success(AccountDetail) },
      },
    },
    async (req) => ok(await accounts.detail(req.params.gameId, req.params.accountId)),
  );
};
