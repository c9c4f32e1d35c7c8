import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_ACTIVE_SUBSCRIPTIONS,
  type Subscription,
  type SubscriptionCreated,
} from '@shop/contract';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import {
  importAlertGame,
  nextAddress,
  proveAddress,
  subscribe,
  subscribeConfirmed,
  provenToken,
  tokenHeader,
} from './alerts-fixture.ts';

let ctx: TestContext;
let gameId: number;

const list = (query: string, token?: string) =>
  ctx.app.inject({
    url: `/api/buyer-notifications/subscriptions?${query}`,
    headers: tokenHeader(token),
  });
const subscriptionCount = async () =>
  Number(
    (
      await ctx.db
        .selectFrom('alert_subscriptions')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_URL: 'https://shop.example' });
  gameId = await importAlertGame(ctx);
});
afterAll(async () => ctx.close());

describe('alert subscriptions', () => {
  it('creates the e-mail form of SPEC §3 and lists it by e-mail, lowercased, to its browser', async () => {
    const res = await subscribe(ctx, {
      email: 'Ana@Example.com',
      game_id: gameId,
      server_name: 'Europe',
      gender: 'F',
      max_price: 120,
      characters: [{ character: 'lyra', min_copies: 2 }],
      weapons: [{ weapon: 'bow', min_copies: 0 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data as SubscriptionCreated;
    expect(created).toMatchObject({
      channel: 'email',
      email: 'ana@example.com',
      game: { id: gameId, name: 'Starfall' },
      server_name: 'eu',
      gender: 'F',
      max_price: 120,
      characters: [{ character: 'lyra', min_copies: 2 }],
      weapons: [{ weapon: 'bow', min_copies: 0 }],
      is_active: true,
    });
    for (const url of [
      'subscriptions?email=ana%40example.com',
      'email-subscriptions?email=ANA%40example.com',
    ]) {
      const listed = await ctx.app.inject({
        url: `/api/buyer-notifications/${url}`,
        headers: tokenHeader(created.manage_token),
      });
      expect(listed.statusCode).toBe(200);
      expect((listed.json().data as Subscription[]).map((s) => s.id)).toEqual([created.id]);
    }
  });

  it('refuses bad criteria with the field named and stores nothing', async () => {
    const before = await subscriptionCount();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ game_id: 999_999 }, 404, 'GAME_NOT_FOUND'],
      [{ characters: [{ character: 'nobody', min_copies: 0 }] }, 400, 'UNKNOWN_GAME_VALUE'],
      [{ characters: [{ character: 'lyra', min_copies: 7 }] }, 400, 'VALIDATION_FAILED'],
      [
        {
          weapons: [
            { weapon: 'bow', min_copies: 0 },
            { weapon: 'bow', min_copies: 1 },
          ],
        },
        400,
        'ITEM_LISTED_TWICE',
      ],
      [{ server_name: 'Mars' }, 400, 'UNKNOWN_GAME_VALUE'],
      [{ gender: 'X' }, 400, 'VALIDATION_FAILED'],
      [{ max_price: 0 }, 400, 'VALIDATION_FAILED'],
      [{ email: 'not an email' }, 400, 'VALIDATION_FAILED'],
      [{ email: undefined }, 400, 'SUBSCRIPTION_OWNER_MISSING'],
      [{ fcm_token: 'A'.repeat(43) }, 400, 'SUBSCRIPTION_OWNER_MISSING'],
      [{ email: 'a\u0000b@example.com' }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [change, status, code] of cases) {
      const res = await subscribe(ctx, { email: 'bad@example.com', game_id: gameId, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(status);
      expect(res.json().code, res.body).toBe(code);
      if (status === 400) expect(res.json().field, res.body).toBeTruthy();
    }
    expect(await subscriptionCount()).toBe(before);
  });

  it(`holds at most ${MAX_ACTIVE_SUBSCRIPTIONS} active subscriptions per e-mail, also when they race`, async () => {
    const email = 'many@example.com';
    const results = await Promise.all(
      Array.from({ length: MAX_ACTIVE_SUBSCRIPTIONS + 5 }, (_, i) =>
        subscribe(ctx, { email, game_id: gameId, max_price: 100 + i }),
      ),
    );
    const token = await proveAddress(ctx, email);
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(MAX_ACTIVE_SUBSCRIPTIONS);
    const refused = results.find((r) => r.statusCode === 422)!;
    expect(refused.json().code).toBe('TOO_MANY_SUBSCRIPTIONS');

    // An inactive one frees a place; turning it back on while full is refused.
    const [first] = (await list(`email=${email}`, token)).json().data as Subscription[];
    const off = await ctx.app.inject({
      method: 'PUT',
      url: `/api/buyer-notifications/subscriptions/${first!.id}`,
      headers: tokenHeader(token),
      payload: { email, is_active: false },
    });
    expect(off.json().data.is_active).toBe(false);
    expect((await subscribe(ctx, { email, game_id: gameId })).statusCode).toBe(201);
    const on = await ctx.app.inject({
      method: 'PUT',
      url: `/api/buyer-notifications/subscriptions/${first!.id}`,
      headers: tokenHeader(token),
      payload: { email, is_active: true },
    });
    expect(on.statusCode).toBe(422);
    expect(on.json().code).toBe('TOO_MANY_SUBSCRIPTIONS');
  });

  it('lets only a browser holding the e-mail’s token change or delete a subscription', async () => {
    const created = (
      await subscribeConfirmed(ctx, { email: 'owner@example.com', game_id: gameId, max_price: 80 })
    ).json().data as Subscription;
    const token = provenToken(ctx, 'owner@example.com');
    const path = `/api/buyer-notifications/subscriptions/${created.id}`;
    const put = await ctx.app.inject({
      method: 'PUT',
      url: path,
      payload: { email: 'thief@example.com', max_price: 1 },
      headers: tokenHeader(token),
    });
    expect(put.statusCode).toBe(404);
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `${path}?email=thief%40example.com`,
      headers: tokenHeader(token),
    });
    expect(del.statusCode).toBe(404);
    expect(del.json().code).toBe('SUBSCRIPTION_NOT_FOUND');
    const unknownPush = await ctx.app.inject({
      method: 'DELETE',
      url: `${path}?fcm_token=${'B'.repeat(43)}`,
    });
    expect(unknownPush.json().code).toBe('PUSH_TOKEN_UNKNOWN');
    expect(
      ((await list('email=owner@example.com', token)).json().data as Subscription[])[0],
    ).toMatchObject({
      id: created.id,
      max_price: 80,
    });

    const repriced = await ctx.app.inject({
      method: 'PUT',
      url: path,
      payload: { email: 'owner@example.com', max_price: null },
      headers: tokenHeader(token),
    });
    expect(repriced.json().data.max_price).toBeNull();
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `${path}?email=owner%40example.com`,
      headers: tokenHeader(token),
    });
    expect(deleted.statusCode).toBe(200);
    expect((await list('email=owner@example.com', token)).json().data).toEqual([]);
  });

  it('unsubscribes every subscription of an e-mail at once, for a browser that proved it', async () => {
    for (const max of [10, 20])
      await subscribeConfirmed(ctx, { email: 'all@example.com', game_id: gameId, max_price: max });
    const token = provenToken(ctx, 'all@example.com');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/buyer-notifications/unsubscribe-all',
      payload: { email: 'ALL@example.com' },
      headers: tokenHeader(token),
      remoteAddress: nextAddress(),
    });
    expect(res.json().data).toEqual({
      message: 'Successfully unsubscribed from all email notifications.',
      count: 2,
    });
    const after = (await list('email=all@example.com', token)).json().data as Subscription[];
    expect(after.map((s) => s.is_active)).toEqual([false, false]);
  });

  it('answers SPEC §8 texts to malformed and unknown unsubscribe tokens', async () => {
    for (const path of ['unsubscribe', 'unsubscribe-single']) {
      const malformed = await ctx.app.inject({
        url: `/api/buyer-notifications/${path}?token=short`,
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toBe(
        'Invalid unsubscribe token. Please check your email link.',
      );
      const unknown = await ctx.app.inject({
        url: `/api/buyer-notifications/${path}?token=${'x'.repeat(43)}`,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(
        'This unsubscribe link is invalid or has already been used.',
      );
    }
  });
});
