import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuyerEmails } from '@shop/contract';
import { queuedMails } from '../../../test/orders-fixture.ts';
import { buyerAccessWorld, DAY_MS, type BuyerAccessWorld } from './buyer-access-fixture.ts';
import { ACCESS_REQUESTED } from './service.ts';

let world: BuyerAccessWorld;
let time: BuyerAccessWorld['time'];
let ctx: BuyerAccessWorld['ctx'];
let bought: BuyerAccessWorld['bought'];
let boughtOrder: number;
let deliveredAt: Date;
let nextAddress: BuyerAccessWorld['nextAddress'];
let request: BuyerAccessWorld['request'];
let read: BuyerAccessWorld['read'];
let linkTokenFor: BuyerAccessWorld['linkTokenFor'];

beforeAll(async () => {
  world = await buyerAccessWorld();
  ({ time, ctx, bought, boughtOrder, deliveredAt, nextAddress, request, read, linkTokenFor } =
    world);
});
afterAll(() => world.close());

describe('buyer mail access', () => {
  it('answers the same for any e-mail, and mails a link only to a buyer of a delivered account', async () => {
    const before = (await queuedMails(ctx)).length;
    // Each queued link wakes the outbox at once: the buyer is waiting for it.
    const jobs = ctx.services.jobs;
    const wake = jobs.wake;
    const kicks: string[] = [];
    jobs.wake = (kind) => void (kind === 'mail' && kicks.push('kick'));
    try {
      for (const email of ['nobody@example.com', 'MINA@example.com']) {
        const res = await request(email);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ status: 'success', data: { message: ACCESS_REQUESTED } });
      }
    } finally {
      jobs.wake = wake;
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
