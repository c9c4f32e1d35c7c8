import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  importOneOfEachGame,
  manualClock,
  signedInRoller,
  type TestContext,
} from '../../../test/helpers.ts';
import { listAccount, placeOrder } from '../../../test/orders-fixture.ts';

/** GET /api/roller/income/daily: delivered sales per UTC day, own sales only, zeros between. */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// 23:30 UTC: a sale now and one an hour later fall on different days.
const time = manualClock(new Date('2026-03-10T23:30:00Z'));
let ctx: TestContext;
let gameA: number;
let gameB: number;
let seller: Awaited<ReturnType<typeof signedInRoller>>;
let rival: Awaited<ReturnType<typeof signedInRoller>>;

const order = async (accountId: number) => (await placeOrder(ctx, accountId)).id;

async function sell(gameId: number, price: number) {
  const id = await order(await listAccount(ctx, seller, gameId, { price }));
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/roller/transactions/${id}/confirm`,
    headers: seller.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
}

const daily = (query: string, who = seller) =>
  ctx.app.inject({ url: `/api/roller/income/daily${query}`, headers: who.auth });

type Day = { date: string; income: number; sold: number };
const withSales = (days: Day[]) => days.filter((d) => d.sold > 0);

beforeAll(async () => {
  ctx = await createTestContext({}, undefined, time.clock);
  gameA = await importOneOfEachGame(ctx, 'daily-a', 'Daily A');
  gameB = await importOneOfEachGame(ctx, 'daily-b', 'Daily B');
  seller = await signedInRoller(ctx, 'dailyseller');
  rival = await signedInRoller(ctx, 'dailyrival');

  // 40 days ago: outside the 30-day window.
  time.advance(-40 * DAY);
  await sell(gameA, 500);
  // 2026-03-01 at 23:30, then 2026-03-02 at 00:30.
  time.advance(31 * DAY);
  await sell(gameA, 10);
  time.advance(HOUR);
  await sell(gameA, 20);
  await sell(gameB, 7);
  // Back to "now" (2026-03-10T23:30Z): two sales today, one order left pending, one cancelled.
  time.advance(9 * DAY - HOUR);
  await sell(gameA, 30);
  await sell(gameA, 12);
  await order(await listAccount(ctx, seller, gameA, { price: 900 }));
  const cancelled = await order(await listAccount(ctx, seller, gameA, { price: 800 }));
  await ctx.app.inject({
    method: 'POST',
    url: `/api/roller/transactions/${cancelled}/cancel`,
    headers: seller.auth,
  });
});
afterAll(() => ctx.close());

describe('daily income', () => {
  it('has one entry per UTC day of the last 30, today last, zeros where nothing was delivered', async () => {
    const res = await daily(`?game_id=${gameA}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { game_id: number; time_zone: string; days: Day[] };
    expect(data.game_id).toBe(gameA);
    expect(data.time_zone).toBe('UTC');
    expect(data.days).toHaveLength(30);
    expect(data.days[0]!.date).toBe('2026-02-09');
    expect(data.days.at(-1)!.date).toBe('2026-03-10');
    expect(withSales(data.days)).toEqual([
      { date: '2026-03-01', income: 10, sold: 1 },
      { date: '2026-03-02', income: 20, sold: 1 },
      { date: '2026-03-10', income: 42, sold: 2 },
    ]);
    expect(data.days.filter((d) => d.sold === 0).every((d) => d.income === 0)).toBe(true);
  });

  it('sums every game without game_id, and honours a shorter window', async () => {
    const all = (await daily('')).json().data as { game_id: null; days: Day[] };
    expect(all.game_id).toBeNull();
    expect(withSales(all.days)).toEqual([
      { date: '2026-03-01', income: 10, sold: 1 },
      { date: '2026-03-02', income: 27, sold: 2 },
      { date: '2026-03-10', income: 42, sold: 2 },
    ]);
    const week = (await daily('?days=7')).json().data as { days: Day[] };
    expect(week.days.map((d) => d.date)).toEqual([
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ]);
    expect(withSales(week.days)).toEqual([{ date: '2026-03-10', income: 42, sold: 2 }]);
  });

  it('counts only the signed-in seller’s sales', async () => {
    const res = await daily(`?game_id=${gameA}`, rival);
    expect(res.statusCode).toBe(200);
    expect(withSales(res.json().data.days as Day[])).toEqual([]);
  });

  it('asks for a seller: no token, a sub-roller token or a bad token answer 401', async () => {
    const sub = await ctx.app.inject({
      method: 'POST',
      url: '/api/email/sub-roller/token',
      headers: seller.auth,
      payload: { sub_code: 'helper' },
    });
    const subToken = sub.json().data.token as string;
    for (const headers of [
      {},
      { 'x-sub-roller-token': subToken },
      { authorization: `Bearer ${subToken}` },
      { authorization: 'Bearer not-a-session' },
    ]) {
      const res = await ctx.app.inject({ url: '/api/roller/income/daily', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
    }
  });

  it.each([
    ['?days=0', 'days'],
    ['?days=91', 'days'],
    ['?days=ten', 'days'],
    ['?game_id=abc', 'game_id'],
    ['?game_id=0', 'game_id'],
    ['?gameId=1', 'gameId'],
  ])('answers %s with 400 naming %s', async (query, field) => {
    const res = await daily(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED', field });
  });

  it('answers an unknown game with 404', async () => {
    const res = await daily('?game_id=999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'GAME_NOT_FOUND' });
  });
});
