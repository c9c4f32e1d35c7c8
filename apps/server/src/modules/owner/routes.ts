import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ownerApi } from '@shop/contract';
import { ok } from '../../lib/http.ts';
import { routeOf } from '../../lib/route.ts';
import { rollerOf } from '../auth/plugin.ts';
import type { OwnerService } from './service.ts';

/** The shop owner's Sellers page (`access: 'owner'`: 403 OWNER_ONLY for any other roller). */
export const ownerRoutes: FastifyPluginAsyncTypebox<{ owner: OwnerService }> = async (
  app,
  { owner },
) => {
  app.route({
    ...routeOf(ownerApi.sellers),
    handler: async () => ok(await owner.sellers()),
  });

  app.route({
    ...routeOf(ownerApi.createSeller, { statuses: [201], errors: [409] }),
    handler: async (req, reply) => reply.status(201).send(ok(await owner.create(req.body))),
  });

  app.route({
    ...routeOf(ownerApi.disableSeller, { errors: [422] }),
    handler: async (req) => ok(await owner.disable(req.params.id)),
  });

  app.route({
    ...routeOf(ownerApi.enableSeller),
    handler: async (req) => ok(await owner.enable(req.params.id)),
  });

  app.route({
    ...routeOf(ownerApi.resetSellerPassword, { errors: [422] }),
    handler: async (req) => ok(await owner.resetPassword(rollerOf(req), req.params.id)),
  });
};
