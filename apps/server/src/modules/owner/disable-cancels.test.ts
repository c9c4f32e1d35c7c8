import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder, queuedMails } from '../../../test/orders-fixture.ts';
import { openShop, setSeller } from './disabled-seller-fixture.ts';

/**
 * Disabling a seller cancels their unpaid orders (decision 0039, "Disabling a seller"), and the
 * owner's dialog says so: each buyer is mailed that the shop owner cancelled their order, and the
 * invoice says the same, never blaming the seller.
 */

let shop: Awaited<ReturnType<typeof openShop>>;
beforeAll(async () => {
  shop = await openShop({ PUBLIC_URL: 'https://shop.example', SHOP_CONTACT: 'help@shop.example' });
});
afterAll(() => shop.ctx.close());

const invoiceOf = async (order: { invoice_url: string }) => {
  const res = await shop.ctx.app.inject({
    url: order.invoice_url.replace('https://shop.example/invoice/', '/api/transaction/'),
  });
  return res.json().data as { status: string; cancelled_by: string | null };
};

describe('disabling a seller', () => {
  it('cancels each unpaid order in the owner’s name and mails each buyer who cancelled', async () => {
    const { ctx, owner, samId, accounts } = shop;
    const ana = { name: 'Ana', email: 'ana@example.com', note: '' };
    const ben = { name: 'Ben', email: 'ben@example.com', note: '' };
    const kit = { name: 'Kit', email: 'kit@example.com', note: '' };
    const anaOrder = await placeOrder(ctx, accounts.sam[0]!, ana);
    const benOrder = await placeOrder(ctx, accounts.sam[1]!, ben);
    const kitOrder = await placeOrder(ctx, accounts.kim, kit);
    const before = (await queuedMails(ctx)).length;

    await setSeller(ctx, owner, samId, 'disable');

    const mails = (await queuedMails(ctx)).slice(before);
    const toBuyers = mails.filter((m) => m.to_address.endsWith('@example.com'));
    expect(toBuyers.map((m) => m.to_address).sort()).toEqual([ana.email, ben.email]);
    for (const [who, order] of [
      [ana, anaOrder],
      [ben, benOrder],
    ] as const) {
      const mail = toBuyers.find((m) => m.to_address === who.email)!;
      expect(mail.subject).toBe(`Your order of Shown account ${order.account_code} was cancelled`);
      expect(mail.text_body).toContain(`Hello ${who.name}, the shop owner cancelled your order`);
      expect(mail.text_body).toContain('its seller no longer sells on this shop');
      expect(mail.text_body).toContain('Cancelled by: The shop owner');
      expect(mail.text_body).toContain('Write to the shop at help@shop.example');
      expect(mail.text_body).not.toContain('the seller cancelled');
      expect(await invoiceOf(order)).toMatchObject({ status: 'cancelled', cancelled_by: 'owner' });
    }
    expect(await invoiceOf(kitOrder)).toMatchObject({ status: 'pending', cancelled_by: null });

    // Again on a disabled seller: nothing left to cancel, nobody mailed twice.
    const again = (await queuedMails(ctx)).length;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/owner/sellers/${samId}/disable`,
      headers: owner.auth,
    });
    expect(res.statusCode).toBe(200);
    expect((await queuedMails(ctx)).length).toBe(again);
  });
});
