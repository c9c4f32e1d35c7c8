import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { backofficeApi } from '@shop/contract';
import { ok } from '../../lib/http.ts';
import { routeOf } from '../../lib/route.ts';
import { rollerOf } from '../auth/plugin.ts';
import type { BackofficeService } from './backoffice.ts';

/** A roller's own accounts. Another roller's account answers 404, as if it did not exist. */
export const backofficeRoutes: FastifyPluginAsyncTypebox<{
  backoffice: BackofficeService;
}> = async (app, { backoffice }) => {
  app.route({
    ...routeOf(backofficeApi.mailDomains),
    handler: async () => ok({ domains: backoffice.mailDomains() }),
  });

  app.route({
    ...routeOf(backofficeApi.account),
    handler: async (req) =>
      ok(await backoffice.getOwn(rollerOf(req), req.params.gameId, req.params.accountId)),
  });

  app.route({
    ...routeOf(backofficeApi.create, { errors: [409], statuses: [201] }),
    handler: async (req, reply) =>
      reply
        .status(201)
        .send(ok(await backoffice.create(rollerOf(req), req.params.gameId, req.body))),
  });

  app.route({
    ...routeOf(backofficeApi.update, { errors: [409] }),
    handler: async (req) =>
      ok(await backoffice.update(rollerOf(req), req.params.gameId, req.params.accountId, req.body)),
  });

  app.route({
    ...routeOf(backofficeApi.remove, { errors: [409] }),
    handler: async (req) => {
      await backoffice.remove(rollerOf(req), req.params.gameId, req.params.accountId);
      return ok({ message: 'Account deleted' });
    },
  });
};
