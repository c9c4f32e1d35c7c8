import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParsedMail } from 'mailparser';
import {
  createTestContext,
  importOneOfEachGame,
  signedInRoller,
  type TestContext,
} from '../../../test/helpers.ts';
import { buyer, listAccount, placeOrder } from '../../../test/orders-fixture.ts';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.ts';

/**
 * The seller's display name reaches the buyer: the invoice answer carries it (their code when
 * they set none), and every order mail goes out under it from the shop's own address.
 */

let sink: SmtpSink;
let ctx: TestContext;
let gameId: number;
let seller: Awaited<ReturnType<typeof signedInRoller>>;

beforeAll(async () => {
  sink = await startSmtpSink();
  ctx = await createTestContext({ PUBLIC_URL: 'https://shop.example', SMTP_URL: sink.url });
  gameId = await importOneOfEachGame(ctx, 'named', 'Named Game');
  seller = await signedInRoller(ctx, 'sella');
  const named = await ctx.app.inject({
    method: 'PUT',
    url: '/api/roller/settings',
    headers: seller.auth,
    payload: { name: 'Sella Stars' },
  });
  expect(named.statusCode).toBe(200);
});
afterAll(async () => {
  await ctx.close();
  await sink.close();
});

const invoiceOf = async (order: { invoice_url: string }) => {
  const res = await ctx.app.inject({
    url: order.invoice_url.replace('https://shop.example/invoice/', '/api/transaction/'),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { seller_name: string };
};

/** Sends what the outbox holds through the real SMTP relay; the mails the relay got to `to`. */
async function sentTo(to: string): Promise<ParsedMail[]> {
  while ((await ctx.services.outbox.drainOnce()).sent > 0);
  return sink.received.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === to);
}

const SHOP_FROM = { name: 'Sella Stars via Gacha Shop', address: 'no-reply@shop.test' };

describe("the seller's name", () => {
  it('is on the invoice answer, and the purchase answer', async () => {
    const purchase = await placeOrder(ctx, await listAccount(ctx, seller, gameId));
    expect(purchase).toMatchObject({ seller_name: 'Sella Stars' });
    expect(await invoiceOf(purchase)).toMatchObject({ seller_name: 'Sella Stars' });
  });

  it("falls back to the seller's code when they have no name", async () => {
    const plain = await signedInRoller(ctx, 'plain');
    // A blank name, as a row written before names were checked may hold.
    await ctx.db.updateTable('rollers').set({ name: ' ' }).where('code', '=', 'plain').execute();
    const order = await placeOrder(ctx, await listAccount(ctx, plain, gameId));
    expect(await invoiceOf(order)).toMatchObject({ seller_name: 'plain' });
  });

  it('is the From name of the invoice, delivery and cancellation mails, from the shop’s address', async () => {
    const who = { ...buyer, email: 'named@example.com' };
    const delivered = await placeOrder(ctx, await listAccount(ctx, seller, gameId), who);
    const cancelled = await placeOrder(ctx, await listAccount(ctx, seller, gameId), who);
    for (const [order, action] of [
      [delivered, 'confirm'],
      [cancelled, 'cancel'],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/roller/transactions/${order.id}/${action}`,
        headers: seller.auth,
      });
      expect(res.statusCode).toBe(200);
    }

    const mails = await sentTo(who.email);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Invoice for Named Game/),
      expect.stringMatching(/^Invoice for Named Game/),
      expect.stringMatching(/is ready$/),
      expect.stringMatching(/was cancelled$/),
    ]);
    for (const mail of mails) {
      expect(mail.from?.value).toEqual([SHOP_FROM]);
      expect(mail.replyTo?.text).toBe('sella.orders@shop.test');
    }
  });
});
