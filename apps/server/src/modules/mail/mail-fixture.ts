import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer/index.js';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { EmailDetail, EmailList } from '@shop/contract';
import { input, openBackofficeShop, postAccount } from '../accounts/backoffice-fixture.ts';
import { startInboundSmtp, type InboundSmtpOptions } from './smtp.ts';
import { createTestContext, manualClock, type TestContext } from '../../../test/helpers.ts';
import type { InboundSettings } from '../../config/types.ts';
import { DEFAULT_FROM, signed, type DkimKey } from '../../../test/dkim.ts';

export const INBOUND_SECRET = 'inbound-secret-for-tests-0123456789';
export const MAX_BYTES = 200_000;

/**
 * A shop on mail domains shop.test and alt.test with rollers alice and bob, alice's account
 * alice.moon01@shop.test, and the MX listening on a free loopback port.
 */
export async function openMailShop() {
  const shop = await openBackofficeShop({
    INBOUND_SECRET,
    MAIL_MAX_BYTES: String(MAX_BYTES),
  });
  const res = await postAccount(shop.ctx, shop.gameId, shop.alice.auth, input());
  if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(res.body);
  const accountId = (res.json() as { data: { id: number } }).data.id;
  const smtp = await startSmtp(shop.ctx);
  return {
    ...shop,
    accountId,
    smtp,
    send: (mail: Mail.Options) => sendMail(smtp.port, mail),
    close: async () => {
      await smtp.close();
      await shop.ctx.close();
    },
  };
}

export type MailShop = Awaited<ReturnType<typeof openMailShop>>;

/**
 * The mail shop of a test file: opened before its tests, closed after them, and with no mail
 * left from one test to the next. Filled in by `beforeAll`, so read it inside tests only.
 */
export function useMailShop(): MailShop {
  const shop = {} as MailShop;
  beforeAll(async () => {
    Object.assign(shop, await openMailShop());
  });
  afterAll(() => shop.close());
  beforeEach(async () => {
    await sql`delete from mail_messages`.execute(shop.ctx.db);
  });
  return shop;
}

export function startSmtp(
  ctx: TestContext,
  settings: Partial<InboundSettings> = {},
  more: Partial<InboundSmtpOptions> = {},
) {
  return startInboundSmtp({
    mail: ctx.services.mail,
    settings: { ...ctx.config.inbound, ...settings },
    hostname: 'shop.test',
    port: 0,
    host: '127.0.0.1',
    log: ctx.app.log,
    events: ctx.services.events,
    ...more,
  });
}

/**
 * A shop on a clock that stands still unless moved, at a public address, taking mail over real
 * SMTP: where the buyer-access and dispute worlds start. `close` stops both. `dns` answers the
 * DKIM check (the tests' shared key unless given).
 */
export async function openClockedMailShop(
  dns?: Parameters<typeof createTestContext>[4],
  env: Record<string, string> = {},
) {
  const time = manualClock();
  const ctx = await createTestContext(
    { PUBLIC_URL: 'https://shop.example', ...env },
    undefined,
    time.clock,
    undefined,
    dns,
  );
  const smtp = await startSmtp(ctx);
  // What received mail sets off in the shop, started as workers.ts starts it.
  const stopWarrantyWatch = ctx.services.warrantyWatch.start();
  const stopMailNews = ctx.services.mailNews.start();
  const close = async () => {
    await smtp.close();
    stopWarrantyWatch();
    await stopMailNews();
    await ctx.close();
  };
  return { time, ctx, smtp, close };
}

/**
 * One message through a real SMTP client, DKIM-signed by its From domain with the tests' key
 * (test/dkim.ts), as a game company's mail arrives.
 */
export const sendSignedMail = (port: number, mail: Mail.Options, key?: DkimKey) =>
  sendMail(port, signed(mail, key));

/** One message through a real SMTP client; rejects with the server's reply code on refusal. */
export async function sendMail(port: number, mail: Mail.Options) {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port,
    secure: false,
    ignoreTLS: true,
  });
  try {
    return await transport.sendMail({ from: DEFAULT_FROM, ...mail });
  } finally {
    transport.close();
  }
}

/** A bare SMTP conversation, for what a polite client never does (no SIZE, a flood). */
export class RawSmtp {
  private buffer = '';
  private waiting: ((line: string) => void) | null = null;
  private constructor(private readonly socket: Socket) {
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => {
      this.buffer += d;
      this.flush();
    });
    // A server that drops the connection may reset it, or a write may meet it closed: the test
    // reads that from closed(), not from an unhandled error.
    socket.on('error', () => {});
  }

  /** `from` picks the client's own loopback address (127.0.0.0/8), to be another sender. */
  static async open(port: number, from?: string) {
    const socket = connect({ port, host: '127.0.0.1', ...(from ? { localAddress: from } : {}) });
    await once(socket, 'connect');
    return new RawSmtp(socket);
  }

  /** Everything received that no reply() took, once the server has closed the connection. */
  async closed(): Promise<string> {
    if (!this.socket.closed) await once(this.socket, 'close');
    return this.buffer;
  }

  private flush() {
    // A reply ends with a line "NNN text" (a dash after the code means more lines follow).
    const match = /(?:^|\r\n)(\d{3}) [^\r\n]*\r\n/.exec(this.buffer);
    if (!match || !this.waiting) return;
    const end = match.index + match[0].length;
    const reply = this.buffer.slice(0, end);
    this.buffer = this.buffer.slice(end);
    const resolve = this.waiting;
    this.waiting = null;
    resolve(reply);
  }

  /** The next complete reply, e.g. "250 OK". */
  reply(): Promise<string> {
    return new Promise((resolve) => {
      this.waiting = resolve;
      this.flush();
    });
  }

  async command(line: string): Promise<string> {
    this.socket.write(`${line}\r\n`);
    return this.reply();
  }

  write(data: string) {
    this.socket.write(data);
  }

  close() {
    this.socket.destroy();
  }
}

export async function countRows(
  ctx: TestContext,
  table: 'mail_messages' | 'mail_recipients' | 'mail_inbox',
) {
  const { rows } = await sql<{
    n: number;
  }>`select count(*)::int as n from ${sql.table(table)}`.execute(ctx.db);
  return rows[0]!.n;
}

/** GET /api/email as the given roller; fails the test on anything but 200. */
export async function listInbox(ctx: TestContext, auth: Record<string, string>, query = '') {
  const res = await ctx.app.inject({ url: `/api/email${query}`, headers: auth });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: EmailList }).data;
}

/** GET /api/email/{id} as the given roller; fails the test on anything but 200. */
export async function readEmail(ctx: TestContext, auth: Record<string, string>, id: number) {
  const res = await ctx.app.inject({ url: `/api/email/${id}`, headers: auth });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: EmailDetail }).data;
}
