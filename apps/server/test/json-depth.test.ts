import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../src/plugins/validators.ts';
import { subscribe, tokenHeader } from '../src/modules/alerts/alerts-fixture.ts';
import {
  createTestContext,
  importOneOfEachGame,
  signedInRoller,
  type TestContext,
} from './helpers.ts';
import { listAccount, placeOrder } from './orders-fixture.ts';
import { startPaypalStandIn } from './paypal-standin.ts';

/**
 * The probe's finding: 10,000 nested arrays posted to routes that read no body answered an
 * anonymous 500. Every JSON body is now refused past MAX_JSON_DEPTH levels, before any handler.
 */
const paypalAuth = { clientId: 'depth-client', clientSecret: 'depth-secret', webhookId: 'WH-D' };
let paypal: Awaited<ReturnType<typeof startPaypalStandIn>>;
let ctx: TestContext;
let seller: Awaited<ReturnType<typeof signedInRoller>>;
let gameId: number;

beforeAll(async () => {
  paypal = await startPaypalStandIn(paypalAuth);
  ctx = await createTestContext({
    PUBLIC_URL: 'https://shop.example',
    PAYPAL_CLIENT_ID: paypalAuth.clientId,
    PAYPAL_CLIENT_SECRET: paypalAuth.clientSecret,
    PAYPAL_WEBHOOK_ID: paypalAuth.webhookId,
    PAYPAL_API_BASE: paypal.base,
  });
  gameId = await importOneOfEachGame(ctx, 'deepgame', 'Deep Game');
  seller = await signedInRoller(ctx, 'deepseller');
});
afterAll(async () => {
  await ctx.close();
  await paypal.close();
});

const arrays = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const tooDeep = {
  status: 'error',
  code: 'VALIDATION_FAILED',
  message: `body: nested deeper than ${MAX_JSON_DEPTH} levels`,
  field: 'body',
};

async function placedOrder() {
  const order = await placeOrder(ctx, await listAccount(ctx, seller, gameId));
  const token = new URL(order.invoice_url).searchParams.get('token')!;
  return { id: order.id, url: `/api/transaction/${order.id}/paypal/order?token=${token}` };
}
const transactionRow = (id: number) =>
  ctx.db.selectFrom('transactions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** The management token each address's creating browser holds (decision 0040). */
const alertTokens = new Map<string, string>();
async function subscription(email: string) {
  const created = await subscribe(ctx, { email, game_id: gameId });
  expect(created.statusCode, created.body).toBe(201);
  const { id, manage_token } = (created.json() as { data: { id: number; manage_token: string } })
    .data;
  alertTokens.set(email, manage_token);
  return `/api/buyer-notifications/subscriptions/${id}?email=${encodeURIComponent(email)}`;
}
const alertAuth = (email: string) => tokenHeader(alertTokens.get(email));
const subscriptionsOf = async (email: string) =>
  (
    await ctx.app.inject({
      url: `/api/buyer-notifications/subscriptions?email=${encodeURIComponent(email)}`,
      headers: alertAuth(email),
    })
  ).json().data as unknown[];

const send = (method: 'POST' | 'DELETE', url: string, payload: string, auth = {}) =>
  ctx.app.inject({
    method,
    url,
    payload,
    headers: { ...auth, 'content-type': 'application/json' },
  });

describe(`JSON bodies nested deeper than ${MAX_JSON_DEPTH} levels`, () => {
  it('10,000 nested arrays to POST /api/roller/logout: 400, still signed in', async () => {
    const res = await send('POST', '/api/roller/logout', arrays(10_000), seller.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(tooDeep);
    expect((await ctx.app.inject({ url: '/api/roller', headers: seller.auth })).statusCode).toBe(
      200,
    );
  });

  it('10,000 nested arrays to POST /api/transaction/{id}/paypal/order: 400, PayPal not asked', async () => {
    const order = await placedOrder();
    const before = await transactionRow(order.id);
    const calls = paypal.calls.length;
    const res = await send('POST', order.url, arrays(10_000));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(tooDeep);
    expect(paypal.calls.length).toBe(calls);
    expect(await transactionRow(order.id)).toEqual(before);
  });

  it('10,000 nested arrays to DELETE /api/buyer-notifications/subscriptions/{id}: 400, kept', async () => {
    const url = await subscription('deep-delete@example.com');
    const res = await send('DELETE', url, arrays(10_000), alertAuth('deep-delete@example.com'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(tooDeep);
    expect(await subscriptionsOf('deep-delete@example.com')).toHaveLength(1);
  });

  it('objects count as levels too, on a route that reads its body', async () => {
    const deep = `${'{"a":'.repeat(MAX_JSON_DEPTH)}{}${'}'.repeat(MAX_JSON_DEPTH)}`;
    const res = await send('POST', '/api/roller/login', deep);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(tooDeep);
  });
});

describe(`bodies at ${MAX_JSON_DEPTH} levels are read as before`, () => {
  it('the same three routes answer as without the body', async () => {
    const order = await placedOrder();
    expect((await send('POST', order.url, arrays(MAX_JSON_DEPTH))).statusCode).toBe(200);
    expect((await transactionRow(order.id)).provider_order_id).toBeTruthy();

    const url = await subscription('cap-delete@example.com');
    const auth = alertAuth('cap-delete@example.com');
    expect((await send('DELETE', url, arrays(MAX_JSON_DEPTH), auth)).statusCode).toBe(200);
    expect(await subscriptionsOf('cap-delete@example.com')).toHaveLength(0);

    const other = await signedInRoller(ctx, 'capseller');
    const out = await send('POST', '/api/roller/logout', arrays(MAX_JSON_DEPTH), other.auth);
    expect(out.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/roller', headers: other.auth })).statusCode).toBe(
      401,
    );
  });

  it('brackets inside strings are text, not levels', async () => {
    const res = await send(
      'POST',
      '/api/roller/login',
      JSON.stringify({ code: 'nobody', password: `${'[{'.repeat(MAX_JSON_DEPTH)}\\"` }),
    );
    expect(res.statusCode).toBe(401);
  });
});

describe('nestsDeeperThan', () => {
  it('counts objects and arrays, skips strings and escaped quotes, in one pass', () => {
    expect(nestsDeeperThan('{"a":[1,{"b":[]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[1,{"b":[]}]}', 3)).toBe(true);
    expect(nestsDeeperThan('["\\"[[[[", {"k[": "]\\\\"}]', 2)).toBe(false);
    expect(nestsDeeperThan('["\\\\", [[[]]]]', 3)).toBe(true);
    expect(nestsDeeperThan(arrays(1_000_000), 32)).toBe(true);
  });
});
