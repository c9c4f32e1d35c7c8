import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuyerEmails } from '@shop/contract';
import {
  createTestContext,
  importOneOfEachGame,
  manualClock,
  signedInRoller,
  type TestContext,
} from '../../../test/helpers.ts';
import { buyer, listAccount, queuedMails } from '../../../test/orders-fixture.ts';
import { sendMail, startSmtp } from '../mail/mail-fixture.ts';
import { ACCESS_REQUESTED } from './service.ts';

const time = manualClock();
let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let seller: Awaited<ReturnType<typeof signedInRoller>>;
let bought: { id: number; email: string };
let pending: { id: number; email: string };
/** The order that delivered `bought`, and when (the clock stands still unless moved). */
let boughtOrder: number;
let deliveredAt: Date;
const DAY_MS = 24 * 3600_000;

let ip = 0;
const nextAddress = () => `10.9.${Math.floor(++ip / 200)}.${ip % 200}`;

async function account(gameId: number) {
  const id = await listAccount(ctx, seller, gameId);
  const row = await ctx.db
    .selectFrom('accounts')
    .select('login_email')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { id, email: row.login_email };
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

beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_URL: 'https://shop.example' }, undefined, time.clock);
  smtp = await startSmtp(ctx);
  const gameId = await importOneOfEachGame(ctx, 'access', 'Access Game');
  seller = await signedInRoller(ctx, 'owner');
  bought = await account(gameId);
  pending = await account(gameId);
  await mailTo(bought.email, 'before the purchase');
  const order = await buy(bought.id);
  boughtOrder = order;
  deliveredAt = time.clock();
  const confirmed = await ctx.app.inject({
    method: 'POST',
    url: `/api/roller/transactions/${order}/confirm`,
    headers: seller.auth,
  });
  expect(confirmed.statusCode).toBe(200);
  await buy(pending.id);
  await mailTo(bought.email, 'after the purchase');
  await mailTo(pending.email, 'to the unpaid account');
});
afterAll(async () => {
  await smtp.close();
  await ctx.close();
});

describe('buyer mail access', () => {
  it('answers the same for any e-mail, and mails a link only to a buyer of a delivered account', async () => {
    const before = (await queuedMails(ctx)).length;
    // Each queued link wakes the outbox at once: the buyer is waiting for it.
    const worker = ctx.services.outbox;
    const kick = worker.kick;
    const kicks: string[] = [];
    worker.kick = () => void kicks.push('kick');
    try {
      for (const email of ['nobody@example.com', 'MINA@example.com']) {
        const res = await request(email);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ status: 'success', data: { message: ACCESS_REQUESTED } });
      }
    } finally {
      worker.kick = kick;
    }
    const sent = (await queuedMails(ctx)).slice(before);
    expect(sent.map((m) => m.to_address)).toEqual(['mina@example.com']);
    expect(kicks).toEqual(['kick']);
    expect(sent[0]!.text_body).toContain('https://shop.example/buyer-emails?token=');
  });

  it('reads the mail of delivered accounts since their purchase, nothing else', async () => {
    const res = await read(await linkTokenFor('mina@example.com'));
    expect(res.statusCode).toBe(200);
    const data = res.json().data as BuyerEmails;
    expect(data).toMatchObject({
      buyer_email: 'mina@example.com',
      total_accounts: 1,
      access_expires_at: new Date(time.clock().getTime() + 24 * 3600_000).toISOString(),
    });
    expect(data.accounts).toHaveLength(1);
    expect(data.accounts[0]).toMatchObject({
      transaction_id: boughtOrder,
      game_name: 'Access Game',
      server_name: 'Asia',
      account_email: bought.email,
      email_count: 1,
      // The seller's default of 7 days, counted from delivery.
      warranty_until: new Date(deliveredAt.getTime() + 7 * DAY_MS).toISOString(),
    });
    expect(data.accounts[0]!.emails.map((e) => e.subject)).toEqual(['after the purchase']);
    expect(data.accounts[0]!.emails[0]).toMatchObject({
      to: bought.email,
      body: expect.stringContaining('482913'),
    });
  });

  it('shows a subject and sender stored with bidi controls without them', async () => {
    // As mail stored before they were left out at parse time.
    const restore = sql`update mail_messages set subject = 'after the purchase',
      from_address = '"HoYoverse" <noreply@hoyoverse.com>' where subject like 'after%'`;
    await sql`update mail_messages set subject = ${'after \u202Ethe purchase'},
      from_address = ${'"\u2067HoYoverse\u2069" <noreply@hoyoverse.com>'}
      where subject = 'after the purchase'`.execute(ctx.db);
    try {
      const res = await read(await linkTokenFor('mina@example.com'));
      expect(res.json().data.accounts[0].emails[0]).toMatchObject({
        subject: 'after the purchase',
        from: '"HoYoverse" <noreply@hoyoverse.com>',
      });
    } finally {
      await restore.execute(ctx.db);
    }
  });

  it('stops working after 24 hours, and answers 401 to an unknown token', async () => {
    await request('mina@example.com');
    const token = await linkTokenFor('mina@example.com');
    expect((await read(token)).statusCode).toBe(200);
    time.advance(24 * 3600_000 + 1000);
    for (const t of [token, 'made-up-token']) {
      const res = await read(t);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        code: 'BUYER_ACCESS_INVALID',
        message: 'Failed to access emails. Your token may have expired or is invalid.',
      });
    }
  });

  it('names the field of a bad request and changes nothing', async () => {
    const before = (await queuedMails(ctx)).length;
    for (const payload of [{}, { email: 'not-an-email' }, { email: 'a@b.c', extra: 1 }]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/buyer/request-email-access',
        payload,
        remoteAddress: nextAddress(),
      });
      expect(res.statusCode).toBe(400);
    }
    expect((await read('')).statusCode).toBe(400);
    expect((await queuedMails(ctx)).length).toBe(before);
  });

  it('limits requests per client address, and links per e-mail without saying so', async () => {
    const address = '10.77.0.1';
    for (let i = 0; i < 10; i++)
      expect((await request('x@example.com', address)).statusCode).toBe(200);
    const limited = await request('x@example.com', address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();

    time.advance(3600_000);
    const before = (await queuedMails(ctx)).filter((m) => m.to_address === 'mina@example.com');
    for (let i = 0; i < 5; i++) {
      const res = await request('mina@example.com');
      expect(res.json().data.message).toBe(ACCESS_REQUESTED);
    }
    const after = (await queuedMails(ctx)).filter((m) => m.to_address === 'mina@example.com');
    expect(after.length - before.length).toBe(3);
  });
});

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
