import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers.ts';
import { standInWebBuild } from './web-build-fixture.ts';

/**
 * Every route anyone may call without credentials, written out: a route made public is added
 * here on purpose, in the same change, or this test fails. The shop is built with everything
 * that adds routes switched on (metrics, mail over HTTP, the dev mailbox, a web build).
 */
const PUBLIC = [
  // The storefront: catalogue, listings, pictures, the shop's policies, its health.
  'GET,HEAD /api/games',
  'GET,HEAD /api/games/:gameId',
  'GET,HEAD /api/games/:gameId/accounts/:accountId',
  'GET,HEAD /api/games/sales-stats',
  'GET,HEAD /api/media/:name',
  'GET,HEAD /api/image/cache',
  'GET,HEAD /api/shop/policies',
  'GET,HEAD /api/health',
  // Buying: the invoice's token is the proof; PayPal's webhook is checked with PayPal.
  'POST /api/transaction',
  'GET,HEAD /api/transaction/:id',
  'POST /api/transaction/:id/paypal/order',
  'GET,HEAD /api/transaction/:id/paypal/return',
  'POST /api/payments/paypal/webhook',
  // Signing in, and a mailed confirmation link opened wherever the mail is read.
  'POST /api/roller/login',
  'POST /api/roller/email/confirm',
  // The buyer's mail: the link's token in the query is the credential.
  'POST /api/buyer/request-email-access',
  'GET,HEAD /api/buyer/emails',
  'GET,HEAD /api/buyer/emails/:id',
  'GET,HEAD /api/buyer/emails/:id/attachments/:n',
  'GET,HEAD /api/buyer/accounts/:transaction_id/credentials',
  'POST /api/realtime/buyer-auth',
  // The buyer's disputes: the same token.
  'GET,HEAD,POST /api/buyer/disputes',
  'POST /api/buyer/disputes/:id/messages',
  'POST /api/buyer/disputes/:id/escalate',
  'GET,HEAD /api/realtime',
  // Alerts: a browser's push token, or an e-mail with its management token (x-alerts-token),
  // names the owner; unsubscribe links and the links mailed to an alert address.
  'GET,HEAD,POST /api/buyer-notifications/subscriptions',
  'DELETE,PUT /api/buyer-notifications/subscriptions/:id',
  'GET,HEAD /api/buyer-notifications/email-subscriptions',
  'POST /api/buyer-notifications/unsubscribe-all',
  'POST /api/buyer-notifications/confirm',
  'POST /api/buyer-notifications/manage-link',
  'GET,HEAD,POST /api/buyer-notifications/unsubscribe',
  'GET,HEAD,POST /api/buyer-notifications/unsubscribe-single',
  'GET,HEAD /api/buyer-notifications/vapid-public-key',
  'POST /api/buyer-notifications/fcm-tokens',
  // Only while the dev mailbox is on, and never through a proxy (outbox/routes.ts).
  'GET,HEAD /api/dev/mailbox',
  // The API's documentation (plugins/docs.ts).
  'GET,HEAD /api/docs',
  'HEAD /api/docs/',
  'GET,HEAD /api/docs/json',
  'GET,HEAD /api/docs/yaml',
  'GET,HEAD /api/docs/static/*',
  'GET,HEAD /api/docs/static/index.html',
  'GET,HEAD /api/docs/static/swagger-initializer.js',
];

let ctx: TestContext;
let webDist: string;
beforeAll(async () => {
  const web = standInWebBuild();
  webDist = web.webDist;
  ctx = await createTestContext(
    {
      METRICS_TOKEN: 'metrics-token-for-the-list',
      INBOUND_SECRET: 'inbound-secret-for-the-list',
      DEV_MAILBOX: '1',
    },
    undefined,
    undefined,
    web,
  );
});
afterAll(() => ctx.close());

/** The public routes, one line per path with its methods, and the web build's files apart. */
function publicRoutes(): { api: string[]; files: string[] } {
  const byUrl = new Map<string, string[]>();
  for (const r of ctx.app.routeAccess)
    if (r.access === 'public') byUrl.set(r.url, [...(byUrl.get(r.url) ?? []), r.method]);
  const lines = [...byUrl].map(([url, methods]) => `${methods.sort().join(',')} ${url}`);
  return {
    api: lines.filter((l) => l.includes(' /api/')).sort(),
    files: lines.filter((l) => !l.includes(' /api/')).sort(),
  };
}

describe('public routes', () => {
  it('are exactly the ones listed', () => {
    expect(publicRoutes().api).toEqual([...PUBLIC].sort());
  });

  it('outside /api, are the files of the web build and nothing else', () => {
    const files = readdirSync(webDist, { recursive: true, withFileTypes: true })
      .filter((f) => f.isFile() && !/\.(br|gz)$/.test(f.name))
      .map((f) => `GET,HEAD /${path.relative(webDist, path.join(f.parentPath, f.name))}`);
    expect(publicRoutes().files).toEqual(files.sort());
  });

  it('every other route checks a credential', () => {
    const guarded = ctx.app.routeAccess.filter((r) => r.access !== 'public');
    expect(guarded.length).toBeGreaterThan(60);
    expect(new Set(guarded.map((r) => r.access))).toEqual(
      new Set([
        'optional-roller',
        'roller',
        'owner',
        'sub-roller',
        'roller-or-sub-roller',
        'inbound',
        'metrics',
      ]),
    );
  });
});
