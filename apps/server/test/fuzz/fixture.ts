import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { importAlertGame, listTerms } from '../../src/modules/alerts/alerts-fixture.ts';
import { signedTicketBody } from '../../src/modules/realtime/realtime-fixture.ts';
import { createTestContext, signedInRoller, type TestContext } from '../helpers.ts';
import { buyer, placeOrder, queuedMails } from '../orders-fixture.ts';
import type { Known } from './arbitraries.ts';
import { TOKEN } from './requests.ts';

export const INBOUND_SECRET = 'fuzz-inbound-secret-0123456789';
export const METRICS_TOKEN = 'fuzz-metrics-token-0123456789';

/** An "external" image host on a loopback address the proxy is told to allow. */
export async function imageHost(png: Buffer) {
  const server = http.createServer((req, res) => {
    if (req.url === '/cat.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    if (req.url === '/odd.png')
      return res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(40, 0xff));
    if (req.url === '/page') return res.writeHead(200, { 'content-type': 'text/html' }).end('<p>');
    if (req.url === '/to-loopback')
      return res.writeHead(302, { location: 'http://127.0.0.1:9/' }).end();
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve));
  return { server, base: `http://127.0.0.2:${(server.address() as AddressInfo).port}` };
}

/**
 * Stream tickets that must all be refused: a real one cut, altered or extended, and tickets
 * signed with the shop's own key whose claims are expired or not claims at all. None opens a
 * stream, so the walk never holds one open.
 */
async function nearMissTickets(ctx: TestContext, auth: Record<string, string>) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/realtime/auth',
    headers: auth,
    payload: { channel: 'private-fuzzer' },
  });
  const real = (res.json() as { data: { ticket: string } }).data.ticket;
  const [body, sig] = real.split('.') as [string, string];
  // Only the claims are wrong; none has a future `exp` number, which would open a stream.
  const signed = (claims: unknown) => signedTicketBody(ctx.config.secretKey, claims);
  return [
    real.slice(0, -1),
    `${real}A`,
    `${real}.x`,
    `${body.slice(1)}.${sig}`,
    `${body}.`,
    `.${sig}`,
    `${body}.${sig.toUpperCase()}`,
    signed({ channel: 'private-fuzzer', rollerId: 1, subRollerId: null, exp: 1 }),
    signed(null),
    signed([]),
    signed('private-fuzzer'),
    signed({}),
    signed({ channel: 'private-fuzzer', rollerId: 1, exp: '99999999999' }),
  ];
}

/**
 * A shop with mail over HTTP and /metrics on, a seller with an account sold and confirmed, the buyer's
 * mail-access token, and a sub-roller link: every kind of caller the API knows.
 */
export async function fuzzShop() {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } })
    .png()
    .toBuffer();
  const host = await imageHost(png);
  const ctx = await createTestContext({
    PUBLIC_URL: 'https://shop.example',
    INBOUND_SECRET,
    METRICS_TOKEN,
    IMAGE_PROXY_ALLOW: '127.0.0.2',
  });
  const seller = await signedInRoller(ctx, 'fuzzer');
  const gameId = await importAlertGame(ctx);
  const accountId = await listTerms(ctx, seller, gameId, { price: 40 });
  const sold = await listTerms(ctx, seller, gameId, { price: 41 });
  const order = await placeOrder(ctx, sold);
  await ctx.app.inject({
    method: 'POST',
    url: `/api/roller/transactions/${order.id}/confirm`,
    headers: seller.auth,
  });
  await ctx.app.inject({
    method: 'POST',
    url: '/api/buyer/request-email-access',
    payload: { email: buyer.email },
    remoteAddress: '10.40.0.1',
  });
  const buyerToken = /buyer-emails\?token=([\w-]+)/.exec(
    (await queuedMails(ctx)).at(-1)!.text_body,
  );
  const sub = await ctx.app.inject({
    method: 'POST',
    url: '/api/email/sub-roller/token',
    headers: seller.auth,
    payload: { sub_code: 'fuzzsub' },
  });
  const tokens = {
    roller: seller.token,
    subRoller: (sub.json() as { data: { token: string } }).data.token,
    buyer: buyerToken![1]!,
  };
  // Real ids and tokens by parameter name, so a fuzzed request can reach past the lookups.
  const known: Known = {
    gameId: [gameId],
    accountId: [accountId, sold],
    id: [order.id, 1],
    token: [TOKEN.buyer, new URL(order.invoice_url, 'https://x').searchParams.get('token')],
    url: [
      `${host.base}/cat.png`,
      `${host.base}/odd.png`,
      `${host.base}/page`,
      `${host.base}/to-loopback`,
      'http://127.0.0.1:9/',
      'file:///etc/passwd',
    ],
    to: ['fuzzer@shop.test', 'fuzzer.x@shop.test,nobody@elsewhere.test'],
    'x-envelope-to': ['fuzzer@shop.test'],
    ticket: await nearMissTickets(ctx, seller.auth),
    // Body properties: channels the roller and its sub-roller may hear, an account for sale.
    channel: ['private-fuzzer', 'private-fuzzer-fuzzsub'],
    account_id: [accountId],
  };
  return {
    ctx,
    seller,
    gameId,
    sold,
    tokens,
    known,
    png,
    close: async () => {
      await ctx.close();
      host.server.close();
    },
  };
}
