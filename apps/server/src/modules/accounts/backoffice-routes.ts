import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AccountInput,
  AccountParams,
  GameParams,
  MailDomains,
  MessageData,
  SellerAccount,
  Success,
} from '@shop/contract';
import { ok } from '../../lib/http.ts';
import { rollerOf } from '../auth/plugin.ts';
import type { BackofficeService } from './backoffice.ts';

const backOffice = { tags: ['back office'] };
const roller = { config: { access: 'roller' } } as const;

/** A roller's own accounts. Another roller's account answers 404, as if it did not exist. */
export const backofficeRoutes: FastifyPluginAsyncTypebox<{
  backoffice: BackofficeService;
}> = async (app, { backoffice }) => {
  app.get(
    '/roller/mail-domains',
    { ...roller, schema: { ...backOffice, response: { 200: Success(MailDomains) } } },
    async () => ok({ domains: backoffice.mailDomains() }),
  );

  app.get(
    '/roller/games/:gameId/accounts/:accountId',
    {
      ...roller,
      schema: { ...backOffice, params: AccountParams, response: { 200: Success(SellerAccount) } },
    },
    async (req) =>
      ok(await backoffice.getOwn(rollerOf(req), req.params.gameId, req.params.accountId)),
  );

  app.post(
    '/games/:gameId/accounts',
    {
      config: { ...roller.config, errors: [409] },
      schema: {
        ...backOffice,
        params: GameParams,
        body: AccountInput,
        response: { 201: Success(SellerAccount) },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(ok(await backoffice.create(rollerOf(req), req.params.gameId, req.body))),
  );

  app.put(
    '/games/:gameId/accounts/:accountId',
    {
      config: { ...roller.config, errors: [409] },
      schema: {
        ...backOffice,
        params: AccountParams,
        body: AccountInput,
        response: { 200: Success(SellerAccount) },
      },
    },
    async (req) =>
      ok(await backoffice.update(rollerOf(req), req.params.gameId, req.params.accountId, req.body)),
  );

  app.delete(
    '/games/:gameId/accounts/:accountId',
    {
      config: { ...roller.config, errors: [409] },
      schema: { ...backOffice, params: AccountParams, response: { 200: Success(MessageData) } },
    },
    async (req) => {
      await backoffice.remove(rollerOf(req), req.params.gameId, req.params.accountId);
      return ok({ message: 'Account deleted' });
    },
  );
};
