import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { storefrontApi } from '@shop/contract';
import { ok } from '../../lib/http.ts';
import { routeOf } from '../../lib/route.ts';
import type { AccountsService } from './service.ts';

export const accountRoutes: FastifyPluginAsyncTypebox<{ accounts: AccountsService }> = async (
  app,
  { accounts },
) => {
  app.route({
    // Public, but a seller's own listing (?prefix=) needs the bearer token when one is sent.
    ...routeOf(storefrontApi.accounts, { errors: [403] }),
    handler: async (req, reply) => {
      const { list, source } = await accounts.list(req.params.gameId, req.query, req.roller);
      // Whether the in-memory index answered (docs/decisions/0006-listing-index.md); no timing
      // is disclosed.
      void reply.header('server-timing', `search;desc=${source}`);
      return ok(list);
    },
  });

  app.route({
    ...routeOf(storefrontApi.account),
    handler: async (req) => ok(await accounts.detail(req.params.gameId, req.params.accountId)),
  });
};
