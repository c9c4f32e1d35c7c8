import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  MessageData,
  PushRegistration,
  PushTokenData,
  Subscription,
  SubscriptionCreate,
  SubscriptionList,
  SubscriptionOwnerQuery,
  SubscriptionParams,
  SubscriptionUpdate,
  Success,
  EmailQuery,
  UnsubscribeAllBody,
  UnsubscribeQuery,
  UnsubscribeResult,
  VapidKeyData,
} from '@shop/contract';
import { ok } from '../../lib/http.ts';
import type { AlertsService } from './service.ts';

const tags = ['buyer-notifications'];
const config = { access: 'public' } as const;
const base = '/buyer-notifications';

/**
 * Alert subscriptions and unsubscribe links (SPEC §7 buyer-notifications). Public by design:
 * an e-mail or a browser's push token names the owner (see service.ts).
 */
export const alertRoutes: FastifyPluginAsyncTypebox<{ alerts: AlertsService }> = async (
  app,
  { alerts },
) => {
  // RFC 8058: a mail client's one-click unsubscribe POSTs `List-Unsubscribe=One-Click` as a
  // form. Nothing else here reads the body of such a request, so it is taken as text.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_req, body, done) => done(null, body),
  );

  app.post(
    `${base}/subscriptions`,
    {
      // 404: an fcm_token this shop does not know.
      config: { ...config, errors: [404, 422, 429] },
      schema: {
        tags,
        summary: 'Create an alert for a search (e-mail form, or fcm_token instead of email)',
        body: SubscriptionCreate,
        response: { 201: Success(Subscription) },
      },
    },
    async (req, reply) => reply.code(201).send(ok(await alerts.create(req.body, req.ip))),
  );

  app.get(
    `${base}/subscriptions`,
    {
      config: { ...config, errors: [404] },
      schema: {
        tags,
        querystring: SubscriptionOwnerQuery,
        response: { 200: Success(SubscriptionList) },
      },
    },
    async (req) => ok(await alerts.list(req.query)),
  );

  app.get(
    `${base}/email-subscriptions`,
    {
      config,
      schema: { tags, querystring: EmailQuery, response: { 200: Success(SubscriptionList) } },
    },
    async (req) => ok(await alerts.list({ email: req.query.email })),
  );

  app.put(
    `${base}/subscriptions/:id`,
    {
      config: { ...config, errors: [422] },
      schema: {
        tags,
        params: SubscriptionParams,
        body: SubscriptionUpdate,
        response: { 200: Success(Subscription) },
      },
    },
    async (req) => ok(await alerts.update(req.params.id, req.body)),
  );

  app.delete(
    `${base}/subscriptions/:id`,
    {
      config,
      schema: {
        tags,
        params: SubscriptionParams,
        querystring: SubscriptionOwnerQuery,
        response: { 200: Success(MessageData) },
      },
    },
    async (req) => ok({ message: await alerts.remove(req.params.id, req.query) }),
  );

  app.post(
    `${base}/unsubscribe-all`,
    {
      config,
      schema: { tags, body: UnsubscribeAllBody, response: { 200: Success(UnsubscribeResult) } },
    },
    async (req) => ok(await alerts.unsubscribeAll(req.body.email)),
  );

  for (const [path, scope] of [
    ['unsubscribe', 'all'],
    ['unsubscribe-single', 'single'],
  ] as const) {
    const linkConfig = { ...config, errors: [404] } as const;
    const schema = {
      tags,
      querystring: UnsubscribeQuery,
      response: { 200: Success(UnsubscribeResult) },
    };
    app.get(
      `${base}/${path}`,
      { config: linkConfig, schema, exposeHeadRoute: false },
      async (req) => ok(await alerts.unsubscribe(req.query.token, scope)),
    );
    // A link checker's HEAD learns what GET would answer, and the single-use link stays unspent.
    app.head(
      `${base}/${path}`,
      { config: linkConfig, schema: { querystring: UnsubscribeQuery } },
      async (req) => {
        await alerts.checkUnsubscribe(req.query.token, scope);
        return '';
      },
    );
    // The one-click form of the same link (List-Unsubscribe-Post); the body says nothing more.
    app.post(
      `${base}/${path}`,
      { config: linkConfig, schema: { ...schema, summary: 'RFC 8058 one-click unsubscribe' } },
      async (req) => ok(await alerts.unsubscribe(req.query.token, scope)),
    );
  }

  app.get(
    `${base}/vapid-public-key`,
    { config, schema: { tags, response: { 200: Success(VapidKeyData) } } },
    async () => ok({ public_key: alerts.vapidPublicKey() }),
  );

  app.post(
    `${base}/fcm-tokens`,
    {
      config: { ...config, errors: [429] },
      schema: {
        tags,
        summary: 'Register this browser for Web Push alerts; answers its fcm_token',
        body: PushRegistration,
        response: { 201: Success(PushTokenData) },
      },
    },
    async (req, reply) => reply.code(201).send(ok(await alerts.registerPush(req.body, req.ip))),
  );
};
