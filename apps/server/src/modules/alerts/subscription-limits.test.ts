import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionCreated } from '@shop/contract';
import { createTestContext, manualClock, type TestContext } from '../../../test/helpers.ts';
import { importAlertGame, nextAddress, subscribe, tokenHeader } from './alerts-fixture.ts';

const HOUR_MS = 60 * 60 * 1000;
const time = manualClock();
let ctx: TestContext;
let gameId: number;

const countOf = async (email: string) =>
  Number(
    (
      await ctx.db
        .selectFrom('alert_subscriptions')
        .where('email', '=', email)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const remove = (id: number, email: string, token: string) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/api/buyer-notifications/subscriptions/${id}?email=${encodeURIComponent(email)}`,
    headers: tokenHeader(token),
  });

beforeAll(async () => {
  ctx = await createTestContext({}, () => ({}), time.clock);
  gameId = await importAlertGame(ctx);
});
afterAll(async () => ctx.close());

describe('subscription creation is rate-limited', () => {
  it('refuses a client address its 61st subscription within the hour with 429 and Retry-After', async () => {
    const address = '192.0.2.61';
    for (let i = 0; i < 60; i++) {
      const res = await subscribe(
        ctx,
        { email: `buyer${i}@example.com`, game_id: gameId },
        address,
      );
      expect(res.statusCode, res.body).toBe(201);
    }
    const refused = await subscribe(ctx, { email: 'late@example.com', game_id: gameId }, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await countOf('late@example.com')).toBe(0);

    // Another address is not held back, and the hour passing frees this one.
    expect((await subscribe(ctx, { email: 'late@example.com', game_id: gameId })).statusCode).toBe(
      201,
    );
    time.advance(HOUR_MS + 1);
    const later = await subscribe(ctx, { email: 'later@example.com', game_id: gameId }, address);
    expect(later.statusCode).toBe(201);
  });

  it('refuses one e-mail its 31st subscription within the hour, from any address, even after deleting', async () => {
    const email = 'churn@example.com';
    for (let i = 0; i < 30; i++) {
      const res = await subscribe(ctx, { email, game_id: gameId, max_price: 100 + i });
      expect(res.statusCode, res.body).toBe(201);
      // Deleting keeps the active count low: only the rate limit can refuse the next one. The
      // browser that created it holds the token that may delete it.
      const { id, manage_token } = res.json().data as SubscriptionCreated;
      expect((await remove(id, email, manage_token!)).statusCode).toBe(200);
    }
    const refused = await subscribe(ctx, { email, game_id: gameId }, nextAddress());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(await countOf(email)).toBe(0);

    time.advance(HOUR_MS + 1);
    expect((await subscribe(ctx, { email, game_id: gameId })).statusCode).toBe(201);
  });
});
