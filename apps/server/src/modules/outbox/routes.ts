import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DevMail, EmailAddress, Success } from '@shop/contract';
import { Type } from 'typebox';
import { ok } from '../../lib/http.ts';
import type { DevMailboxService } from './dev-mailbox.ts';

/**
 * Registered only while the dev mailbox is on (config.devMailbox): otherwise the path is as
 * unknown as any other, since what it would list includes credentials (DESIGN §9).
 */
export const devMailboxRoutes: FastifyPluginAsyncTypebox<{
  devMailbox: DevMailboxService;
}> = async (app, { devMailbox }) => {
  app.get(
    '/dev/mailbox',
    {
      config: { access: 'public' },
      schema: {
        tags: ['dev'],
        querystring: Type.Object(
          { to: Type.Optional(EmailAddress) },
          { additionalProperties: false },
        ),
        response: { 200: Success(Type.Array(DevMail)) },
      },
    },
    async (req) => ok(await devMailbox.list({ to: req.query.to })),
  );
};
