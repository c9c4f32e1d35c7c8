import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import nodemailer from 'nodemailer';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DomainEvents } from '../../lib/events.ts';
import { signedInRoller } from '../../../test/helpers.ts';
import {
  countRows,
  listInbox,
  MAX_BYTES,
  RawSmtp,
  sendMail,
  startSmtp,
  useMailShop,
} from './mail-fixture.ts';

const shop = useMailShop();

const inbox = (auth: Record<string, string>, query = '') => listInbox(shop.ctx, auth, query);

async function recipients() {
  const { rows } = await sql<{ address: string; roller: string; account_id: number | null }>`
    select r.address, ro.code as roller, r.account_id from mail_recipients r
    join rollers ro on ro.id = r.roller_id order by r.address
  `.execute(shop.ctx.db);
  return rows;
}

const refusal = async (p: Promise<unknown>) => {
  const err = (await p.then(
    () => null,
    (e: unknown) => e,
  )) as { responseCode?: number } | null;
  return err?.responseCode ?? null;
};

describe('routing at RCPT TO (DESIGN §5)', () => {
  it('delivers to the roller named by the address, on any mail domain, in any case', async () => {
    for (const to of ['alice@shop.test', 'Alice.Genshin.Main@SHOP.TEST', 'alice.x@alt.test'])
      await shop.send({ to, subject: `for ${to}`, text: 'hello' });
    const list = await inbox(shop.alice.auth);
    expect(list.emails.map((e) => e.to).sort()).toEqual([
      'alice.genshin.main@shop.test',
      'alice.x@alt.test',
      'alice@shop.test',
    ]);
    expect((await inbox(shop.bob.auth)).total).toBe(0);
  });

  it('links mail to the account whose login e-mail it was sent to', async () => {
    await shop.send({ to: 'alice.moon01@shop.test', subject: 'Verify', text: 'code 1234' });
    await shop.send({ to: 'alice.other@shop.test', subject: 'Other', text: 'x' });
    expect(await recipients()).toEqual([
      { address: 'alice.moon01@shop.test', roller: 'alice', account_id: shop.accountId },
      { address: 'alice.other@shop.test', roller: 'alice', account_id: null },
    ]);
  });

  it('routes an account login e-mail outside the code pattern to the account seller', async () => {
    await sql`update accounts set login_email = 'legacy@alt.test' where id = ${shop.accountId}`.execute(
      shop.ctx.db,
    );
    try {
      await shop.send({ to: 'LEGACY@alt.test', subject: 'Legacy', text: 'x' });
      expect(await recipients()).toEqual([
        { address: 'legacy@alt.test', roller: 'alice', account_id: shop.accountId },
      ]);
    } finally {
      await sql`update accounts set login_email = 'alice.moon01@shop.test' where id = ${shop.accountId}`.execute(
        shop.ctx.db,
      );
    }
  });

  it.each([
    ['an unknown roller', 'carol.x@shop.test'],
    ['a foreign domain', 'alice@gmail.com'],
    ['a sub-domain of a mail domain', 'alice@evil.shop.test'],
    ['a prefix that is no roller code', 'alice-x@shop.test'],
  ])('answers 550 for %s and stores nothing', async (_what, to) => {
    expect(await refusal(shop.send({ to, subject: 's', text: 't' }))).toBe(550);
    expect(await countRows(shop.ctx, 'mail_messages')).toBe(0);
  });

  it('takes mail for a roller created just after its address was refused', async () => {
    const send = () => shop.send({ to: 'dave.new@shop.test', subject: 'welcome', text: 't' });
    expect(await refusal(send())).toBe(550);
    const dave = await signedInRoller(shop.ctx, 'dave');
    expect((await send()).response).toMatch(/^250 /);
    expect((await inbox(dave.auth)).total).toBe(1);
  });

  it('keeps the accepted recipients of a mixed envelope and refuses the others', async () => {
    const info = await shop.send({
      to: ['bob.z@shop.test', 'nobody@shop.test'],
      subject: 'mix',
      text: 't',
    });
    expect(info.accepted).toEqual(['bob.z@shop.test']);
    expect(info.rejected).toEqual(['nobody@shop.test']);
    expect((await inbox(shop.bob.auth)).total).toBe(1);
  });

  it('stores a mail for two rollers once, and each sees only its own addresses', async () => {
    await shop.send({
      to: ['alice.a@shop.test', 'alice.b@alt.test', 'bob.c@shop.test'],
      subject: 'shared',
      text: 't',
    });
    expect(await countRows(shop.ctx, 'mail_messages')).toBe(1);
    const a = await inbox(shop.alice.auth);
    const b = await inbox(shop.bob.auth);
    expect(a.emails.map((e) => e.to)).toEqual(['alice.a@shop.test, alice.b@alt.test']);
    expect(b.emails.map((e) => e.to)).toEqual(['bob.c@shop.test']);
    expect(a.emails[0]!.id).toBe(b.emails[0]!.id);
  });
});

describe('storage before the 250', () => {
  it('answers 250 only with the message committed, and keeps the raw bytes compressed', async () => {
    const info = await shop.send({ to: 'alice.k@shop.test', subject: 'Kept', text: 'raw body' });
    const id = Number(/stored as (\d+)/.exec(info.response)![1]);
    const { rows } = await sql<{ raw_gz: Uint8Array; raw_size: number }>`
      select raw_gz, raw_size from mail_messages where id = ${id}
    `.execute(shop.ctx.db);
    const raw = gunzipSync(rows[0]!.raw_gz).toString();
    expect(raw.length).toBe(rows[0]!.raw_size);
    expect(raw).toContain('Subject: Kept');
    expect(raw).toContain('raw body');
    expect(rows[0]!.raw_gz.length).toBeLessThan(rows[0]!.raw_size);
  });

  it('answers 451 when the database refuses the message, stores nothing, and takes the retry', async () => {
    await sql`create function refuse_mail() returns trigger language plpgsql as $$
      begin raise exception 'disk full'; end $$`.execute(shop.ctx.db);
    await sql`create trigger refuse_mail before insert on mail_inbox
      for each row execute function refuse_mail()`.execute(shop.ctx.db);
    try {
      expect(
        await refusal(shop.send({ to: 'alice.r@shop.test', subject: 'retry me', text: 't' })),
      ).toBe(451);
      expect(await countRows(shop.ctx, 'mail_messages')).toBe(0);
      expect(await countRows(shop.ctx, 'mail_recipients')).toBe(0);
    } finally {
      await sql`drop trigger refuse_mail on mail_inbox`.execute(shop.ctx.db);
      await sql`drop function refuse_mail()`.execute(shop.ctx.db);
    }
    const info = await shop.send({ to: 'alice.r@shop.test', subject: 'retry me', text: 't' });
    expect(info.response).toMatch(/^250 /);
    expect((await inbox(shop.alice.auth)).emails.map((e) => e.subject)).toEqual(['retry me']);
  });

  it('tells who is waiting, after the commit, through mail.received', async () => {
    const seen: DomainEvents['mail.received'][] = [];
    const off = shop.ctx.services.events.on('mail.received', (e) => seen.push(e));
    try {
      await shop.send({
        to: ['alice.e@shop.test', 'bob.e@shop.test'],
        subject: 'Event',
        text: 't',
      });
    } finally {
      off();
    }
    expect(seen).toHaveLength(1);
    const { rows } = await sql<{ id: number }>`select id from mail_messages`.execute(shop.ctx.db);
    expect(seen[0]).toMatchObject({
      messageId: Number(rows[0]!.id),
      addresses: ['alice.e@shop.test', 'bob.e@shop.test'],
      subject: 'Event',
    });
    expect(seen[0]!.rollerIds).toHaveLength(2);
    expect(new Date(seen[0]!.created_at).getTime()).not.toBeNaN();
  });
});

describe('size cap', () => {
  it('answers 552 to a client that declares a size over MAIL_MAX_BYTES', async () => {
    const big = 'x'.repeat(MAX_BYTES + 10);
    expect(await refusal(shop.send({ to: 'alice.big@shop.test', subject: 'big', text: big }))).toBe(
      552,
    );
    expect(await countRows(shop.ctx, 'mail_messages')).toBe(0);
  });

  it('answers 552 to a client that sends more than it declared', async () => {
    const c = await RawSmtp.open(shop.smtp.port);
    try {
      expect(await c.reply()).toMatch(/^220 /);
      expect(await c.command('EHLO client.test')).toMatch(/SIZE 200000/);
      expect(await c.command('MAIL FROM:<a@b.test>')).toMatch(/^250 /);
      expect(await c.command('RCPT TO:<alice.big@shop.test>')).toMatch(/^250 /);
      expect(await c.command('DATA')).toMatch(/^354 /);
      const line = `${'y'.repeat(998)}\r\n`;
      c.write(`Subject: big\r\n\r\n${line.repeat(Math.ceil(MAX_BYTES / line.length) + 5)}`);
      expect(await c.command('.')).toMatch(/^552 /);
      // The connection stays usable for the next message.
      expect(await c.command('RSET')).toMatch(/^250 /);
    } finally {
      c.close();
    }
    expect(await countRows(shop.ctx, 'mail_messages')).toBe(0);
  });
});

describe('per-address limits', () => {
  it('refuses a connection over SMTP_CONNECTIONS_PER_IP with 421', async () => {
    const limited = await startSmtp(shop.ctx, { connectionsPerIp: 2 });
    const open: RawSmtp[] = [];
    try {
      for (let i = 0; i < 2; i++) {
        const c = await RawSmtp.open(limited.port);
        open.push(c);
        expect(await c.reply()).toMatch(/^220 /);
      }
      const third = await RawSmtp.open(limited.port);
      open.push(third);
      expect(await third.reply()).toMatch(/^421 /);
      // A closed connection frees its place.
      open.shift()!.close();
      let fourth: string | null = null;
      for (let tries = 0; tries < 50 && !fourth?.startsWith('220'); tries++) {
        const c = await RawSmtp.open(limited.port);
        open.push(c);
        fourth = await c.reply();
      }
      expect(fourth).toMatch(/^220 /);
    } finally {
      open.forEach((c) => c.close());
      await limited.close();
    }
  });

  it('answers 451 to messages over SMTP_MESSAGES_PER_MINUTE_PER_IP, so they come back later', async () => {
    const limited = await startSmtp(shop.ctx, { messagesPerMinutePerIp: 2 });
    try {
      const send = () =>
        sendMail(limited.port, { to: 'alice.rate@shop.test', subject: 'r', text: 't' });
      await send();
      await send();
      expect(await refusal(send())).toBe(451);
      expect(await countRows(shop.ctx, 'mail_messages')).toBe(2);
    } finally {
      await limited.close();
    }
  });
});

describe('STARTTLS', () => {
  const fixture = (name: string) =>
    readFileSync(new URL(`../../../test/fixtures/${name}`, import.meta.url));

  it('is offered only with a certificate, and then carries the message encrypted', async () => {
    const plain = await RawSmtp.open(shop.smtp.port);
    try {
      await plain.reply();
      expect(await plain.command('EHLO client.test')).not.toContain('STARTTLS');
    } finally {
      plain.close();
    }

    // A self-signed certificate for shop.test, made for these tests only.
    const tls = { key: fixture('smtp-tls.key'), cert: fixture('smtp-tls.crt') };
    const secured = await startSmtp(shop.ctx, { tls });
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: secured.port,
      requireTLS: true,
      tls: { rejectUnauthorized: false },
    });
    try {
      const c = await RawSmtp.open(secured.port);
      await c.reply();
      expect(await c.command('EHLO client.test')).toContain('STARTTLS');
      c.close();
      const info = await transport.sendMail({
        from: 'a@example.com',
        to: 'alice.tls@shop.test',
        subject: 'over TLS',
        text: 't',
      });
      expect(info.response).toMatch(/^250 /);
      expect((await inbox(shop.alice.auth)).emails.map((e) => e.subject)).toEqual(['over TLS']);
    } finally {
      transport.close();
      await secured.close();
    }
  });
});
