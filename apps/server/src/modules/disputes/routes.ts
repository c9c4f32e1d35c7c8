import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { disputesApi } from '@shop/contract';
import { ok } from '../../lib/http.ts';
import { routeOf } from '../../lib/route.ts';
import { rollerOf } from '../auth/plugin.ts';
import type { DisputesService } from './service.ts';

/**
 * Disputes: the buyer's routes take the mail access token in the query; a seller reaches only
 * their own disputes (another's answers 404), the owner every seller's.
 */
export const disputeRoutes: FastifyPluginAsyncTypebox<{ disputes: DisputesService }> = async (
  app,
  { disputes },
) => {
  app.route({
    ...routeOf(disputesApi.open, { statuses: [201], errors: [401, 404, 409, 422] }),
    handler: async (req, reply) =>
      reply.code(201).send(ok(await disputes.open(req.query.token, req.body))),
  });

  app.route({
    ...routeOf(disputesApi.buyerList, { errors: [401] }),
    handler: async (req) => ok(await disputes.buyerList(req.query.token)),
  });

  app.route({
    ...routeOf(disputesApi.buyerMessage, { errors: [401, 404, 409] }),
    handler: async (req) =>
      ok(await disputes.buyerMessage(req.query.token, req.params.id, req.body.message)),
  });

  app.route({
    ...routeOf(disputesApi.buyerEscalate, { errors: [401, 404, 409, 422] }),
    handler: async (req) => ok(await disputes.buyerEscalate(req.query.token, req.params.id)),
  });

  app.route({
    ...routeOf(disputesApi.list),
    handler: async (req) => ok(await disputes.list(rollerOf(req), req.query)),
  });

  app.route({
    ...routeOf(disputesApi.get, { errors: [404] }),
    handler: async (req) => ok(await disputes.get(rollerOf(req), req.params.id)),
  });

  app.route({
    ...routeOf(disputesApi.message, { errors: [404, 409] }),
    handler: async (req) =>
      ok(await disputes.message(rollerOf(req), req.params.id, req.body.message)),
  });

  app.route({
    ...routeOf(disputesApi.resolve, { errors: [404, 409, 422] }),
    handler: async (req) => ok(await disputes.resolve(rollerOf(req), req.params.id, req.body)),
  });
};
