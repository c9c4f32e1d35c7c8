import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ALERTS_TOKEN_HEADER, alertsApi } from '@shop/contract';
import { ok } from '../../lib/http.ts';
import { routeOf } from '../../lib/route.ts';
import type { AlertsService } from './service.ts';

/** Each unsubscribe link: its scope, and its GET and one-click POST operations. */
const UNSUBSCRIBE_LINKS = [
  { scope: 'all', open: alertsApi.unsubscribe, oneClick: alertsApi.unsubscribeOneClick },
  {
    scope: 'single',
    open: alertsApi.unsubscribeSingle,
    oneClick: alertsApi.unsubscribeSingleOneClick,
  },
] as const;

/** The browser's alert management token (decision 0040), when it sent one. */
const tokenOf = (req: { headers: Record<string, unknown> }) => {
  const value = req.headers[ALERTS_TOKEN_HEADER];
  return typeof value === 'string' ? value : undefined;
};

/**
 * Alert subscriptions and unsubscribe links (SPEC §7 buyer-notifications). Public: a browser's
 * push token, or an e-mail with its management token, names the owner (see service.ts).
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

  app.route({
    // 404: an fcm_token this shop does not know.
    ...routeOf(alertsApi.create, { statuses: [201], errors: [404, 422, 429] }),
    handler: async (req, reply) =>
      reply.code(201).send(ok(await alerts.create(req.body, req.ip, tokenOf(req)))),
  });

  app.route({
    ...routeOf(alertsApi.list, { errors: [404] }),
    handler: async (req) => ok(await alerts.list(req.query, tokenOf(req))),
  });

  app.route({
    ...routeOf(alertsApi.listByEmail),
    handler: async (req) => ok(await alerts.list({ email: req.query.email }, tokenOf(req))),
  });

  app.route({
    ...routeOf(alertsApi.update, { errors: [422] }),
    handler: async (req) => ok(await alerts.update(req.params.id, req.body, tokenOf(req))),
  });

  app.route({
    ...routeOf(alertsApi.remove),
    handler: async (req) =>
      ok({ message: await alerts.remove(req.params.id, req.query, tokenOf(req)) }),
  });

  app.route({
    ...routeOf(alertsApi.unsubscribeAll, { errors: [429] }),
    handler: async (req) => ok(await alerts.unsubscribeAll(req.body.email, req.ip, tokenOf(req))),
  });

  app.route({
    ...routeOf(alertsApi.requestManageLink, { errors: [429] }),
    handler: async (req) => ok({ message: await alerts.requestManageLink(req.body.email, req.ip) }),
  });

  app.route({
    ...routeOf(alertsApi.confirmAddress, { errors: [404] }),
    handler: async (req) => ok(await alerts.confirmAddress(req.body.token)),
  });

  for (const { scope, open, oneClick } of UNSUBSCRIBE_LINKS) {
    const linkErrors = { errors: [404] } as const;
    app.route({
      ...routeOf(open, linkErrors),
      exposeHeadRoute: false,
      handler: async (req) => ok(await alerts.unsubscribe(req.query.token, scope)),
    });
    // A link checker's HEAD learns what GET would answer, and the single-use link stays unspent.
    app.route({
      method: 'HEAD',
      url: open.path,
      config: { ...linkErrors, access: open.access },
      schema: { querystring: open.querystring },
      handler: async (req) => {
        await alerts.checkUnsubscribe(req.query.token, scope);
        return '';
      },
    });
    // The one-click form of the same link (List-Unsubscribe-Post); the body says nothing more.
    app.route({
      ...routeOf(oneClick, linkErrors),
      handler: async (req) => ok(await alerts.unsubscribe(req.query.token, scope)),
    });
  }

  app.route({
    ...routeOf(alertsApi.vapidPublicKey),
    handler: async () => ok({ public_key: alerts.vapidPublicKey() }),
  });

  app.route({
    ...routeOf(alertsApi.registerPush, { statuses: [201], errors: [429] }),
    handler: async (req, reply) =>
      reply.code(201).send(ok(await alerts.registerPush(req.body, req.ip))),
  });
};
