import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuyerEmails } from '@shop/contract';
import { queuedMails } from '../../../test/orders-fixture.ts';
import { buyerAccessWorld, DAY_MS, type BuyerAccessWorld } from './buyer-access-fixture.ts';

let world: BuyerAccessWorld;
let time: BuyerAccessWorld['time'];
let ctx: BuyerAccessWorld['ctx'];
let seller: BuyerAccessWorld['seller'];
let bought: BuyerAccessWorld['bought'];
let boughtOrder: number;
let deliveredAt: Date;
let request: BuyerAccessWorld['request'];
let read: BuyerAccessWorld['read'];
let linkTokenFor: BuyerAccessWorld['linkTokenFor'];

beforeAll(async () => {
  world = await buyerAccessWorld();
  ({ time, ctx, seller, bought, boughtOrder, deliveredAt, request, read, linkTokenFor } = world);
});
afterAll(() => world.close());

describe('the warranty on the buyer page', () => {
  /** Runs `work` with the sold order's warranty columns changed, then puts them back. */
  async function withOrder(
    patch: { warranty_days?: number; warranty_ended_at?: Date | null },
    work: () => Promise<void>,
  ) {
    const before = await ctx.db
      .selectFrom('transactions')
      .select(['warranty_days', 'warranty_ended_at'])
      .where('id', '=', boughtOrder)
      .executeTakeFirstOrThrow();
    await ctx.db.updateTable('transactions').set(patch).where('id', '=', boughtOrder).execute();
    try {
      await work();
    } finally {
      await ctx.db.updateTable('transactions').set(before).where('id', '=', boughtOrder).execute();
    }
  }

  const warrantyUntil = async () => {
    await request('mina@example.com');
    const res = await read(await linkTokenFor('mina@example.com'));
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as BuyerEmails).accounts[0]!.warranty_until;
  };

  it('ends when a refund or a resolved dispute ended it first, and is null without warranty', async () => {
    const until = deliveredAt.getTime() + 7 * DAY_MS;
    const early = new Date(deliveredAt.getTime() + 2 * DAY_MS + 1234);
    await withOrder({ warranty_ended_at: early }, async () => {
      expect(await warrantyUntil()).toBe(early.toISOString());
    });
    // An end stamped after the warranty ran out changes nothing.
    await withOrder({ warranty_ended_at: new Date(until + DAY_MS) }, async () => {
      expect(await warrantyUntil()).toBe(new Date(until).toISOString());
    });
    await withOrder({ warranty_days: 30 }, async () => {
      expect(await warrantyUntil()).toBe(
        new Date(deliveredAt.getTime() + 30 * DAY_MS).toISOString(),
      );
    });
    await withOrder({ warranty_days: 0 }, async () => {
      expect(await warrantyUntil()).toBeNull();
    });
  });

  it('follows the order, not the account: an edit of the account after the sale changes nothing', async () => {
    await ctx.db
      .updateTable('accounts')
      .set({ warranty_days: 1 })
      .where('id', '=', bought.id)
      .execute();
    expect(await warrantyUntil()).toBe(new Date(deliveredAt.getTime() + 7 * DAY_MS).toISOString());
  });
});

describe('a refunded buyer', () => {
  it('gets no link for the refunded account alone, one again once it has a dispute, which reads no mail', async () => {
    // A fresh hour: the earlier tests' links do not count against this e-mail's limit.
    time.advance(3600_000);
    const email = 'mina@example.com';
    await ctx.db
      .updateTable('transactions')
      .set({ status: 'refunded' })
      .where('id', '=', boughtOrder)
      .execute();
    try {
      const before = (await queuedMails(ctx)).filter((m) => m.to_address === email).length;
      expect((await request(email)).statusCode).toBe(200);
      expect((await queuedMails(ctx)).filter((m) => m.to_address === email)).toHaveLength(before);

      const { id: rollerId } = await ctx.db
        .selectFrom('rollers')
        .select('id')
        .where('code', '=', seller.code)
        .executeTakeFirstOrThrow();
      const { id: disputeId } = await ctx.db
        .insertInto('disputes')
        .values({
          transaction_id: boughtOrder,
          roller_id: rollerId,
          reason: 'account_recovered',
          status: 'resolved',
          resolution: 'refund',
          resolved_at: time.clock(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      expect((await request(email)).statusCode).toBe(200);
      const token = await linkTokenFor(email);
      const mails = await read(token);
      expect(mails.statusCode, mails.body).toBe(200);
      expect((mails.json().data as BuyerEmails).accounts).toEqual([]);
      const disputes = await ctx.app.inject({
        url: `/api/buyer/disputes?token=${encodeURIComponent(token)}`,
      });
      expect(disputes.statusCode, disputes.body).toBe(200);
      expect(disputes.json().data.disputes.map((d: { id: number }) => d.id)).toEqual([disputeId]);
    } finally {
      await ctx.db.deleteFrom('disputes').where('transaction_id', '=', boughtOrder).execute();
      await ctx.db
        .updateTable('transactions')
        .set({ status: 'delivered' })
        .where('id', '=', boughtOrder)
        .execute();
    }
  });
});
