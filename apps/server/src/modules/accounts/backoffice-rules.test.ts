import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, type TestContext } from '../../../test/helpers.ts';
import {
  input,
  openBackofficeShop,
  postAccount,
  putAccount,
  type Seller,
} from './backoffice-fixture.ts';

/** Ownership, storefront freshness, and what a sale forbids (update and delete rules). */

let ctx: TestContext;
let gameId: number;
let alice: Seller;
let bob: Seller;

beforeAll(async () => {
  ({ ctx, gameId, alice, bob } = await openBackofficeShop());
});
afterAll(() => ctx.close());

const create = (auth: Record<string, string>, body: object) => postAccount(ctx, gameId, auth, body);
const edit = (auth: Record<string, string>, id: number, body: object) =>
  putAccount(ctx, gameId, id, auth, body);

describe('ownership', () => {
  it('answers 404 to another roller reading, changing or deleting an account, and changes nothing', async () => {
    const { data: a } = (await create(alice.auth, input({ email: 'owned01' }))).json();
    const read = await ctx.app.inject({
      url: `/api/roller/games/${gameId}/accounts/${a.id}`,
      headers: bob.auth,
    });
    const update = await edit(bob.auth, a.id, input({ email: 'stolen', price: 1 }));
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/games/${gameId}/accounts/${a.id}`,
      headers: bob.auth,
    });
    for (const res of [read, update, del]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('ACCOUNT_NOT_FOUND');
      expect(JSON.stringify(res.json())).not.toContain(a.password);
    }
    const mine = await ctx.app.inject({
      url: `/api/roller/games/${gameId}/accounts/${a.id}`,
      headers: alice.auth,
    });
    expect(mine.json().data).toMatchObject({ price: 120, email: 'alice.owned01@shop.test' });
  });

  it('answers 404 for an account of another game', async () => {
    const { data: a } = (await create(alice.auth, input({ email: 'othergame' }))).json();
    const res = await ctx.app.inject({
      url: `/api/roller/games/${gameId + 1}/accounts/${a.id}`,
      headers: alice.auth,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('storefront freshness', () => {
  it('a cached public listing shows a new, changed or deleted account at once', async () => {
    const listing = async () =>
      (
        await ctx.app.inject({ url: `/api/games/${gameId}/accounts?servers=europe&limit=100` })
      ).json().data.accounts as { id: number; price: number }[];
    const before = await listing();
    const { data: a } = (
      await create(alice.auth, input({ email: 'fresh01', server_name: 'europe' }))
    ).json();
    expect((await listing()).map((x) => x.id)).toEqual([a.id, ...before.map((x) => x.id)]);
    await edit(alice.auth, a.id, input({ email: 'fresh01', server_name: 'europe', price: 77 }));
    expect((await listing()).find((x) => x.id === a.id)?.price).toBe(77);
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/games/${gameId}/accounts/${a.id}`,
      headers: alice.auth,
    });
    expect((await listing()).map((x) => x.id)).not.toContain(a.id);
  });

  it('an edit of server and gender moves the account between item searches', async () => {
    const found = async (server: string, gender: string) =>
      (
        await ctx.app.inject({
          url: `/api/games/${gameId}/accounts?characters=orin&servers=${server}&gender=${gender}`,
        })
      ).json().data.accounts as { id: number; server_name: string }[];
    const body = { email: 'moves01', characters: [{ character: 'orin', copies: 0 }] };
    const { data: a } = (await create(alice.auth, input(body))).json();
    expect((await found('asia', 'F')).map((x) => x.id)).toContain(a.id);
    await edit(alice.auth, a.id, input({ ...body, server_name: 'europe', gender: 'M' }));
    expect((await found('asia', 'F')).map((x) => x.id)).not.toContain(a.id);
    expect((await found('europe', 'F')).map((x) => x.id)).not.toContain(a.id);
    expect(await found('europe', 'M')).toContainEqual(
      expect.objectContaining({ id: a.id, server_name: 'Europe' }),
    );
  });
});

describe('update and delete rules', () => {
  const addTransaction = async (accountId: number, status: 'pending' | 'delivered' | 'expired') => {
    const rollerId = (await ctx.services.auth.findRoller('alice'))!.id;
    await ctx.db
      .insertInto('transactions')
      .values({
        account_id: accountId,
        game_id: gameId,
        roller_id: rollerId,
        buyer_name: 'B',
        buyer_email: 'b@x.co',
        amount: 120,
        status,
        expires_at: new Date(),
      })
      .execute();
  };

  it('deletes an own account', async () => {
    const { data: a } = (await create(alice.auth, input({ email: 'gone01' }))).json();
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/games/${gameId}/accounts/${a.id}`,
      headers: alice.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(
      (
        await ctx.app.inject({
          url: `/api/roller/games/${gameId}/accounts/${a.id}`,
          headers: alice.auth,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses to delete an account with a pending or delivered transaction (409), but not one whose invoice lapsed', async () => {
    const made = [];
    for (const status of ['pending', 'delivered', 'expired'] as const) {
      const { data: a } = (await create(alice.auth, input({ email: `tx-${status}` }))).json();
      await addTransaction(a.id, status);
      made.push(a.id as number);
    }
    const del = (id: number) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/games/${gameId}/accounts/${id}`,
        headers: alice.auth,
      });
    const pending = await del(made[0]!);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().code).toBe('ACCOUNT_PENDING');
    const sold = await del(made[1]!);
    expect(sold.statusCode).toBe(409);
    expect(sold.json().code).toBe('ACCOUNT_SOLD');
    expect((await del(made[2]!)).statusCode).toBe(200);
    expect(await count(ctx.db, 'accounts')).toBeGreaterThan(0);
    const kept = await ctx.db
      .selectFrom('accounts')
      .select('id')
      .where('id', 'in', [made[0]!, made[1]!])
      .execute();
    expect(kept).toHaveLength(2);
  });

  it('refuses a price change while a purchase is pending, but allows other changes', async () => {
    const { data: a } = (await create(alice.auth, input({ email: 'pending01' }))).json();
    await addTransaction(a.id, 'pending');
    const put = (over: object) => edit(alice.auth, a.id, input({ email: 'pending01', ...over }));
    const priced = await put({ price: 99 });
    expect(priced.statusCode).toBe(409);
    expect(priced.json()).toMatchObject({ code: 'ACCOUNT_PENDING', field: 'price' });
    const described = await put({ description: 'Now with notes' });
    expect(described.statusCode).toBe(200);
    expect(described.json().data).toMatchObject({
      description: 'Now with notes',
      price: 120,
      transaction_status: 'pending',
    });
  });

  it('refuses to change a sold account with ACCOUNT_SOLD, and a control character with 400, changing nothing', async () => {
    const { data: a } = (await create(alice.auth, input({ email: 'sold01' }))).json();
    const put = (over: object) => edit(alice.auth, a.id, input({ email: 'sold01', ...over }));
    const description = async () =>
      (
        await ctx.db
          .selectFrom('accounts')
          .select('description')
          .where('id', '=', a.id)
          .executeTakeFirstOrThrow()
      ).description;
    const nul = await put({ description: 'edited\u0000' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'description' });
    expect(await description()).toBe(a.description);

    await addTransaction(a.id, 'delivered');
    const sold = await put({ description: 'edited after the sale' });
    expect(sold.statusCode).toBe(409);
    expect(sold.json().code).toBe('ACCOUNT_SOLD');
    expect(await description()).toBe(a.description);
  });

  it("lists the shop's mail domains for the form", async () => {
    const res = await ctx.app.inject({ url: '/api/roller/mail-domains', headers: alice.auth });
    expect(res.json().data).toEqual({ domains: ['shop.test', 'alt.test'] });
  });
});
