import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { BuyerEmails } from '@shop/contract';
import { importOneOfEachGame, signedInRoller } from './helpers.ts';
import { listAccount, loginEmailOf, queuedMails } from './orders-fixture.ts';
import { openClockedMailShop, sendMail } from '../src/modules/mail/mail-fixture.ts';

type Roller = Awaited<ReturnType<typeof signedInRoller>>;

/**
 * A shop with an owner (`boss`) and two sellers (`alice`, `bob`), where buyers buy accounts with
 * a 7-day warranty, the seller confirms, and mail reaches the accounts: what the dispute tests
 * do as each party.
 */
export async function disputesWorld(
  dns?: Parameters<typeof openClockedMailShop>[0],
  env?: Record<string, string>,
) {
  const { time, ctx, smtp, close } = await openClockedMailShop(dns, env);
  const gameId = await importOneOfEachGame(ctx, 'disputes', 'Dispute Game');
  const boss = await signedInRoller(ctx, 'boss');
  await ctx.db.updateTable('rollers').set({ is_owner: true }).where('code', '=', 'boss').execute();
  const sellers = {
    alice: await signedInRoller(ctx, 'alice'),
    bob: await signedInRoller(ctx, 'bob'),
  };
  await ctx.db
    .updateTable('rollers')
    .set({ email: sql<string>`code || '@sellers.example'` })
    .execute();

  let ip = 0;
  const nextAddress = () => `10.31.${Math.floor(++ip / 200)}.${ip % 200}`;
  const inject = ctx.app.inject.bind(ctx.app);

  /** A delivered purchase of a new account of `seller`'s with a `days`-day warranty. */
  async function sale(seller: Roller, buyerEmail: string, days = 7) {
    const accountId = await listAccount(ctx, seller, gameId);
    await ctx.db
      .updateTable('accounts')
      .set({ warranty_days: days })
      .where('id', '=', accountId)
      .execute();
    const loginEmail = await loginEmailOf(ctx, accountId);
    const bought = await inject({
      method: 'POST',
      url: '/api/transaction',
      payload: { account_id: accountId, name: 'Mina Park', email: buyerEmail, note: '' },
      remoteAddress: nextAddress(),
    });
    expect(bought.statusCode, bought.body).toBe(201);
    const transactionId = bought.json().data.id as number;
    const confirmed = await inject({
      method: 'POST',
      url: `/api/roller/transactions/${transactionId}/confirm`,
      headers: seller.auth,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { accountId, transactionId, loginEmail };
  }

  /** A fresh buyer link's token for `email` (the last one mailed). */
  async function tokenFor(email: string): Promise<string> {
    const asked = await inject({
      method: 'POST',
      url: '/api/buyer/request-email-access',
      payload: { email },
      remoteAddress: nextAddress(),
    });
    expect(asked.statusCode).toBe(200);
    const mails = await mailsTo(email);
    const token = /buyer-emails\?token=([\w-]+)/.exec(mails.at(-1)!.text_body)?.[1];
    expect(token).toBeTruthy();
    return token!;
  }

  /** Sends a mail to the account and answers its id as the buyer's page lists it. */
  async function mailTo(loginEmail: string, subject: string, token: string): Promise<number> {
    await sendMail(smtp.port, { to: loginEmail, subject, text: `${subject}.` });
    const res = await inject({ url: `/api/buyer/emails?token=${token}` });
    const data = res.json().data as BuyerEmails;
    const mail = data.accounts.flatMap((a) => a.emails).find((m) => m.subject === subject);
    expect(mail, `${subject} among the buyer's mail`).toBeTruthy();
    return mail!.id;
  }

  /** The SHA-256 of a stored mail's raw message, as the shop keeps it. */
  async function rawSha256(id: number): Promise<string> {
    const { raw_gz } = await ctx.db
      .selectFrom('mail_messages')
      .select('raw_gz')
      .where('id', '=', String(id))
      .executeTakeFirstOrThrow();
    return createHash('sha256').update(gunzipSync(raw_gz)).digest('hex');
  }

  /** The buyer opens a dispute with the mail access token. */
  const openDispute = (token: string, payload: Record<string, unknown>) =>
    inject({ method: 'POST', url: `/api/buyer/disputes?token=${token}`, payload });
  /** A seller's or the owner's read (no payload) or post. */
  const asRoller = (auth: Record<string, string>, url: string, payload?: object) =>
    inject({ method: payload ? 'POST' : 'GET', url, headers: auth, payload });
  /** The buyer disputes the purchase (cannot log in, no evidence); answers the dispute's id. */
  async function disputeOf(token: string, transactionId: number): Promise<number> {
    const res = await openDispute(token, {
      transaction_id: transactionId,
      reason: 'cannot_log_in',
      message: 'The password does not work.',
      evidence_email_ids: [],
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  }
  /** The buyer disputes the purchase and the owner refunds it; answers the dispute's id. */
  async function refund(token: string, transactionId: number): Promise<number> {
    const id = await disputeOf(token, transactionId);
    const resolved = await asRoller(boss.auth, `/api/owner/disputes/${id}/resolve`, {
      resolution: 'refund',
      note: 'Refunded.',
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    return id;
  }
  /** The mails the shop queued to `address`. */
  async function mailsTo(address: string) {
    return (await queuedMails(ctx)).filter((m) => m.to_address === address);
  }
  return {
    ctx,
    smtp,
    time,
    boss,
    sellers,
    sale,
    tokenFor,
    mailTo,
    rawSha256,
    inject,
    nextAddress,
    openDispute,
    disputeOf,
    refund,
    asRoller,
    mailsTo,
    close,
  };
}

export type DisputesWorld = Awaited<ReturnType<typeof disputesWorld>>;
