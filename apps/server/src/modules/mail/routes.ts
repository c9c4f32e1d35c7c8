import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  EmailAttachmentParams,
  EmailDetail,
  EmailList,
  EmailListQuery,
  EmailParams,
  EmailReadAllResult,
  EmailReadResult,
  InboundHeaders,
  InboundQuery,
  InboundResult,
  Success,
  UnreadCount,
} from '@shop/contract';
import { errors } from '../../lib/errors.ts';
import { ok } from '../../lib/http.ts';
import { rollerOf } from '../auth/plugin.ts';
import { FILE_RESPONSE, RAW_MESSAGE_RESPONSE, sendFile } from './attachments.ts';
import { rollerReader } from './readers.ts';
import type { MailService } from './service.ts';

const roller = { config: { access: 'roller' } } as const;
const tags = ['email'];

const readerOf = (req: FastifyRequest) => rollerReader(rollerOf(req).id);

/** The signed-in roller's inbox. Mail not delivered to the roller answers 404, as if absent. */
export const emailRoutes: FastifyPluginAsyncTypebox<{ mail: MailService }> = async (
  app,
  { mail },
) => {
  app.get(
    '/email',
    {
      ...roller,
      schema: { tags, querystring: EmailListQuery, response: { 200: Success(EmailList) } },
    },
    async (req) => ok(await mail.list(readerOf(req), req.query)),
  );

  app.get(
    '/email/unread-count',
    { ...roller, schema: { tags, response: { 200: Success(UnreadCount) } } },
    async (req) => ok({ unread: await mail.unreadCount(readerOf(req)) }),
  );

  app.put(
    '/email/read-all',
    { ...roller, schema: { tags, response: { 200: Success(EmailReadAllResult) } } },
    async (req) => ok(await mail.markAllRead(readerOf(req))),
  );

  app.get(
    '/email/:id/attachments/:n',
    {
      ...roller,
      schema: {
        tags,
        summary: 'Download an attachment of a mail in the inbox',
        params: EmailAttachmentParams,
        response: FILE_RESPONSE,
      },
    },
    async (req, reply) =>
      sendFile(reply, await mail.attachment(readerOf(req), req.params.id, req.params.n)),
  );

  app.get(
    '/email/:id/raw',
    {
      ...roller,
      schema: {
        tags,
        summary: 'Download the mail as received (message/rfc822), for support',
        params: EmailParams,
        response: RAW_MESSAGE_RESPONSE,
      },
    },
    async (req, reply) => sendFile(reply, await mail.raw(readerOf(req), req.params.id)),
  );

  app.get(
    '/email/:id',
    {
      ...roller,
      schema: { tags, params: EmailParams, response: { 200: Success(EmailDetail) } },
    },
    async (req) => ok(await mail.get(readerOf(req), req.params.id)),
  );

  app.put(
    '/email/:id/read',
    {
      ...roller,
      schema: { tags, params: EmailParams, response: { 200: Success(EmailReadResult) } },
    },
    async (req) => ok(await mail.markRead(readerOf(req), req.params.id)),
  );
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

  app.post(
    '/inbound',
    {
      config: {
        access: 'inbound',
        errors: [422],
        // Read as bytes by the parser above: documented only.
        documentedBody: {
          mediaTypes: RAW_TYPES,
          schema: Type.String({ format: 'binary', description: 'The message, RFC 822' }),
        },
      },
      bodyLimit: maxBytes,
      schema: {
        tags,
        summary: 'Store a received message (raw RFC 822) for its envelope recipients',
        querystring: InboundQuery,
        headers: InboundHeaders,
        response: { 200: Success(InboundResult) },
      },
    },
    async (req) => {
      if (!Buffer.isBuffer(req.body)) throw errors.inboundNotRaw();
      const to = req.headers['x-envelope-to'] ?? req.query.to ?? '';
      const from = req.headers['x-envelope-from'] ?? '';
      return ok(await mail.ingest(req.body, from, to.split(',')));
    },
  );
};
