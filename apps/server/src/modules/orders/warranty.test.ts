import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  importOneOfEachGame,
  manualClock,
  signedInRoller,
  type TestContext,
} from '../../../test/helpers.ts';
import { buyer, listAccount, placeOrder, queuedMails } from '../../../test/orders-fixture.ts';
import { warrantyUntil } from '../../lib/warranty.ts';

/** The warranty an order is sold with: taken from the account when ordered, told on delivery. */

const DAY_MS = 24 * 3600_000;
const time = manualClock(new Date('2026-03-04T05:06:07.089Z'));
let ctx: TestContext;
let gameId: number;
let seller: Awaited<ReturnType<typeof signedInRoller>>;

beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_URL: 'https://shop.example' }, undefined, time.clock);
  gameId = await importOneOfEachGame(ctx, 'warranty', 'Warranty Game');
  seller = await signedInRoller(ctx, 'keeper');
});
afterAll(() => ctx.close());

/** Lists an account of the seller's with `days` of warranty (the form's field). */
async function accountWith(days: number) {
  const id = await listAccount(ctx, seller, gameId);
  await setWarranty(id, days);
  return id;
}

async function setWarranty(accountId: number, days: number) {
  const own = await ctx.app.inject({
    url: `/api/roller/games/${gameId}/accounts/${accountId}`,
    headers: seller.auth,
  });
  const a = own.json().data;
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/games/${gameId}/accounts/${accountId}`,
    headers: seller.auth,
    payload: {
      server_name: 'asia',
      banner_guarantee: a.banner_guarantee,
      description: a.description,
      gender: a.gender,
      characters: a.characters,
      weapons: a.weapons,
      login: a.login,
      email: a.email_local,
      password: a.password,
      price: a.price,
      images: a.images,
      warranty_days: days,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().data.warranty_days).toBe(days);
}

const orderWarranty = async (orderId: number) =>
  (
    await ctx.db
      .selectFrom('transactions')
      .select('warranty_days')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow()
  ).warranty_days;

const confirm = (orderId: number) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/roller/transactions/${orderId}/confirm`,
    headers: seller.auth,
  });

/** The delivery mail queued by `work`. */
async function deliveryMailOf(work: () => Promise<unknown>) {
  const before = (await queuedMails(ctx)).length;
  await work();
  const mails = (await queuedMails(ctx)).slice(before);
  expect(mails).toHaveLength(1);
  return mails[0]!;
}

describe('an order keeps the warranty it was sold with', () => {
  it('snapshots the days when ordered; a later edit of the account changes no sold warranty', async () => {
    const id = await accountWith(12);
    const order = await placeOrder(ctx, id);
    expect(await orderWarranty(order.id)).toBe(12);
    // While the invoice is open the seller may still edit the account's other fields.
    await setWarranty(id, 2);
    expect(await orderWarranty(order.id)).toBe(12);

    time.advance(60_000);
    const deliveredAt = time.clock();
    const mail = await deliveryMailOf(async () => {
      expect((await confirm(order.id)).statusCode).toBe(200);
    });
    const line = 'Warranty: 12 days, until 2026-03-16 05:07 UTC.';
    expect(new Date(deliveredAt.getTime() + 12 * DAY_MS).toISOString()).toMatch(
      /^2026-03-16T05:07/,
    );
    expect(mail.text_body).toContain(line);
    expect(mail.html_body).toContain(line);
    // Every earlier sentence of the delivery mail is still there.
    expect(mail.text_body).toContain('Change the password after your first sign-in.');
    expect(await orderWarranty(order.id)).toBe(12);
    await ctx.db.updateTable('accounts').set({ warranty_days: 30 }).where('id', '=', id).execute();
    expect(await orderWarranty(order.id)).toBe(12);
  });

  it('says "No warranty." in the delivery mail of an account sold without one', async () => {
    const id = await accountWith(0);
    const order = await placeOrder(ctx, id, { ...buyer, email: 'plain@example.com' });
    expect(await orderWarranty(order.id)).toBe(0);
    const mail = await deliveryMailOf(() => confirm(order.id));
    expect(mail.text_body).toContain('No warranty.');
    expect(mail.text_body).not.toContain('Warranty:');
  });

  it('names one day in the singular', async () => {
    const id = await accountWith(1);
    const order = await placeOrder(ctx, id, { ...buyer, email: 'oneday@example.com' });
    const mail = await deliveryMailOf(() => confirm(order.id));
    const until = new Date(time.clock().getTime() + DAY_MS).toISOString();
    expect(mail.text_body).toContain(
      `Warranty: 1 day, until ${until.slice(0, 16).replace('T', ' ')} UTC.`,
    );
  });

  it('keeps the warranty on a sale recorded by the operator tooling', async () => {
    const id = await accountWith(9);
    const { code } = await ctx.db
      .selectFrom('accounts')
      .select('code')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(await ctx.services.orders.recordPastSale(gameId, code, buyer)).toBe(true);
    const row = await ctx.db
      .selectFrom('transactions')
      .select('warranty_days')
      .where('account_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.warranty_days).toBe(9);
  });
});

describe('warrantyUntil', () => {
  const delivered_at = new Date('2026-05-01T10:00:00.000Z');
  it('runs from delivery for its days, ends early when ended early, and is null without days', () => {
    expect(warrantyUntil({ warranty_days: 7, delivered_at, warranty_ended_at: null })).toEqual(
      new Date('2026-05-08T10:00:00.000Z'),
    );
    const early = new Date('2026-05-03T00:00:00.000Z');
    expect(warrantyUntil({ warranty_days: 7, delivered_at, warranty_ended_at: early })).toEqual(
      early,
    );
    const late = new Date('2026-06-01T00:00:00.000Z');
    expect(warrantyUntil({ warranty_days: 7, delivered_at, warranty_ended_at: late })).toEqual(
      new Date('2026-05-08T10:00:00.000Z'),
    );
    expect(warrantyUntil({ warranty_days: 0, delivered_at, warranty_ended_at: null })).toBeNull();
    expect(
      warrantyUntil({ warranty_days: 7, delivered_at: null, warranty_ended_at: null }),
    ).toBeNull();
  });
});
