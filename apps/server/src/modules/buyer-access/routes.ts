import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BuyerAccessRequest,
  BuyerEmails,
  BuyerEmailsQuery,
  MessageData,
  Success,
} from '@shop/contract';
import { ok } from '../../lib/http.ts';
import type { BuyerAccessService } from './service.ts';

const tags = ['buyer'];

/** Buyer mail access: ask for a link by e-mail, read with the link's token (SPEC §3, §7). */
export const buyerAccessRoutes: FastifyPluginAsyncTypebox<{
  buyerAccess: BuyerAccessService;
}> = async (app, { buyerAccess }) => {
  app.post(
    '/buyer/request-email-access',
    {
      config: { access: 'public' },
      schema: { tags, body: BuyerAccessRequest, response: { 200: Success(MessageData) } },
    },
    async (req) => ok({ message: await buyerAccess.requestAccess(req.body.email, req.ip) }),
  );

  app.get(
    '/buyer/emails',
    {
      config: { access: 'public' },
      schema: { tags, querystring: BuyerEmailsQuery, response: { 200: Success(BuyerEmails) } },
    },
    async (req) => ok(await buyerAccess.emails(req.query.token)),
  );
};
