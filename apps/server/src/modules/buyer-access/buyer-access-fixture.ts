import { expect } from 'vitest';
import { importOneOfEachGame, signedInRoller } from '../../../test/helpers.ts';
import { buyer, listAccount, loginEmailOf, queuedMails } from '../../../test/orders-fixture.ts';
import { openClockedMailShop, sendMail } from '../mail/mail-fixture.ts';

export const DAY_MS = 24 * 3600_000;

/**
 * A shop on a clock that stands still unless moved, with one seller ("owner") and two accounts
 * of one game: `bought` sold to mina@example.com and delivered (a mail before and one after the
 * purchase), `pending` ordered but unpaid (a mail too). Each caller gets its own shop.
 */
export async function buyerAccessWorld() {
  const { time, ctx, smtp, close } = await openClockedMailShop();
  let ip = 0;
  const nextAddress = () => `10.9.${Math.floor(++ip / 200)}.${ip % 200}`;

  async function account(gameId: number) {
    const id = await listAccount(ctx, seller, gameId);
    return { id, email: await loginEmailOf(ctx, id) };
  }

  async function buy(accountId: number) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/transaction',
      payload: { account_id: accountId, ...buyer },
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  }

  const mailTo = (to: string, subject: string) =>
    sendMail(smtp.port, { to, subject, text: `${subject}: your code is 482913` });

  const request = (email: string, remoteAddress = nextAddress()) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/buyer/request-email-access',
      payload: { email },
      remoteAddress,
    });

  const read = (token: string) =>
    ctx.app.inject({ url: `/api/buyer/emails?token=${encodeURIComponent(token)}` });

  /** The token of the newest access link mailed to `email`. */
  async function linkTokenFor(email: string): Promise<string> {
    const mails = (await queuedMails(ctx)).filter((m) => m.to_address === email);
    const token = /buyer-emails\?token=([\w-]+)/.exec(mails.at(-1)!.text_body)?.[1];
    expect(token).toBeTruthy();
    return token!;
  }

  const gameId = await importOneOfEachGame(ctx, 'access', 'Access Game');
  const seller = await signedInRoller(ctx, 'owner');
  const bought = await account(gameId);
  const pending = await account(gameId);
  await mailTo(bought.email, 'before the purchase');
  // The clock stands still, and stamps the mail and the order alike: the order comes later.
  time.advance(1000);
  /** The order that delivered `bought`, and when. */
  const boughtOrder = await buy(bought.id);
  const deliveredAt = time.clock();
  const confirmed = await ctx.app.inject({
    method: 'POST',
    url: `/api/roller/transactions/${boughtOrder}/confirm`,
    headers: seller.auth,
  });
  expect(confirmed.statusCode).toBe(200);
  await buy(pending.id);
  await mailTo(bought.email, 'after the purchase');
  await mailTo(pending.email, 'to the unpaid account');

  return {
    time,
    ctx,
    seller,
    bought,
    boughtOrder,
    deliveredAt,
    nextAddress,
    request,
    read,
    linkTokenFor,
    close,
  };
}

export type BuyerAccessWorld = Awaited<ReturnType<typeof buyerAccessWorld>>;
