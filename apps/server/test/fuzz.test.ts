import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { listTerms } from '../src/modules/alerts/alerts-fixture.ts';
import { buyer } from './orders-fixture.ts';
import { fuzzShop, INBOUND_SECRET } from './fuzz/fixture.ts';
import { multipartCases } from './fuzz/multipart-bodies.ts';
import { createConformance, type AnsweredDoc } from './fuzz/conformance.ts';
import { createProbe, type Probe } from './fuzz/probe.ts';
import { ON_SALE, purchaseCases } from './fuzz/purchases.ts';
import { inboundCases } from './fuzz/raw-mail.ts';
import { numberEdgeRequests, requestsFor, withTokens, type OpenApiDoc } from './fuzz/requests.ts';

/**
 * Every documented operation, fed inputs shaped by its own request schemas and inputs of any
 * shape (fast-check), by every kind of caller and with odd values in the headers it reads;
 * uploads and received mail also as raw bodies. The shop never answers 5xx, never shows a
 * stack trace, a refused request changes nothing in the database or on disk (DESIGN §9), and
 * every answer is one the OpenAPI document gives (fuzz-conformance.test.ts walks that alone).
 */

const SEED = 20261123;
let shop: Awaited<ReturnType<typeof fuzzShop>>;
let probe: Probe;
let doc: OpenApiDoc;
let documented: string[];
let serial = 0;

/** A session of its own, so fuzzing log-out never ends the one the other cases use. */
async function throwawaySession(): Promise<string> {
  serial++;
  const res = await shop.ctx.app.inject({
    method: 'POST',
    url: '/api/roller/login',
    payload: { code: shop.seller.code, password: shop.seller.password },
    remoteAddress: `10.41.${Math.floor(serial / 200) % 200}.${serial % 200}`,
  });
  return (res.json() as { data: { token: string } }).data.token;
}

beforeAll(async () => {
  shop = await fuzzShop();
  doc = (await shop.ctx.app.inject({ url: '/api/docs/json' })).json() as OpenApiDoc;
  // Every answer is also held to what the document says of its operation.
  probe = createProbe(shop.ctx, createConformance(doc as OpenApiDoc & AnsweredDoc));
  documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
  );
});
afterAll(async () => shop.close());

describe('the API under fuzzing', () => {
  it('request schemas, callers and headers: no 5xx, no stack trace, no trace of a refusal', async () => {
    const seen = probe.problems.length;
    await probe.settle();
    for (const [path, methods] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(methods)) {
        const key = `${method.toUpperCase()} ${path}`;
        const logout = key === 'POST /api/roller/logout';
        // The sweep sends the walk's own session, which log-out must never end.
        if (!logout)
          for (const edge of numberEdgeRequests(path, method.toUpperCase(), op, shop.known)) {
            const sent = withTokens(edge, shop.tokens);
            await probe.send(
              key,
              { ...sent, method: sent.method as 'GET' },
              `${sent.method} ${sent.url}`,
            );
          }
        await fc.assert(
          fc.asyncProperty(requestsFor(path, method.toUpperCase(), op, shop.known), async (r) => {
            const tokens = { ...shop.tokens };
            if (logout) {
              tokens.roller = await throwawaySession();
              await probe.settle();
            }
            const sent = withTokens(r, tokens);
            await probe.send(
              key,
              { ...sent, method: sent.method as 'GET' },
              `${sent.method} ${sent.url} ${JSON.stringify(sent.headers)} ${sent.payload?.slice(0, 200)}`,
            );
          }),
          { numRuns: 50, seed: SEED },
        );
      }
    expect(probe.problems.slice(seen)).toEqual([]);
    // Inputs near the schemas get through as well as the far ones are refused.
    expect(probe.statuses.accepted).toBeGreaterThan(200);
    expect(probe.statuses.refused).toBeGreaterThan(1000);
    // The sub-roller's and the buyer's own routes, and those fed real ids and names, let some
    // requests past their guard and lookups, so their schemas were exercised, not only a 401.
    for (const op of [
      'GET /api/email/sub-roller/access',
      'GET /api/email/sub-roller/access/info',
      'GET /api/buyer/emails',
      'POST /api/roller/logout',
      'POST /api/realtime/auth',
    ])
      expect(probe.accepted).toContain(op);
  }, 300_000);

  it('purchases: an accepted one places exactly one order, a refused one changes nothing', async () => {
    const schema = doc.paths['/api/transaction']!.post!.requestBody!.content['application/json']!;
    const orderIds = async () =>
      (await sql<{ id: number }>`select id from transactions`.execute(shop.ctx.db)).rows.map((r) =>
        Number(r.id),
      );
    const listed = () => listTerms(shop.ctx, shop.seller, shop.gameId, { price: 42 });
    let onSale = await listed();
    const faults: string[] = [];
    const answers = { placed: 0, replayed: 0, refused: 0 };
    const seen = probe.problems.length;
    await probe.settle();
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        purchaseCases(schema.schema, buyer, shop.known.accountId as number[]),
        async (c) => {
          n++;
          const payload = JSON.stringify(c.body).replace(`"${ON_SALE}"`, String(onSale));
          const before = await orderIds();
          const res = await probe.send(
            'POST /api/transaction',
            {
              method: 'POST',
              url: '/api/transaction',
              headers: { 'content-type': 'application/json', ...c.headers },
              payload,
              // Purchases are limited per client address: each case comes from its own.
              remoteAddress: `10.42.${Math.floor(n / 200) % 200}.${n % 200}`,
            },
            `${JSON.stringify(c.headers)} ${payload}`,
          );
          const added = (await orderIds()).filter((id) => !before.includes(id));
          const placed =
            res.statusCode === 201 ? [(res.json() as { data: { id: number } }).data.id] : [];
          if (JSON.stringify(added) !== JSON.stringify(placed))
            faults.push(`${res.statusCode} added orders ${JSON.stringify(added)}: ${payload}`);
          answers[
            res.statusCode === 201 ? 'placed' : res.statusCode < 400 ? 'replayed' : 'refused'
          ]++;
          if (res.statusCode !== 201) return;
          // The account is reserved now: the next valid case buys one listed afresh.
          onSale = await listed();
          await probe.settle();
        },
      ),
      { numRuns: 150, seed: SEED },
    );
    console.info(`purchases: ${JSON.stringify(answers)}`);
    expect(probe.problems.slice(seen)).toEqual([]);
    expect(faults).toEqual([]);
    // Both sides were reached: orders were placed, and broken requests refused.
    expect(answers.placed).toBeGreaterThanOrEqual(10);
    expect(answers.refused).toBeGreaterThanOrEqual(10);
  }, 120_000);

  it('multipart uploads: no 5xx, and a refused one leaves no file and no row', async () => {
    const statuses = new Set<number>();
    const seen = probe.problems.length;
    await probe.settle();
    await fc.assert(
      fc.asyncProperty(multipartCases(shop.png), async (c) => {
        const res = await probe.send(
          'POST /api/upload',
          {
            method: 'POST',
            url: '/api/upload',
            payload: c.payload,
            headers: { ...shop.seller.auth, ...c.headers },
          },
          c.describe,
        );
        statuses.add(res.statusCode);
      }),
      { numRuns: 300, seed: SEED },
    );
    expect(probe.problems.slice(seen)).toEqual([]);
    // Both sides were reached: some bodies held a picture, most were refused.
    expect(statuses).toContain(201);
    expect([...statuses].some((s) => s >= 400)).toBe(true);
  }, 120_000);

  it('raw mail to /api/inbound: no 5xx, and a refused message stores nothing', async () => {
    const statuses = new Set<number>();
    const seen = probe.problems.length;
    await probe.settle();
    await fc.assert(
      fc.asyncProperty(inboundCases(INBOUND_SECRET, 'fuzzer@shop.test'), async (c) => {
        const res = await probe.send(
          'POST /api/inbound',
          { method: 'POST', url: '/api/inbound', payload: c.payload, headers: c.headers },
          c.describe,
        );
        statuses.add(res.statusCode);
      }),
      { numRuns: 200, seed: SEED },
    );
    expect(probe.problems.slice(seen)).toEqual([]);
    expect(statuses).toContain(200);
    expect([...statuses].some((s) => s >= 400)).toBe(true);
  }, 120_000);

  it('visited every documented operation, so a new route cannot be left out', () => {
    expect([...probe.visited].sort()).toEqual([...documented].sort());
  });
});
