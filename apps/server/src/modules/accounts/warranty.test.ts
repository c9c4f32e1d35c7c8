import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WARRANTY_DAYS } from '@shop/contract';
import { count, type TestContext } from '../../../test/helpers.ts';
import {
  input,
  openBackofficeShop,
  postAccount,
  putAccount,
  type Seller,
} from './backoffice-fixture.ts';

/** An account's warranty (DESIGN §5): the seller's default, kept on edit, shown to buyers. */

let ctx: TestContext;
let gameId: number;
let alice: Seller;
let bob: Seller;
let serial = 0;

beforeAll(async () => {
  ({ ctx, gameId, alice, bob } = await openBackofficeShop());
});
afterAll(() => ctx.close());

const create = (who: Seller, over: Record<string, unknown> = {}) =>
  postAccount(ctx, gameId, who.auth, input({ email: `w${++serial}`, ...over }));

/** Creates an account and answers its seller view. */
async function created(who: Seller, over: Record<string, unknown> = {}) {
  const res = await create(who, over);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; email_local: string; warranty_days: number };
}

const setDefault = async (who: Seller, days: number) => {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: '/api/roller/settings',
    headers: who.auth,
    payload: { default_warranty_days: days },
  });
  expect(res.statusCode, res.body).toBe(200);
};

const stored = async (id: number) =>
  (
    await ctx.db
      .selectFrom('accounts')
      .select('warranty_days')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).warranty_days;

describe('warranty on create', () => {
  it("gives a new account the seller's default when the form names none", async () => {
    const a = await created(alice);
    expect(a.warranty_days).toBe(DEFAULT_WARRANTY_DAYS);
    expect(await stored(a.id)).toBe(DEFAULT_WARRANTY_DAYS);

    await setDefault(bob, 3);
    expect((await created(bob)).warranty_days).toBe(3);
    // Each seller's own default: alice's stays as it was.
    expect((await created(alice)).warranty_days).toBe(DEFAULT_WARRANTY_DAYS);
    await setDefault(bob, 0);
    expect((await created(bob)).warranty_days).toBe(0);
  });

  it('takes the days the form names, 0 and 30 included, over the default', async () => {
    for (const days of [0, 1, 30]) {
      const a = await created(alice, { warranty_days: days });
      expect(a.warranty_days).toBe(days);
      expect(await stored(a.id)).toBe(days);
    }
  });

  it('refuses days out of 0-30 with 400 naming warranty_days, and creates nothing', async () => {
    const before = await count(ctx.db, 'accounts');
    for (const days of [31, -1, 2.5, '7', null]) {
      const res = await create(alice, { warranty_days: days });
      expect(res.statusCode, JSON.stringify(days)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'warranty_days' });
    }
    expect(await count(ctx.db, 'accounts')).toBe(before);
  });
});

describe('warranty on edit', () => {
  const edit = (id: number, email: string, over: Record<string, unknown> = {}) =>
    putAccount(ctx, gameId, id, alice.auth, input({ email, ...over }));

  it('keeps the warranty when the form leaves it out, and changes it when named', async () => {
    const a = await created(alice, { warranty_days: 14 });
    let res = await edit(a.id, a.email_local, { price: 99 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ price: 99, warranty_days: 14 });
    // A later change of the seller's default touches no existing account.
    await setDefault(alice, 2);
    res = await edit(a.id, a.email_local);
    expect(res.json().data.warranty_days).toBe(14);
    res = await edit(a.id, a.email_local, { warranty_days: 5 });
    expect(res.json().data.warranty_days).toBe(5);
    const own = await ctx.app.inject({
      url: `/api/roller/games/${gameId}/accounts/${a.id}`,
      headers: alice.auth,
    });
    expect(own.json().data.warranty_days).toBe(5);
    expect(await stored(a.id)).toBe(5);
    await setDefault(alice, DEFAULT_WARRANTY_DAYS);
  });

  it('refuses days out of range on edit, changing nothing', async () => {
    const a = await created(alice, { warranty_days: 10 });
    const res = await edit(a.id, a.email_local, { warranty_days: 31, price: 500 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'warranty_days' });
    expect(await stored(a.id)).toBe(10);
  });
});

describe('warranty shown to buyers', () => {
  it('is on the listing card, the seller listing and the purchase page', async () => {
    const a = await created(alice, { warranty_days: 9, description: 'Warranty shown nine' });
    const b = await created(alice, { warranty_days: 0, description: 'Warranty shown none' });
    const cards = async (url: string, headers: Record<string, string> = {}) => {
      const res = await ctx.app.inject({ url, headers });
      expect(res.statusCode, res.body).toBe(200);
      const list = res.json().data.accounts as Array<{ id: number; warranty_days: number }>;
      return new Map(list.map((x) => [x.id, x.warranty_days]));
    };
    const listing = `/api/games/${gameId}/accounts?limit=100`;
    for (const seen of [
      await cards(listing),
      await cards(`${listing}&q=${encodeURIComponent('Warranty shown')}`),
      await cards(`${listing}&prefix=alice`, alice.auth),
    ]) {
      expect(seen.get(a.id)).toBe(9);
      expect(seen.get(b.id)).toBe(0);
    }
    for (const [id, days] of [
      [a.id, 9],
      [b.id, 0],
    ] as const) {
      const detail = await ctx.app.inject({ url: `/api/games/${gameId}/accounts/${id}` });
      expect(detail.statusCode).toBe(200);
      expect(detail.json().data.warranty_days).toBe(days);
    }
  });

  it('reaches the listing index: an edit of the warranty shows on the next listing', async () => {
    const a = await created(alice, { warranty_days: 4 });
    const listed = async () => {
      const res = await ctx.app.inject({ url: `/api/games/${gameId}/accounts?limit=100` });
      // The index answers, not SQL: its payload must carry the warranty.
      expect(res.headers['server-timing']).toBe('search;desc=index');
      return (res.json().data.accounts as Array<{ id: number; warranty_days: number }>).find(
        (x) => x.id === a.id,
      )?.warranty_days;
    };
    await expect.poll(() => ctx.services.listingIndexes.forGame(gameId)).not.toBeNull();
    expect(await listed()).toBe(4);
    const res = await putAccount(
      ctx,
      gameId,
      a.id,
      alice.auth,
      input({ email: a.email_local, warranty_days: 21 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await listed()).toBe(21);
  });
});
