import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'kysely';
import { createTestContext, signedInRoller, type TestContext } from '../../../test/helpers.ts';
import { buyer } from '../../../test/orders-fixture.ts';
import {
  alertMails,
  importAlertGame,
  listTerms,
  nextAddress,
  subscribeConfirmed,
  type ListedTerms,
} from './alerts-fixture.ts';
import { criteriaMatch, type Criteria } from './criteria.ts';

let ctx: TestContext;
let seller: Awaited<ReturnType<typeof signedInRoller>>;
let gameId: number;

const match = () => ctx.services.alerts.matchQueued();
const deliveries = async () =>
  (
    await ctx.db
      .selectFrom('alert_deliveries')
      .select(['subscription_id', 'account_id'])
      .orderBy('subscription_id')
      .orderBy('account_id')
      .execute()
  ).map((d) => `${d.subscription_id}:${d.account_id}`);

async function emailSubscription(email: string, criteria: Record<string, unknown>) {
  const res = await subscribeConfirmed(ctx, { email, game_id: gameId, ...criteria });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().data.id as number;
}

beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_URL: 'https://shop.example' });
  seller = await signedInRoller(ctx, 'alertseller');
  gameId = await importAlertGame(ctx);
});
afterAll(async () => ctx.close());

describe('alert matching', () => {
  it('follows DESIGN §5 on crafted criteria: server and gender any-or-equal, price, copies', async () => {
    const subs = {
      any: await emailSubscription('any@example.com', {}),
      eu: await emailSubscription('eu@example.com', { server_name: 'eu' }),
      male: await emailSubscription('male@example.com', { gender: 'M' }),
      cheap: await emailSubscription('cheap@example.com', { max_price: 49 }),
      exactPrice: await emailSubscription('exact@example.com', { max_price: 50 }),
      lyra2: await emailSubscription('lyra2@example.com', {
        characters: [{ character: 'lyra', min_copies: 2 }],
      }),
      lyra3: await emailSubscription('lyra3@example.com', {
        characters: [{ character: 'lyra', min_copies: 3 }],
      }),
      kai0: await emailSubscription('kai@example.com', {
        characters: [{ character: 'kai', min_copies: 0 }],
      }),
      bow1: await emailSubscription('bow@example.com', {
        weapons: [{ weapon: 'bow', min_copies: 1 }],
      }),
      all: await emailSubscription('all@example.com', {
        server_name: 'asia',
        gender: 'F',
        max_price: 60,
        characters: [{ character: 'lyra', min_copies: 2 }],
        weapons: [{ weapon: 'bow', min_copies: 1 }],
      }),
    };
    const accountId = await listTerms(ctx, seller, gameId, {
      server: 'asia',
      gender: 'F',
      price: 50,
      characters: [{ character: 'lyra', copies: 2 }],
      weapons: [{ weapon: 'bow', copies: 1 }],
    });
    expect(await match()).toEqual({ mails: 5, pushes: 0 });
    const matched = [subs.any, subs.exactPrice, subs.lyra2, subs.bow1, subs.all];
    expect(await deliveries()).toEqual(
      matched.sort((a, b) => a - b).map((s) => `${s}:${accountId}`),
    );
    expect((await alertMails(ctx)).map((m) => m.to_address).sort()).toEqual(
      ['all', 'any', 'bow', 'exact', 'lyra2'].map((n) => `${n}@example.com`),
    );
  });

  it('matches exactly the pairs the rule in criteria.ts names, on random criteria and accounts', async () => {
    const item = <K extends string>(key: K, values: string[], maxCopies: number) =>
      fc
        .uniqueArray(
          fc.record({
            value: fc.constantFrom(...values),
            n: fc.integer({ min: 0, max: maxCopies }),
          }),
          { selector: (x) => x.value, maxLength: values.length },
        )
        .map((list) =>
          list.map(({ value, n }) => ({ [key]: value, n }) as Record<K, string> & { n: number }),
        );
    const criteria = fc.record({
      server: fc.constantFrom(null, 'asia', 'eu'),
      gender: fc.constantFrom(null, 'F' as const, 'M' as const),
      maxPrice: fc.option(fc.integer({ min: 10, max: 100 }), { nil: null }),
      characters: item('character', ['lyra', 'kai', 'mei'], 3),
      weapons: item('weapon', ['blade', 'bow'], 2),
    });
    const account = fc.record({
      server: fc.constantFrom('asia', 'eu'),
      gender: fc.constantFrom('F' as const, 'M' as const),
      price: fc.integer({ min: 10, max: 100 }),
      characters: item('character', ['lyra', 'kai', 'mei'], 3),
      weapons: item('weapon', ['blade', 'bow'], 2),
    });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(criteria, { minLength: 10, maxLength: 25 }),
        fc.array(account, { minLength: 5, maxLength: 12 }),
        async (wanted, listed) => {
          run++;
          const game = await importAlertGame(ctx, `random${run}`);
          const subs: { id: number; c: Criteria }[] = [];
          for (const [i, w] of wanted.entries()) {
            const c: Criteria = {
              gameId: game,
              serverValue: w.server,
              gender: w.gender,
              maxPrice: w.maxPrice,
              characters: w.characters.map((x) => ({ character: x.character, min_copies: x.n })),
              weapons: w.weapons.map((x) => ({ weapon: x.weapon, min_copies: x.n })),
            };
            const res = await subscribeConfirmed(ctx, {
              email: `r${run}-${i}@example.com`,
              game_id: game,
              server_name: c.serverValue,
              gender: c.gender,
              max_price: c.maxPrice,
              characters: c.characters,
              weapons: c.weapons,
            });
            expect(res.statusCode, res.body).toBe(201);
            subs.push({ id: res.json().data.id, c });
          }
          const accounts: ListedTerms[] = listed.map((a) => ({
            server: a.server,
            gender: a.gender,
            price: a.price,
            characters: a.characters.map((x) => ({ character: x.character, copies: x.n })),
            weapons: a.weapons.map((x) => ({ weapon: x.weapon, copies: x.n })),
          }));
          const ids: number[] = [];
          for (const a of accounts) ids.push(await listTerms(ctx, seller, game, a));
          await match();
          const expected = subs
            .flatMap(({ id, c }) =>
              accounts.flatMap((a, i) =>
                criteriaMatch(c, {
                  game_id: game,
                  server_value: a.server!,
                  gender: a.gender!,
                  price: a.price!,
                  characters: a.characters!,
                  weapons: a.weapons!,
                })
                  ? [`${id}:${ids[i]}`]
                  : [],
              ),
            )
            .sort();
          const subIds = new Set(subs.map((s) => s.id));
          const actual = (await deliveries())
            .filter((d) => subIds.has(Number(d.split(':')[0])))
            .sort();
          expect(actual).toEqual(expected);
        },
      ),
      { numRuns: 4 },
    );
  });

  it('mails each (subscription, account) pair once, however often the account is saved', async () => {
    const game = await importAlertGame(ctx, 'once');
    const sub = await subscribeConfirmed(ctx, {
      email: 'once@example.com',
      game_id: game,
      max_price: 40,
    });
    const id = await listTerms(ctx, seller, game, { price: 35 });
    await match();
    // Repriced above the bound and back under it, then saved unchanged.
    for (const price of [90, 30, 30]) {
      const put = await ctx.app.inject({
        method: 'PUT',
        url: `/api/games/${game}/accounts/${id}`,
        headers: seller.auth,
        payload: {
          server_name: 'asia',
          banner_guarantee: false,
          description: 'Repriced',
          gender: 'F',
          characters: [{ character: 'lyra', copies: 1 }],
          weapons: [],
          login: 'Email',
          email: 'oncealert',
          password: 'Pw-once-secret!',
          price,
          images: ['/api/media/cover.webp'],
        },
      });
      expect(put.statusCode, put.body).toBe(200);
      await Promise.all([match(), match()]);
    }
    const mails = (await alertMails(ctx)).filter((m) => m.to_address === 'once@example.com');
    expect(mails).toHaveLength(1);
    expect(await deliveries()).toContain(`${sub.json().data.id}:${id}`);
  });

  it('tells a subscriber who came later when a lapsed invoice puts the account back on sale', async () => {
    const game = await importAlertGame(ctx, 'lapsed');
    const id = await listTerms(ctx, seller, game, { price: 70 });
    const order = await ctx.app.inject({
      method: 'POST',
      url: '/api/transaction',
      payload: { account_id: id, ...buyer },
      remoteAddress: nextAddress(),
    });
    expect(order.statusCode, order.body).toBe(201);
    await subscribeConfirmed(ctx, { email: 'later@example.com', game_id: game });
    await match();
    expect((await alertMails(ctx)).some((m) => m.to_address === 'later@example.com')).toBe(false);
    await sql`update transactions set expires_at = now() - interval '1 minute' where account_id = ${id}`.execute(
      ctx.db,
    );
    await ctx.services.orders.expireDue();
    await match();
    expect(
      (await alertMails(ctx)).filter((m) => m.to_address === 'later@example.com'),
    ).toHaveLength(1);
  });
});
