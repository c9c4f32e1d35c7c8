import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { emailApi } from '@shop/contract';
import { errors } from '../../lib/errors.ts';
import { ok } from '../../lib/http.ts';
import { routeOf } from '../../lib/route.ts';
import { rollerOf } from '../auth/plugin.ts';
import { FILE_RESPONSE, RAW_MESSAGE_RESPONSE, sendFile } from './attachments.ts';
import { rollerReader } from './readers.ts';
import type { MailService } from './service.ts';

const readerOf = (req: FastifyRequest) => rollerReader(rollerOf(req).id);

/** The signed-in roller's inbox. Mail not delivered to the roller answers 404, as if absent. */
export const emailRoutes: FastifyPluginAsyncTypebox<{ mail: MailService }> = async (
  app,
  { mail },
) => {
  app.route({
    ...routeOf(emailApi.list),
    handler: async (req) => ok(await mail.list(readerOf(req), req.query)),
  });

  app.route({
    ...routeOf(emailApi.unreadCount),
    handler: async (req) => ok({ unread: await mail.unreadCount(readerOf(req)) }),
  });

  app.route({
    ...routeOf(emailApi.markAllRead),
    handler: async (req) => ok(await mail.markAllRead(readerOf(req))),
  });

  app.route({
    ...routeOf(emailApi.attachment, { response: FILE_RESPONSE }),
    handler: async (req, reply) =>
      sendFile(reply, await mail.attachment(readerOf(req), req.params.id, req.params.n)),
  });

  app.route({
    ...routeOf(emailApi.raw, { response: RAW_MESSAGE_RESPONSE }),
    handler: async (req, reply) => sendFile(reply, await mail.raw(readerOf(req), req.params.id)),
  });

  app.route({
    ...routeOf(emailApi.get),
    handler: async (req) => ok(await mail.get(readerOf(req), req.params.id)),
  });

  app.route({
    ...routeOf(emailApi.markRead),
    handler: async (req) => ok(await mail.markRead(readerOf(req), req.params.id)),
  });
};

const RAW_TYPES = ['message/rfc822', 'application/octet-stream'];

/**
 * POST /api/inbound: a raw RFC 822 message from a forwarder, for shops whose catch-all
 * arrives over HTTP. Registered only when INBOUND_SECRET is set; otherwise it does not exist.
 */
export const inboundRoutes: FastifyPluginAsyncTypebox<{
  mail: MailService;
  maxBytes: number;
}> = async (app, { mail, maxBytes }) => {
  app.addContentTypeParser(
    RAW_TYPES,
    { parseAs: 'buffer', bodyLimit: maxBytes },
    (_req, body, done) => done(null, body),
  );

  app.route({
    ...routeOf(emailApi.inbound, {
      errors: [422],
      // Read as bytes by the parser above: documented only.
      documentedBody: {
        mediaTypes: RAW_TYPES,
        schema: Type.String({ format: 'binary', description: 'The message, RFC 822' }),
      },
    }),
    bodyLimit: maxBytes,
    handler: async (req) => {
      if (!Buffer.isBuffer(req.body)) throw errors.inboundNotRaw();
      const to = req.headers['x-envelope-to'] ?? req.query.to ?? '';
      const from = req.headers['x-envelope-from'] ?? '';
      return ok(await mail.ingest(req.body, from, to.split(',')));
    },
  });
};
