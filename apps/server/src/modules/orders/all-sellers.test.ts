import type { RollerTransactionList } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  importOneOfEachGame,
  signedInRoller,
  type TestContext,
} from '../../../test/helpers.ts';
import { listAccount, placeOrder } from '../../../test/orders-fixture.ts';

/**
 * The owner's list of every seller's orders (issue 26: "the owner sees every order; a seller
 * sees only their own"), and what it does not open: another seller's confirm and cancel.
 */

let ctx: TestContext;
let gameId: number;
let owner: Awaited<ReturnType<typeof signedInRoller>>;
let seller: Awaited<ReturnType<typeof signedInRoller>>;
/** The owner's own pending order, and the seller's pending, delivered and refunded ones. */
const orders = { ownerPending: 0, sellerPending: 0, sellerDelivered: 0, sellerRefunded: 0 };

beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_URL: 'https://shop.example' });
  gameId = await importOneOfEachGame(ctx, 'scope', 'Scope Game');
  owner = await signedInRoller(ctx, 'boss');
  await ctx.services.auth.setOwner('boss');
  seller = await signedInRoller(ctx, 'sam');

  const order = async (who: typeof owner, price: number) =>
    (await placeOrder(ctx, await listAccount(ctx, who, gameId, { price }))).id;
  orders.sellerDelivered = await order(seller, 40);
  orders.sellerRefunded = await order(seller, 45);
  for (const id of [orders.sellerDelivered, orders.sellerRefunded]) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/roller/transactions/${id}/confirm`,
      headers: seller.auth,
    });
    expect(res.statusCode).toBe(200);
  }
  // A refund is the disputes module's step; here only its outcome on the order matters.
  await ctx.db
    .updateTable('transactions')
    .set({ status: 'refunded', refunded_at: new Date() })
    .where('id', '=', orders.sellerRefunded)
    .execute();
  orders.sellerPending = await order(seller, 50);
  orders.ownerPending = await order(owner, 60);
});
afterAll(() => ctx.close());

const list = (who: { auth: Record<string, string> }, query = '') =>
  ctx.app.inject({ url: `/api/roller/transactions${query}`, headers: who.auth });

const data = (res: { json(): unknown }) => (res.json() as { data: RollerTransactionList }).data;

/** Every order's and account's state: what a refused request must leave as it was. */
const snapshot = async () => ({
  transactions: await ctx.db.selectFrom('transactions').selectAll().orderBy('id').execute(),
  accounts: await ctx.db
    .selectFrom('accounts')
    .select(['id', 'status', 'updated_at'])
    .orderBy('id')
    .execute(),
});

describe('GET /api/roller/transactions?scope=all', () => {
  it("gives the owner every seller's orders, newest first, each with its seller", async () => {
    const res = await list(owner, '?scope=all');
    expect(res.statusCode).toBe(200);
    const { transactions, total, pending } = data(res);
    expect(transactions.map((t) => t.id)).toEqual([
      orders.ownerPending,
      orders.sellerPending,
      orders.sellerRefunded,
      orders.sellerDelivered,
    ]);
    expect(total).toBe(4);
    expect(transactions.map((t) => [t.status, t.seller])).toEqual([
      ['pending', { code: 'boss', name: 'Roller boss' }],
      ['pending', { code: 'sam', name: 'Roller sam' }],
      ['refunded', { code: 'sam', name: 'Roller sam' }],
      ['delivered', { code: 'sam', name: 'Roller sam' }],
    ]);
    // The badge counts what the owner can confirm: their own pending order, not the seller's.
    expect(pending).toBe(1);
  });

  it('filters every seller’s orders by status, refunded included', async () => {
    const pending = data(await list(owner, '?scope=all&status=pending'));
    expect(pending.transactions.map((t) => t.id)).toEqual([
      orders.ownerPending,
      orders.sellerPending,
    ]);
    const refunded = data(await list(owner, '?scope=all&status=refunded'));
    expect(refunded.transactions.map((t) => t.id)).toEqual([orders.sellerRefunded]);
    expect(refunded.total).toBe(1);
  });

  it("keeps each one's own list by default and with scope=mine, the seller named too", async () => {
    for (const query of ['', '?scope=mine']) {
      const mine = data(await list(owner, query));
      expect(mine.transactions.map((t) => t.id)).toEqual([orders.ownerPending]);
      expect(mine.transactions[0]!.seller).toEqual({ code: 'boss', name: 'Roller boss' });
      const theirs = data(await list(seller, query));
      expect(theirs.transactions.map((t) => t.seller.code)).toEqual(['sam', 'sam', 'sam']);
      expect(theirs.pending).toBe(1);
    }
  });

  it('refuses a seller who is not the owner with 403 OWNER_ONLY, and changes nothing', async () => {
    const before = await snapshot();
    for (const query of ['?scope=all', '?scope=all&status=pending&page=1']) {
      const res = await list(seller, query);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: 'error', code: 'OWNER_ONLY' });
      expect(res.body).not.toContain('boss');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers 401 without a session, before the scope is looked at', async () => {
    const res = await ctx.app.inject({ url: '/api/roller/transactions?scope=all' });
    expect(res.statusCode).toBe(401);
  });

  it.each(['everyone', 'ALL', '', 'all,mine'])(
    'refuses scope=%j with 400 naming scope',
    async (scope) => {
      const res = await list(owner, `?scope=${encodeURIComponent(scope)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'scope' });
    },
  );
});

describe("the owner and another seller's order", () => {
  it.each(['confirm', 'cancel'] as const)(
    'cannot %s it: 404 as for a missing order, the order and its account unchanged',
    async (action) => {
      const before = await snapshot();
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/roller/transactions/${orders.sellerPending}/${action}`,
        headers: owner.auth,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('TRANSACTION_NOT_FOUND');
      expect(await snapshot()).toEqual(before);
    },
  );

  it('still confirms their own', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/roller/transactions/${orders.ownerPending}/confirm`,
      headers: owner.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'delivered',
      seller: { code: 'boss', name: 'Roller boss' },
    });
    // Both orders now on the list of all, the seller's still pending and theirs to confirm.
    const all = data(await list(owner, '?scope=all&status=pending'));
    expect(all.transactions.map((t) => t.id)).toEqual([orders.sellerPending]);
    expect(all.pending).toBe(0);
  });
});
