import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EMAIL_PAGE_SIZE, subRollersApi } from '@shop/contract';
import { ok } from '../../lib/http.ts';
import { routeOf } from '../../lib/route.ts';
import { rollerOf, subRollerOf } from '../auth/plugin.ts';
import { FILE_RESPONSE, sendFile } from '../mail/attachments.ts';
import type { SubRollersService } from './service.ts';

/**
 * The roller's sub-roller codes (`/email/sub-roller/token|list`, DELETE `/email/sub-roller`) and
 * what a sub-roller token reads (`/email/sub-roller/access...`, header X-Sub-Roller-Token).
 */
export const subRollerRoutes: FastifyPluginAsyncTypebox<{ subRollers: SubRollersService }> = async (
  app,
  { subRollers },
) => {
  app.route({
    ...routeOf(subRollersApi.create, { errors: [409] }),
    handler: async (req) => ok(await subRollers.create(rollerOf(req), req.body.sub_code)),
  });

  app.route({
    ...routeOf(subRollersApi.remove, { errors: [404] }),
    handler: async (req) => {
      await subRollers.remove(rollerOf(req), req.body.sub_code);
      return ok({ message: 'Sub-roller removed successfully' });
    },
  });

  app.route({
    ...routeOf(subRollersApi.list),
    handler: async (req) => ok(await subRollers.list(rollerOf(req))),
  });

  app.route({
    ...routeOf(subRollersApi.accessEmails),
    handler: async (req) =>
      ok(
        await subRollers.mail(
          subRollerOf(req),
          req.query.page ?? 1,
          req.query.limit ?? EMAIL_PAGE_SIZE,
        ),
      ),
  });

  app.route({
    ...routeOf(subRollersApi.accessInfo),
    handler: async (req) => ok(subRollers.info(subRollerOf(req))),
  });

  app.route({
    ...routeOf(subRollersApi.accessEmail),
    handler: async (req) => ok(await subRollers.oneMail(subRollerOf(req), req.params.id)),
  });

  app.route({
    ...routeOf(subRollersApi.accessAttachment, { response: FILE_RESPONSE }),
    handler: async (req, reply) =>
      sendFile(reply, await subRollers.attachment(subRollerOf(req), req.params.id, req.params.n)),
  });
};
