import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuyerEmails } from '@shop/contract';
import { importOneOfEachGame, signedInRoller } from '../../../test/helpers.ts';
import {
  buyer,
  listAccount,
  loginEmailOf,
  placeOrder,
  queuedMails,
} from '../../../test/orders-fixture.ts';
import { openClockedMailShop, sendMail } from '../mail/mail-fixture.ts';

/**
 * The seller's reply inbox (`{code}.orders@`) is the shop's, never an account's (decision 0042):
 * an account saved with that address before the name was reserved is sold, and its buyer still
 * never reads what other buyers write to the seller there.
 */

let shop: Awaited<ReturnType<typeof openClockedMailShop>>;
let seller: Awaited<ReturnType<typeof signedInRoller>>;
let gameId: number;

beforeAll(async () => {
  shop = await openClockedMailShop();
  gameId = await importOneOfEachGame(shop.ctx, 'reply', 'Reply Game');
  seller = await signedInRoller(shop.ctx, 'sella');
});
afterAll(() => shop.close());

/** Sells the account to `who` and confirms the manual payment: the order is delivered. */
async function sell(accountId: number, who: typeof buyer) {
  const order = await placeOrder(shop.ctx, accountId, who);
  const res = await shop.ctx.app.inject({
    method: 'POST',
    url: `/api/roller/transactions/${order.id}/confirm`,
    headers: seller.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  return order;
}

/** The buyer's page, through a link mailed to them as the buyer e-mail page asks for one. */
async function buyerPage(email: string): Promise<{ token: string; data: BuyerEmails }> {
  const asked = await shop.ctx.app.inject({
    method: 'POST',
    url: '/api/buyer/request-email-access',
    payload: { email },
    remoteAddress: '10.77.0.1',
  });
  expect(asked.statusCode).toBe(200);
  const mails = (await queuedMails(shop.ctx)).filter((m) => m.to_address === email);
  const token = /buyer-emails\?token=([\w-]+)/.exec(mails.at(-1)!.text_body)?.[1];
  expect(token).toBeTruthy();
  const res = await shop.ctx.app.inject({
    url: `/api/buyer/emails?token=${encodeURIComponent(token!)}`,
  });
  expect(res.statusCode).toBe(200);
  return { token: token!, data: res.json().data as BuyerEmails };
}

/** The seller's inbox, subjects of the newest page. */
async function sellerSubjects(): Promise<string[]> {
  const res = await shop.ctx.app.inject({ url: '/api/email', headers: seller.auth });
  return (res.json().data.emails as { subject: string }[]).map((m) => m.subject);
}

describe("the seller's reply address", () => {
  it('is never read by the buyer of an account saved with it before the rule, though the seller reads it', async () => {
    const replyAddress = 'sella.orders@shop.test';
    // An account whose login became the reply address before the name was reserved.
    const taken = await listAccount(shop.ctx, seller, gameId);
    await shop.ctx.db
      .updateTable('accounts')
      .set({ login_email: replyAddress })
      .where('id', '=', taken)
      .execute();
    // A plain account beside it, sold to the same buyer: its mail is theirs to read.
    const plain = await listAccount(shop.ctx, seller, gameId);
    const plainAddress = await loginEmailOf(shop.ctx, plain);
    const mina = { ...buyer, email: 'mina.reply@example.com' };
    const order = await sell(taken, mina);
    await sell(plain, mina);

    // Another buyer answers their own invoice mail: the reply goes to the seller's inbox.
    const other = await placeOrder(shop.ctx, await listAccount(shop.ctx, seller, gameId), {
      ...buyer,
      email: 'other@example.com',
    });
    const invoice = (await queuedMails(shop.ctx)).find(
      (m) => m.to_address === 'other@example.com' && m.subject.includes(other.account_code),
    );
    expect(invoice!.headers['Reply-To']).toBe(replyAddress);
    await sendMail(shop.smtp.port, {
      from: 'other@example.com',
      to: replyAddress,
      subject: 'Re: invoice, paid with card 4111 1111 1111 1111',
      text: 'I paid, here is my card.',
    });
    await sendMail(shop.smtp.port, {
      to: plainAddress,
      subject: 'Your sign-in code',
      text: 'Your code is 482913',
    });
    // The MX answers 250 once the mail is stored: the seller reads both now.
    expect(await sellerSubjects()).toEqual(
      expect.arrayContaining([
        'Re: invoice, paid with card 4111 1111 1111 1111',
        'Your sign-in code',
      ]),
    );

    const { token, data } = await buyerPage(mina.email);
    expect(data.total_accounts).toBe(2);
    const byAddress = new Map(data.accounts.map((a) => [a.account_email, a]));
    expect(byAddress.get(replyAddress)).toMatchObject({
      transaction_id: order.id,
      email_count: 0,
      emails: [],
    });
    expect(byAddress.get(plainAddress)!.emails.map((m) => m.subject)).toEqual([
      'Your sign-in code',
    ]);
    expect(JSON.stringify(data)).not.toContain('4111');

    // Nor by its id, as a buyer who guessed it would ask.
    const reply = await shop.ctx.db
      .selectFrom('mail_messages')
      .select('id')
      .where('subject', 'like', 'Re: invoice%')
      .executeTakeFirstOrThrow();
    const one = await shop.ctx.app.inject({
      url: `/api/buyer/emails/${reply.id}?token=${encodeURIComponent(token)}`,
    });
    expect(one.statusCode).toBe(404);
    expect(one.body).not.toContain('4111');
  });

  it('cannot be given to an account any more: the save answers 400 naming the field', async () => {
    const res = await shop.ctx.app.inject({
      method: 'POST',
      url: `/api/games/${gameId}/accounts`,
      headers: seller.auth,
      payload: {
        server_name: 'asia',
        banner_guarantee: false,
        description: 'Takes the reply inbox',
        gender: 'F',
        characters: [{ character: 'lyra', copies: 1 }],
        weapons: [],
        login: 'Email',
        email: 'orders',
        password: 'Pw-orders-secret!',
        price: 34,
        images: ['/api/media/cover.webp'],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'LOGIN_EMAIL_RESERVED', field: 'email' });
  });
});
