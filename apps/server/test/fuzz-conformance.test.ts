import fc from 'fast-check';
import type { AddressInfo } from 'node:net';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConformance, type AnsweredDoc, type Conformance } from './fuzz/conformance.ts';
import { fuzzShop } from './fuzz/fixture.ts';
import type { Known } from './fuzz/arbitraries.ts';
import { numberEdgeRequests, requestsFor, type OpenApiDoc } from './fuzz/requests.ts';
import { asSent, exampleRequests, overTheWire } from './fuzz/walk.ts';
import { walkShop, type Override } from './fuzz/walk-shop.ts';

/**
 * The served OpenAPI document holds for every answer the API gives. Each documented operation
 * gets, from every kind of caller (none, a roller's bearer token, a sub-roller token, a buyer's
 * token, the inbound secret, the metrics token), its well-formed example request with each
 * real id, numbers past every integer type in its numeric parameters, then inputs fast-check
 * shapes from its request schemas and far from them, and over a real connection an Expect it
 * does not meet and headers too large. No answer is a 5xx (but an image host's
 * failure, the documented 502), every error answer is the envelope, and every answer has a
 * status, a Content-Type and a body the document gives the operation.
 *
 * FUZZ_RUNS (default 20) sets the fast-check runs per operation; FUZZ_SEED replays a run.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);

/** Session enders last, deletions before them: what they remove, earlier cases still read. */
const ORDER = (key: string) =>
  /logout|change-password/.test(key) ? 3 : key.startsWith('DELETE') ? 2 : 0;

/** Operations no example request gets a 2xx from here, and why: every other one does. */
const NEVER_SUCCEEDS = {
  // Answered only with a live ticket, which would hold the stream open (fixture.ts).
  'GET /api/realtime': 'the fixture hands out only tickets that must be refused',
  // PayPal is not configured in the test shop: each answers 400 "takes no online payment".
  'POST /api/transaction/{id}/paypal/order': 'no PayPal',
  'GET /api/transaction/{id}/paypal/return': 'no PayPal',
  'POST /api/payments/paypal/webhook': 'no PayPal',
  // Needs the current password, which the walk leaves alone.
  'POST /api/roller/change-password': 'the example body sends a wrong current password',
  // A test delivery would go out to the internet; a loopback address is refused.
  'POST /api/roller/settings/discord/test': 'no https receiver to reach',
  'POST /api/roller/settings/webhook/test': 'no https receiver to reach',
  // The examples hold no unsubscribe link and no confirmation token.
  'GET /api/buyer-notifications/unsubscribe': 'the example token is no unsubscribe link',
  'POST /api/buyer-notifications/unsubscribe': 'the example token is no unsubscribe link',
  'GET /api/buyer-notifications/unsubscribe-single': 'the example token is no unsubscribe link',
  'POST /api/buyer-notifications/unsubscribe-single': 'the example token is no unsubscribe link',
  'POST /api/roller/email/confirm': 'the example token confirms no e-mail',
};

let shop: Awaited<ReturnType<typeof fuzzShop>>;
let doc: OpenApiDoc & AnsweredDoc;
let conformance: Conformance;
let walk: { known: Known; overrides: Record<string, Override> };
const debugLog: string[] = [];

beforeAll(async () => {
  shop = await fuzzShop();
  await shop.ctx.app.listen({ port: 0, host: '127.0.0.1' });
  doc = (await shop.ctx.app.inject({ url: '/api/docs/json' })).json() as typeof doc;
  conformance = createConformance(doc);
  walk = await walkShop(shop);
});
afterAll(async () => shop.close());

describe('the OpenAPI document under fuzzing', () => {
  it('every answer to every operation, from every caller, is one the document gives', async () => {
    const started = Date.now();
    const problems = new Map<string, string[]>();
    const succeeded = new Set<string>();
    const visited = new Set<string>();
    let sent = 0;
    let sessions = 0;
    /** A session of its own for log-out, so the others' session lives on. */
    const throwaway = async () => {
      sessions++;
      const res = await shop.ctx.app.inject({
        method: 'POST',
        url: '/api/roller/login',
        payload: { code: shop.seller.code, password: shop.seller.password },
        remoteAddress: `10.43.${Math.floor(sessions / 200) % 200}.${sessions % 200}`,
      });
      return (res.json() as { data: { token: string } }).data.token;
    };
    const send = async (key: string, request: InjectOptions) => {
      sent++;
      visited.add(key);
      const res = await shop.ctx.app.inject(request);
      const found = conformance.check(key, res);
      const upstream = key === 'GET /api/image/cache' && res.statusCode === 502;
      if (res.statusCode >= 500 && !upstream)
        found.push(`${key} ${res.statusCode}: ${res.body.slice(0, 160)}`);
      if (res.statusCode < 300) succeeded.add(key);
      if (process.env.DEBUG_WALK)
        debugLog.push(
          `${key} ${res.statusCode} ${shown(request).slice(0, 300)} => ${res.body.slice(0, 200)}`,
        );
      if (found.length) {
        const list = problems.get(key) ?? [];
        // A few per operation say enough, with what was sent.
        if (list.length < 3) list.push(...found.map((p) => `${p}\n    sent ${shown(request)}`));
        problems.set(key, list);
      }
    };

    const operations = Object.entries(doc.paths)
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([m, op]) => ({ path, method: m.toUpperCase(), op })),
      )
      .sort((a, b) => ORDER(`${a.method} ${a.path}`) - ORDER(`${b.method} ${b.path}`));
    for (const { path, method, op } of operations) {
      const key = `${method} ${path}`;
      const logout = key === 'POST /api/roller/logout';
      const tokens = async () =>
        logout ? { ...shop.tokens, roller: await throwaway() } : shop.tokens;
      const examples = exampleRequests(path, method, op, walk.known, shop.png, walk.overrides[key]);
      for (const edge of numberEdgeRequests(path, method, op, walk.known))
        await send(key, asSent(edge, null, await tokens()));
      for (const { caller, request } of examples)
        await send(key, asSent(request, caller, await tokens()));
      await fc.assert(
        fc.asyncProperty(requestsFor(path, method, op, walk.known), async (r) =>
          send(key, asSent(r, null, await tokens())),
        ),
        { numRuns: RUNS, seed: SEED },
      );
    }

    if (process.env.DEBUG_WALK)
      (await import('node:fs')).writeFileSync(process.env.DEBUG_WALK, debugLog.join('\n'));
    // What Node answers before any route runs, over a real connection, for each operation.
    const { port } = shop.ctx.app.server.address() as AddressInfo;
    for (const { path, method } of operations) {
      const key = `${method} ${path}`;
      const url = path.replace(/\{[^}]+\}/g, '1');
      const host = `${method} ${url} HTTP/1.1\r\nHost: shop.test`;
      for (const [head, status] of [
        [`${host}\r\nExpect: teapot`, 417],
        [`${host}\r\nX-Big: ${'b'.repeat(20_000)}`, 431],
      ] as const) {
        sent++;
        const res = await overTheWire(port, head);
        const found = conformance.check(key, res);
        if (res.statusCode !== status)
          found.push(`${key} answered ${res.statusCode}, not ${status}`);
        if (found.length) problems.set(key, [...(problems.get(key) ?? []), ...found]);
      }
    }

    const seconds = (Date.now() - started) / 1000;
    console.info(`conformance: ${sent} requests to ${visited.size} operations in ${seconds} s`);
    expect([...problems.values()].flat()).toEqual([]);
    expect([...visited].sort()).toEqual(operations.map((o) => `${o.method} ${o.path}`).sort());
    // The success answers were held to their schemas too, not only the refusals.
    const never = operations.map((o) => `${o.method} ${o.path}`).filter((k) => !succeeded.has(k));
    expect(never.sort()).toEqual(Object.keys(NEVER_SUCCEEDS).sort());
  }, 240_000);
});

/** A request as a failure names it. */
function shown(request: InjectOptions): string {
  const payload = request.payload;
  const body = Buffer.isBuffer(payload) ? `<${payload.length} bytes>` : String(payload ?? '');
  return `${request.method} ${request.url} ${JSON.stringify(request.headers)} ${body.slice(0, 160)}`;
}
