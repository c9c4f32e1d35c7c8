import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp } from '../src/modules/mail/mail-fixture.ts';
import { buildAccessShop, SECRETS, type AccessShop } from './access-fixture.ts';
import { ENDS_SESSION, operations, type OpenApiDoc, type Op } from './access-walk.ts';
import { imageHost } from './fuzz/fixture.ts';
import type { OpenApiDoc as SchemaDoc } from './fuzz/requests.ts';
import { seedHeaderWalk } from './header-walk.ts';
import { MAX_PATH_SEGMENT } from '../src/lib/http.ts';
import { createTestContext, type TestContext } from './helpers.ts';
import { startPaypalStandIn } from './paypal-standin.ts';
import { startDiscordStandIn, startWebhookStandIn } from './receiver-standins.ts';
import { rawExchange, type RawAnswer } from './raw-http.ts';
import { standInWebBuild } from './web-build-fixture.ts';

/**
 * DESIGN §9: every answer carries a Content-Security-Policy, X-Content-Type-Options: nosniff
 * and Referrer-Policy: no-referrer (token links carry secrets) — API answers, pages, files,
 * errors, HEAD, and the hand-written realtime stream. (Cross-Origin-Opener-Policy is left to
 * the tests of its own change.)
 */

type Headers = Record<string, string | string[] | number | undefined>;

/** What is missing or wrong among the three headers, as readable lines. */
function headerFaults(what: string, headers: Headers): string[] {
  const faults: string[] = [];
  const csp = String(headers['content-security-policy'] ?? '');
  if (!/default-src /.test(csp)) faults.push(`${what}: Content-Security-Policy "${csp}"`);
  if (headers['x-content-type-options'] !== 'nosniff')
    faults.push(`${what}: X-Content-Type-Options ${String(headers['x-content-type-options'])}`);
  if (headers['referrer-policy'] !== 'no-referrer')
    faults.push(`${what}: Referrer-Policy ${String(headers['referrer-policy'])}`);
  return faults;
}

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let shop: AccessShop;
let walk: Awaited<ReturnType<typeof seedHeaderWalk>>;
let ops: Op[];
let port: number;
const closers: (() => unknown)[] = [];

beforeAll(async () => {
  const paypalAuth = {
    clientId: 'headers-client',
    clientSecret: 'headers-secret',
    webhookId: 'WH',
  };
  const paypal = await startPaypalStandIn(paypalAuth);
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123' } })
    .png()
    .toBuffer();
  // An image host and push service on a loopback address the shop is told to allow.
  const host = await imageHost(png);
  closers.push(paypal.close, () => host.server.close());
  ctx = await createTestContext(
    {
      PUBLIC_URL: 'https://shop.example',
      ...SECRETS,
      IMAGE_PROXY_ALLOW: '127.0.0.2',
      PUSH_ENDPOINT_ALLOW: '127.0.0.2',
      WEBHOOK_ENDPOINT_ALLOW: '127.0.0.1',
      PAYPAL_CLIENT_ID: paypalAuth.clientId,
      PAYPAL_CLIENT_SECRET: paypalAuth.clientSecret,
      PAYPAL_WEBHOOK_ID: paypalAuth.webhookId,
      PAYPAL_API_BASE: paypal.base,
    },
    undefined,
    undefined,
    standInWebBuild(),
  );
  smtp = await startSmtp(ctx);
  shop = await buildAccessShop(ctx, smtp);
  const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json() as OpenApiDoc & SchemaDoc;
  ops = operations(doc);
  const discord = await startDiscordStandIn();
  const webhook = await startWebhookStandIn();
  closers.push(discord.close, webhook.close);
  walk = await seedHeaderWalk(ctx, shop, doc, {
    png,
    imageHost: host.base,
    paypal,
    receivers: { discord: discord.webhookUrl, webhook: webhook.webhookUrl },
  });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await smtp.close();
  await ctx.close();
  for (const close of closers) await close();
});

/** The credential that opens `op`, so most of the walk answers 2xx. */
async function openingHeaders(op: Op): Promise<Record<string, string>> {
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  // A session of its own for a call that ends it: A's stays valid for the rest of the file.
  if (ENDS_SESSION.includes(op.path)) return bearer(await walk.freshSession(op.path));
  if (op.schemes.includes('bearer')) return bearer(shop.a.token);
  if (op.schemes.includes('subRollerToken')) return { 'x-sub-roller-token': shop.tokens.subA };
  if (op.schemes.includes('inboundSecret')) return bearer(SECRETS.INBOUND_SECRET);
  if (op.schemes.includes('metricsToken')) return bearer(SECRETS.METRICS_TOKEN);
  return {};
}

/** Operations the walk cannot see succeed, and why; any other must answer with success. */
const NOT_REACHED: Record<string, string> = {
  'GET /api/realtime': 'a stream that stays open: checked over a real connection below',
};

let calls = 0;
async function walkOperations(credentials: boolean, method?: 'HEAD') {
  const faults: string[] = [];
  const statuses = new Map<string, number>();
  for (const op of ops) {
    if (method && op.method !== 'GET') continue;
    const { url, headers, payload } = walk.request(op);
    const res = await ctx.app.inject({
      method: (method ?? op.method) as 'GET',
      url,
      headers: { ...headers, ...(credentials ? await openingHeaders(op) : {}) },
      ...(payload === undefined || method ? {} : { payload }),
      remoteAddress: `10.40.${calls % 200}.${Math.floor(calls++ / 200) % 200}`,
    });
    statuses.set(`${op.method} ${op.path}`, res.statusCode);
    const what = `${method ?? op.method} ${url} → ${res.statusCode}`;
    faults.push(...headerFaults(what, res.headers));
    // DESIGN §9: a private answer is never kept by a cache on the way.
    const isPrivate = op.schemes.length > 0 || /[?&]token=/.test(url);
    if (isPrivate && !String(res.headers['cache-control']).includes('no-store'))
      faults.push(`${what}: Cache-Control ${String(res.headers['cache-control'])}`);
  }
  return { faults, statuses };
}

describe('security headers on every answer', () => {
  it('every documented operation, called with the credential that opens it', async () => {
    const { faults, statuses } = await walkOperations(true);
    expect(faults).toEqual([]);
    // Success answers are seen, not only refusals: each operation not answering as to its user
    // (2xx, or the redirect PayPal's return answers) is one that cannot, for the reason given.
    const unreached = [...statuses].filter(([, status]) => status >= 400);
    console.info(
      `${statuses.size - unreached.length} of ${statuses.size} operations answered with success;` +
        ` not: ${unreached.map(([op, status]) => `${op} → ${status} (${NOT_REACHED[op]})`).join('; ')}`,
    );
    expect(unreached.map(([op]) => op).sort()).toEqual(Object.keys(NOT_REACHED).sort());
  });

  it('every documented operation, called anonymously: the refusals too', async () => {
    const { faults, statuses } = await walkOperations(false);
    expect(faults).toEqual([]);
    expect([...statuses.values()]).toContain(401);
  });

  it('HEAD of every documented GET', async () => {
    const { faults } = await walkOperations(true, 'HEAD');
    expect(faults).toEqual([]);
  });

  it("pages, static files and uploaded media (the demo's pictures among them)", async () => {
    const urls = [
      '/',
      `/games/${shop.gameId}`,
      '/login',
      '/no-such-page',
      '/email',
      '/assets/index-abc.js',
      '/favicon.svg',
      walk.media,
      '/api/docs',
      '/api/docs/',
      '/api/docs/static/index.html',
    ];
    const faults: string[] = [];
    for (const url of urls)
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await ctx.app.inject({
          method,
          url,
          headers: { 'accept-encoding': 'br, gzip', accept: 'text/html,*/*' },
        });
        if (res.statusCode >= 400 && url !== '/no-such-page')
          faults.push(`${method} ${url} answered ${res.statusCode}`);
        faults.push(...headerFaults(`${method} ${url} → ${res.statusCode}`, res.headers));
      }
    expect(faults).toEqual([]);
    // The landing page went through the server renderer, the others are index.html as is.
    expect((await ctx.app.inject({ url: '/' })).body).toContain('<div id="root">/</div>');
  });

  it('error envelopes: 404, 400, 413, 414, 415 from the app', async () => {
    const cases = [
      { url: '/api/no-such-route' },
      { url: '/api/games/%E0%A4%A' },
      { url: `/api/games/${'1'.repeat(MAX_PATH_SEGMENT + 1)}` },
      { method: 'POST', url: '/api/roller/login', payload: '{"code":', json: true },
      {
        method: 'POST',
        url: '/api/roller/login',
        payload: 'x'.repeat(1024 * 1024 + 1),
        json: true,
      },
      { method: 'POST', url: '/api/roller/login', payload: 'code=a', type: 'text/plain' },
    ];
    const faults: string[] = [];
    const statuses: number[] = [];
    for (const c of cases) {
      const res = await ctx.app.inject({
        method: (c.method ?? 'GET') as 'GET',
        url: c.url,
        headers: { 'content-type': c.type ?? 'application/json' },
        ...(c.payload === undefined ? {} : { payload: c.payload }),
      });
      statuses.push(res.statusCode);
      faults.push(
        ...headerFaults(
          `${c.method ?? 'GET'} ${c.url.slice(0, 40)} → ${res.statusCode}`,
          res.headers,
        ),
      );
    }
    expect(statuses).toEqual([404, 400, 414, 400, 413, 415]);
    expect(faults).toEqual([]);
  });

  it('answers written on the raw socket: 431, malformed HTTP, CONNECT', async () => {
    const answers: [string, RawAnswer][] = [
      [
        'headers too large',
        await rawExchange(
          port,
          `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
        ),
      ],
      ['malformed', await rawExchange(port, 'NOT HTTP AT ALL\r\n\r\n')],
      [
        'CONNECT',
        await rawExchange(
          port,
          'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n',
        ),
      ],
    ];
    expect(answers.map(([, a]) => a.status)).toEqual([431, 400, 404]);
    expect(answers.flatMap(([what, a]) => headerFaults(what, a.headers))).toEqual([]);
  });

  it('the realtime stream, written by hand after the hijack, over a real connection', async () => {
    const auth = await ctx.app.inject({
      method: 'POST',
      url: '/api/realtime/auth',
      headers: shop.a.auth,
      payload: { channel: 'private-matrixa' },
    });
    const ticket = auth.json().data.ticket as string;
    const headers = await new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
      const req = http.get(
        `http://127.0.0.1:${port}/api/realtime?ticket=${encodeURIComponent(ticket)}`,
        (res) => {
          expect(res.statusCode).toBe(200);
          resolve(res.headers);
          req.destroy();
        },
      );
      req.on('error', reject);
    });
    expect(headers['content-type']).toMatch(/^text\/event-stream/);
    expect(headerFaults('SSE', headers)).toEqual([]);
  });
});
