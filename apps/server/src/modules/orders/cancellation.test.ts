import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  importOneOfEachGame,
  manualClock,
  signedInRoller,
  type TestContext,
} from '../../../test/helpers.ts';
import { buyer, listAccount, placeOrder, queuedMails } from '../../../test/orders-fixture.ts';

/**
 * Every order the shop ends unpaid mails its buyer who ended it, and the invoice says the same:
 * the seller's cancel, and the lapse of an unpaid invoice (the owner's disable: owner module).
 */

const time = manualClock();
let ctx: TestContext;
let gameId: number;
let seller: Awaited<ReturnType<typeof signedInRoller>>;
const FIVE_MINUTES = 5 * 60_000;

beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_URL: 'https://shop.example' }, undefined, time.clock);
  gameId = await importOneOfEachGame(ctx, 'ended', 'Ended Game');
  seller = await signedInRoller(ctx, 'sella');
});
afterAll(() => ctx.close());

const invoiceOf = async (order: { invoice_url: string }) => {
  const res = await ctx.app.inject({
    url: order.invoice_url.replace('https://shop.example/invoice/', '/api/transaction/'),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { status: string; cancelled_by: string | null };
};

/** The mails queued to `email` since `before` mails were queued in all. */
const mailsTo = async (email: string, before: number) =>
  (await queuedMails(ctx)).slice(before).filter((m) => m.to_address === email);

describe('a cancelled or lapsed order', () => {
  it('the seller’s cancel mails the buyer that the seller cancelled, and the invoice says so', async () => {
    const accountId = await listAccount(ctx, seller, gameId, { price: 41 });
    const who = { ...buyer, email: 'cancelled@example.com' };
    const order = await placeOrder(ctx, accountId, who);
    expect(await invoiceOf(order)).toMatchObject({ status: 'pending', cancelled_by: null });

    const before = (await queuedMails(ctx)).length;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/roller/transactions/${order.id}/cancel`,
      headers: seller.auth,
    });
    expect(res.statusCode).toBe(200);

    const [mail, ...more] = await mailsTo(who.email, before);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(
      `Your order of Ended Game account ${order.account_code} was cancelled`,
    );
    expect(mail!.text_body).toContain('the seller cancelled your order');
    expect(mail!.text_body).toContain('Cancelled by: The seller');
    expect(mail!.text_body).toContain('needs no payment');
    expect(mail!.text_body).toContain(`https://shop.example/games/${gameId}/accounts/${accountId}`);
    expect(mail!.html_body).toContain('the seller cancelled your order');
    expect(mail!.headers).toMatchObject({ 'Reply-To': 'sella.orders@shop.test' });
    expect(await invoiceOf(order)).toEqual(
      expect.objectContaining({ status: 'cancelled', cancelled_by: 'seller' }),
    );
  });

  it('a lapse mails the buyer that time ran out, and the invoice says so', async () => {
    const accountId = await listAccount(ctx, seller, gameId);
    const who = { ...buyer, email: 'lapsed@example.com' };
    const order = await placeOrder(ctx, accountId, who);
    const before = (await queuedMails(ctx)).length;
    time.advance(FIVE_MINUTES);
    expect(await ctx.services.orders.expireDue()).toBe(1);

    const [mail, ...more] = await mailsTo(who.email, before);
    expect(more).toEqual([]);
    expect(mail!.subject).toContain('was cancelled');
    expect(mail!.text_body).toContain('time ran out');
    expect(mail!.text_body).toContain('Cancelled by: Time ran out (not paid within 5 minutes)');
    expect(mail!.text_body).toContain('went back on sale');
    expect(await invoiceOf(order)).toMatchObject({ status: 'expired', cancelled_by: 'lapsed' });
  });

  it('a refused cancel mails nobody', async () => {
    const accountId = await listAccount(ctx, seller, gameId);
    const order = await placeOrder(ctx, accountId, { ...buyer, email: 'twice@example.com' });
    const cancel = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/roller/transactions/${order.id}/cancel`,
        headers: seller.auth,
      });
    expect((await cancel()).statusCode).toBe(200);
    const before = (await queuedMails(ctx)).length;
    expect((await cancel()).statusCode).toBe(409);
    expect((await queuedMails(ctx)).length).toBe(before);
  });
});
