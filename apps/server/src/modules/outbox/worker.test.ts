import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closedPort, openTestDb, testConfig } from '../../../test/helpers.ts';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.ts';
import type { DB } from '../../db/index.ts';
import { renderMail } from './layout.ts';
import { enqueueMail, type OutgoingMail } from './outbox.ts';
import { createOutboxRepo } from './repo.ts';
import { transportFor } from './service.ts';
import { createDevMailboxTransport, createSmtpTransport, type MailTransport } from './transport.ts';
import { backoffDelay, createOutboxWorker, type OutboxWorker } from './worker.ts';

let handle: Awaited<ReturnType<typeof openTestDb>>;
let db: DB;
let sink: SmtpSink;
/** The workers' clock: real time plus whatever a test has stepped forward. */
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);
const workers: OutboxWorker[] = [];

beforeAll(async () => {
  handle = await openTestDb();
  db = handle.db;
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
  await handle.close();
});
beforeEach(async () => {
  offsetMs = 0;
  sink.received.length = 0;
  sink.refuseWith = null;
  await sql`delete from outbox`.execute(db);
  await sql`delete from dev_mailbox`.execute(db);
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
});

function smtpWorker(
  options: { batchSize?: number; pollMs?: number; transport?: MailTransport } = {},
) {
  const worker = createOutboxWorker({
    repo: createOutboxRepo(db),
    transport: options.transport ?? createSmtpTransport(sink.url, { from: 'no-reply@shop.test' }),
    clock,
    batchSize: options.batchSize,
    pollMs: options.pollMs,
  });
  workers.push(worker);
  return worker;
}

function mail(n: number, to = 'buyer@example.com'): OutgoingMail {
  const { text, html } = renderMail({
    heading: `Order ${n} is paid`,
    paragraphs: ['Your account is ready.'],
    action: { label: 'Open your order', url: `http://localhost:3000/orders/${n}?token=t${n}` },
  });
  return { to, subject: `Order ${n}`, text, html };
}

async function enqueueCommitted(...mails: OutgoingMail[]) {
  await db.transaction().execute(async (trx) => {
    for (const m of mails) await enqueueMail(trx, m);
  });
}

const outboxRows = () =>
  db
    .selectFrom('outbox')
    .select(['id', 'subject', 'attempts', 'last_error', 'next_attempt_at', 'sent_at'])
    .orderBy('id')
    .execute();

describe('outbox worker over real SMTP', () => {
  it('delivers a mail committed in a transaction: to, subject, text and html parts, headers', async () => {
    const worker = smtpWorker();
    const m = {
      ...mail(1),
      headers: { 'List-Unsubscribe': '<http://localhost:3000/unsubscribe>' },
    };
    await enqueueCommitted(m);
    expect(await worker.pendingCount()).toBe(1);

    expect(await worker.drainOnce()).toEqual({ sent: 1, failed: 0 });

    expect(sink.received).toHaveLength(1);
    const got = sink.received[0]!;
    expect(got.to && !Array.isArray(got.to) ? got.to.text : null).toBe('buyer@example.com');
    expect(got.from?.text).toBe('no-reply@shop.test');
    expect(got.subject).toBe('Order 1');
    expect(got.text?.trim()).toBe(m.text);
    expect(got.html).toContain('Order 1 is paid');
    expect(got.html).toContain('href="http://localhost:3000/orders/1?token=t1"');
    expect(got.headerLines.find((h) => h.key === 'list-unsubscribe')?.line).toBe(
      'List-Unsubscribe: <http://localhost:3000/unsubscribe>',
    );

    const [row] = await outboxRows();
    expect(row!.sent_at).toBeInstanceOf(Date);
    expect(row!.attempts).toBe(0);
    expect(await worker.pendingCount()).toBe(0);
    // Sent means sent: a second pass finds nothing.
    expect(await worker.drainOnce()).toEqual({ sent: 0, failed: 0 });
    expect(sink.received).toHaveLength(1);
  });

  it('sends nothing for a transaction that rolled back', async () => {
    const worker = smtpWorker();
    await expect(
      db.transaction().execute(async (trx) => {
        await enqueueMail(trx, mail(2));
        throw new Error('payment failed');
      }),
    ).rejects.toThrow('payment failed');

    expect(await worker.drainOnce()).toEqual({ sent: 0, failed: 0 });
    expect(await worker.pendingCount()).toBe(0);
    expect(await outboxRows()).toEqual([]);
    expect(sink.received).toEqual([]);
  });

  it('a mail queued within the current millisecond is due in that millisecond', async () => {
    await enqueueCommitted(mail(4));
    // The database stamps now() in microseconds; the worker's clock reads whole milliseconds.
    const at = new Date();
    await sql`update outbox set next_attempt_at = ${at.toISOString()}::timestamptz + interval '600 microseconds'`.execute(
      db,
    );
    const claimed = await createOutboxRepo(db).claimDue(at, new Date(at.getTime() + 60_000), 10);
    expect(claimed.map((m) => m.subject)).toEqual(['Order 4']);
  });

  it('retries a refused mail (451) with doubling backoff and delivers once the server recovers', async () => {
    const worker = smtpWorker();
    await enqueueCommitted(mail(3));
    sink.refuseWith = 451;

    const t0 = clock().getTime();
    expect(await worker.drainOnce()).toEqual({ sent: 0, failed: 1 });
    let [row] = await outboxRows();
    expect(row!.attempts).toBe(1);
    expect(row!.last_error).toContain('451');
    expect(row!.sent_at).toBeNull();
    expect(row!.next_attempt_at.getTime() - t0).toBeGreaterThanOrEqual(5000);
    expect(row!.next_attempt_at.getTime() - t0).toBeLessThan(6000);

    // Not due yet: nothing is tried before the backoff has passed.
    offsetMs += 4000;
    expect(await worker.drainOnce()).toEqual({ sent: 0, failed: 0 });

    offsetMs += 1500;
    const t1 = clock().getTime();
    expect(await worker.drainOnce()).toEqual({ sent: 0, failed: 1 });
    [row] = await outboxRows();
    expect(row!.attempts).toBe(2);
    expect(row!.next_attempt_at.getTime() - t1).toBeGreaterThanOrEqual(10_000);
    expect(row!.next_attempt_at.getTime() - t1).toBeLessThan(11_000);
    expect(await worker.pendingCount()).toBe(1);

    sink.refuseWith = null;
    offsetMs += 9000;
    expect(await worker.drainOnce()).toEqual({ sent: 0, failed: 0 });
    offsetMs += 1500;
    expect(await worker.drainOnce()).toEqual({ sent: 1, failed: 0 });
    expect(sink.received.map((r) => r.subject)).toEqual(['Order 3']);
    [row] = await outboxRows();
    expect(row!.sent_at).toBeInstanceOf(Date);
    expect(row!.last_error).toBeNull();
    expect(await worker.pendingCount()).toBe(0);
  });

  it('keeps mail queued while the relay refuses connections, and sends each once when it is back', async () => {
    // SMTP_URL names a relay that is not running yet: every connection is refused.
    const port = await closedPort();
    const config = testConfig({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const repo = createOutboxRepo(db);
    const worker = smtpWorker({ transport: transportFor(config, repo), pollMs: 50 });
    const subjects = [20, 21, 22, 23, 24].map((n) => `Order ${n}`);
    await enqueueCommitted(...[20, 21, 22, 23, 24].map((n) => mail(n)));

    const t0 = clock().getTime();
    expect(await worker.drainOnce()).toEqual({ sent: 0, failed: 5 });
    let rows = await outboxRows();
    expect(rows.map((r) => [r.subject, r.attempts, r.sent_at])).toEqual(
      subjects.map((s) => [s, 1, null]),
    );
    for (const r of rows) {
      expect(r.last_error).toContain('ECONNREFUSED');
      expect(r.next_attempt_at.getTime() - t0).toBeGreaterThanOrEqual(5000);
    }
    // Before the backoff has passed nothing is tried; after it, the relay is still away.
    expect(await worker.drainOnce()).toEqual({ sent: 0, failed: 0 });
    offsetMs += 5500;
    expect(await worker.drainOnce()).toEqual({ sent: 0, failed: 5 });
    rows = await outboxRows();
    expect(rows.every((r) => r.attempts === 2 && r.sent_at === null)).toBe(true);
    expect(await worker.pendingCount()).toBe(5);

    // The relay comes up on the port SMTP_URL names; the running worker's next due pass sends.
    const relay = await startSmtpSink(port);
    try {
      offsetMs += 10_500;
      worker.start();
      await relay.waitForCount(5);
      // Accepted by the relay comes just before marked sent in the outbox.
      const deadline = Date.now() + 10_000;
      while ((await worker.pendingCount()) > 0 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
      rows = await outboxRows();
      expect(rows.every((r) => r.sent_at !== null && r.last_error === null)).toBe(true);
      // Sent once: a pass with the clock past every retry time finds nothing left to send.
      offsetMs += 3_600_000;
      expect(await worker.drainOnce()).toEqual({ sent: 0, failed: 0 });
      await worker.stop();
      expect(relay.received.map((r) => r.subject).sort()).toEqual(subjects);
    } finally {
      await relay.close();
    }
  });

  it('keeps retrying at the 15-minute cap instead of giving up', async () => {
    const worker = smtpWorker();
    await enqueueCommitted(mail(4));
    await db.updateTable('outbox').set({ attempts: 40 }).execute();
    sink.refuseWith = 451;

    const t0 = clock().getTime();
    expect(await worker.drainOnce()).toEqual({ sent: 0, failed: 1 });
    const [row] = await outboxRows();
    expect(row!.attempts).toBe(41);
    expect(row!.next_attempt_at.getTime() - t0).toBeGreaterThanOrEqual(15 * 60_000);
    expect(row!.next_attempt_at.getTime() - t0).toBeLessThan(15 * 60_000 + 1000);
    expect(await worker.pendingCount()).toBe(1);

    sink.refuseWith = null;
    offsetMs += 15 * 60_000 + 1000;
    expect(await worker.drainOnce()).toEqual({ sent: 1, failed: 0 });
  });

  it('two workers draining at once send every mail exactly once', async () => {
    const subjects = Array.from({ length: 12 }, (_, i) => `Order ${100 + i}`);
    await enqueueCommitted(...subjects.map((_, i) => mail(100 + i)));
    const a = smtpWorker({ batchSize: 3 });
    const b = smtpWorker({ batchSize: 3 });
    const drainAll = async (w: OutboxWorker) => {
      let sent = 0;
      for (;;) {
        const r = await w.drainOnce();
        if (r.sent + r.failed === 0) return sent;
        sent += r.sent;
      }
    };

    const [byA, byB] = await Promise.all([drainAll(a), drainAll(b)]);

    expect(byA + byB).toBe(12);
    // Both took part: each claimed a batch before either had finished one.
    expect(Math.min(byA, byB)).toBeGreaterThan(0);
    expect(sink.received.map((r) => r.subject).sort()).toEqual([...subjects].sort());
    expect(await a.pendingCount()).toBe(0);
  });

  it('once started, a kick sends a new mail at once, without waiting for the next poll', async () => {
    // An hour between polls: only the start-up pass and kicks can deliver within this test.
    const worker = smtpWorker({ pollMs: 3_600_000 });
    await enqueueCommitted(mail(5));
    worker.start();
    await sink.waitForCount(1);

    await enqueueCommitted(mail(6));
    worker.kick();
    await sink.waitForCount(2);
    await worker.stop();

    expect(sink.received.map((r) => r.subject)).toEqual(['Order 5', 'Order 6']);
    expect(await worker.pendingCount()).toBe(0);
  });

  it('on stop, finishes the mail in flight and gives the rest of its batch back, unattempted', async () => {
    const smtp = createSmtpTransport(sink.url, { from: 'no-reply@shop.test' });
    let stopped: Promise<void> | null = null;
    const worker = smtpWorker({
      transport: {
        kind: 'smtp',
        async send(m, log) {
          // The stop arrives while the first mail of the batch is being sent.
          stopped ??= worker.stop();
          await smtp.send(m, log);
        },
        verify: () => smtp.verify(),
        close: () => smtp.close(),
      },
    });
    await enqueueCommitted(mail(7), mail(8), mail(9));

    expect(await worker.drainOnce()).toEqual({ sent: 1, failed: 0 });
    await stopped;

    expect(sink.received.map((r) => r.subject)).toEqual(['Order 7']);
    const rows = await outboxRows();
    expect(rows.map((r) => [r.subject, r.sent_at !== null, r.attempts])).toEqual([
      ['Order 7', true, 0],
      ['Order 8', false, 0],
      ['Order 9', false, 0],
    ]);
    // Given back, not left leased: the next worker may take them right away.
    for (const r of rows.slice(1))
      expect(r.next_attempt_at.getTime()).toBeLessThanOrEqual(Date.now());
  });
});

describe('backoff', () => {
  it('starts at 5 s, doubles per failed attempt and stays at 15 minutes', () => {
    const delays = [1, 2, 3, 4, 8, 9, 10, 1000].map((n) => backoffDelay(n, 5000, 900_000));
    expect(delays).toEqual([5000, 10_000, 20_000, 40_000, 640_000, 900_000, 900_000, 900_000]);
  });
});

describe('dev mailbox transport', () => {
  it('stores the mail once per outbox row and logs recipient, subject and links, never the body', async () => {
    const lines: Array<{ obj: object; msg: string }> = [];
    const log = {
      info: (obj: object, msg: string) => lines.push({ obj, msg }),
      warn: () => {},
      error: () => {},
    };
    const transport = createDevMailboxTransport(createOutboxRepo(db));
    const worker = createOutboxWorker({ repo: createOutboxRepo(db), transport, clock, log });
    workers.push(worker);
    await enqueueCommitted({
      to: 'Buyer@Example.com',
      subject: 'Your account',
      text: 'Login: hero@mail.test\nPassword: s3cret-Pa55\nInvoice: http://localhost:3000/invoices/9?token=abc\n',
      html: '<p>Password: s3cret-Pa55</p>',
    });

    expect(await worker.drainOnce()).toEqual({ sent: 1, failed: 0 });

    const stored = await db.selectFrom('dev_mailbox').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.to_address).toBe('Buyer@Example.com');
    expect(stored[0]!.text_body).toContain('Password: s3cret-Pa55');
    expect(lines).toHaveLength(1);
    expect(lines[0]!.obj).toEqual({
      to: 'Buyer@Example.com',
      subject: 'Your account',
      links: ['http://localhost:3000/invoices/9?token=abc'],
    });
    expect(JSON.stringify(lines[0])).not.toContain('s3cret');

    // A retry of the same row (a crash after storing, before marking sent) adds nothing.
    const [queued] = await db.selectFrom('outbox').select('id').execute();
    await transport.send(
      { id: Number(queued!.id), attempts: 0, to: 'x@y.z', subject: 'again', text: '', html: '' },
      log,
    );
    expect(await db.selectFrom('dev_mailbox').selectAll().execute()).toHaveLength(1);
  });

  it('behind a proxy (config turned the mailbox off) stores the mail and warns it was not sent, without links', async () => {
    const lines: Array<{ level: string; obj: object; msg: string }> = [];
    const log = {
      info: (obj: object, msg: string) => lines.push({ level: 'info', obj, msg }),
      warn: (obj: object, msg: string) => lines.push({ level: 'warn', obj, msg }),
      error: () => {},
    };
    const config = testConfig({ TRUST_PROXY: '1' });
    const transport = transportFor(config, createOutboxRepo(db));
    expect(transport.kind).toBe('dev-mailbox');
    const worker = createOutboxWorker({ repo: createOutboxRepo(db), transport, clock, log });
    workers.push(worker);
    await enqueueCommitted({
      to: 'buyer@example.com',
      subject: 'Your account',
      text: 'Password: s3cret-Pa55\nYour mail: http://localhost:3000/buyer?token=abc\n',
      html: '<p>Password: s3cret-Pa55</p>',
    });

    expect(await worker.drainOnce()).toEqual({ sent: 1, failed: 0 });
    expect(await db.selectFrom('dev_mailbox').selectAll().execute()).toHaveLength(1);
    expect(lines).toEqual([
      {
        level: 'warn',
        obj: { to: 'buyer@example.com', subject: 'Your account' },
        msg: 'mail not sent: SMTP_URL is unset and the dev mailbox is off behind a proxy',
      },
    ]);
  });
});
