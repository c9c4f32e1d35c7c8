import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BuyerAccessRequest,
  BuyerEmailParams,
  BuyerEmails,
  BuyerEmailsQuery,
  EmailAttachmentParams,
  EmailDetail,
  MessageData,
  Success,
} from '@shop/contract';
import { ok } from '../../lib/http.ts';
import { FILE_RESPONSE, sendFile } from '../mail/attachments.ts';
import type { BuyerAccessService } from './service.ts';

const tags = ['buyer'];

/** Buyer mail access: ask for a link by e-mail, read with the link's token (SPEC §3, §7). */
export const buyerAccessRoutes: FastifyPluginAsyncTypebox<{
  buyerAccess: BuyerAccessService;
}> = async (app, { buyerAccess }) => {
  app.post(
    '/buyer/request-email-access',
    {
      config: { access: 'public', errors: [429] },
      schema: { tags, body: BuyerAccessRequest, response: { 200: Success(MessageData) } },
    },
    async (req) => ok({ message: await buyerAccess.requestAccess(req.body.email, req.ip) }),
  );

  app.get(
    '/buyer/emails',
    {
      config: { access: 'public', errors: [401] },
      schema: { tags, querystring: BuyerEmailsQuery, response: { 200: Success(BuyerEmails) } },
    },
    async (req) => ok(await buyerAccess.emails(req.query.token)),
  );

  app.get(
    '/buyer/emails/:id',
    {
      config: { access: 'public', errors: [401] },
      schema: {
        tags,
        params: BuyerEmailParams,
        querystring: BuyerEmailsQuery,
        response: { 200: Success(EmailDetail) },
      },
    },
    async (req) => ok(await buyerAccess.email(req.query.token, req.params.id)),
  );

  app.get(
    '/buyer/emails/:id/attachments/:n',
    {
      config: { access: 'public', errors: [401] },
      schema: {
        tags,
        summary: "Download an attachment of a mail of the buyer's accounts",
        params: EmailAttachmentParams,
        querystring: BuyerEmailsQuery,
        response: FILE_RESPONSE,
      },
    },
    async (req, reply) =>
      sendFile(reply, await buyerAccess.attachment(req.query.token, req.params.id, req.params.n)),
  );
};
