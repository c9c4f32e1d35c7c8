import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { buyerAccessApi } from '@shop/contract';
import { ok } from '../../lib/http.ts';
import { routeOf } from '../../lib/route.ts';
import { FILE_RESPONSE, sendFile } from '../mail/attachments.ts';
import type { BuyerAccessService } from './service.ts';

/** Buyer mail access: ask for a link by e-mail, read with the link's token (SPEC §3, §7). */
export const buyerAccessRoutes: FastifyPluginAsyncTypebox<{
  buyerAccess: BuyerAccessService;
}> = async (app, { buyerAccess }) => {
  app.route({
    ...routeOf(buyerAccessApi.requestAccess, { errors: [429] }),
    handler: async (req) =>
      ok({ message: await buyerAccess.requestAccess(req.body.email, req.ip) }),
  });

  app.route({
    ...routeOf(buyerAccessApi.emails, { errors: [401] }),
    handler: async (req) => ok(await buyerAccess.emails(req.query.token)),
  });

  app.route({
    ...routeOf(buyerAccessApi.email, { errors: [401] }),
    handler: async (req) => ok(await buyerAccess.email(req.query.token, req.params.id)),
  });

  app.route({
    ...routeOf(buyerAccessApi.attachment, { errors: [401], response: FILE_RESPONSE }),
    handler: async (req, reply) =>
      sendFile(reply, await buyerAccess.attachment(req.query.token, req.params.id, req.params.n)),
  });

  app.route({
    ...routeOf(buyerAccessApi.credentials, { errors: [401, 404, 429] }),
    handler: async (req, reply) => {
      const credentials = await buyerAccess.credentials(
        req.query.token,
        req.params.transaction_id,
        req.ip,
      );
      // A password: no cache between the shop and the buyer keeps it.
      reply.header('cache-control', 'no-store');
      return ok(credentials);
    },
  });
};
