import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { enqueueMail } from './outbox-fixture.ts';
import { createOutboxRepo } from './repo.ts';
import { createSmtpTransport } from './transport.ts';
import type { OutboxWorker } from './worker.ts';
import { orderMail, outboxTestbed } from './worker-fixture.ts';

/** The outbox worker over real SMTP: what commits is sent once, what rolls back never. */

const t = outboxTestbed();
const { smtpWorker, enqueueCommitted, outboxRows } = t;

describe('outbox worker over real SMTP', () => {
  it('delivers a mail committed in a transaction: to, subject, text and html parts, headers', async () => {
    const worker = smtpWorker();
    const m = {
      ...orderMail(1),
      headers: { 'List-Unsubscribe': '<http://localhost:3000/unsubscribe>' },
    };
    await enqueueCommitted(m);
    expect(await worker.pendingCount()).toBe(1);

    expect(await worker.drainOnce()).toEqual({ sent: 1, failed: 0 });

    expect(t.sink.received).toHaveLength(1);
    const got = t.sink.received[0]!;
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
    expect(t.sink.received).toHaveLength(1);
  });

  it('sends nothing for a transaction that rolled back', async () => {
    const worker = smtpWorker();
    await expect(
      t.db.transaction().execute(async (trx) => {
        await enqueueMail(trx, orderMail(2));
        throw new Error('payment failed');
      }),
    ).rejects.toThrow('payment failed');

    expect(await worker.drainOnce()).toEqual({ sent: 0, failed: 0 });
    expect(await worker.pendingCount()).toBe(0);
    expect(await outboxRows()).toEqual([]);
    expect(t.sink.received).toEqual([]);
  });

  it('a mail queued within the current millisecond is due in that millisecond', async () => {
    await enqueueCommitted(orderMail(4));
    // The database stamps now() in microseconds; the worker's clock reads whole milliseconds.
    const at = new Date();
    await sql`update outbox set next_attempt_at = ${at.toISOString()}::timestamptz + interval '600 microseconds'`.execute(
      t.db,
    );
    const claimed = await createOutboxRepo(t.db).claimDue(at, new Date(at.getTime() + 60_000), 10);
    expect(claimed.map((m) => m.subject)).toEqual(['Order 4']);
  });

  it('two workers draining at once send every mail exactly once', async () => {
    const subjects = Array.from({ length: 12 }, (_, i) => `Order ${100 + i}`);
    await enqueueCommitted(...subjects.map((_, i) => orderMail(100 + i)));
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
    expect(t.sink.received.map((r) => r.subject).sort()).toEqual([...subjects].sort());
    expect(await a.pendingCount()).toBe(0);
  });

  it('once started, a kick sends a new mail at once, without waiting for the next poll', async () => {
    // An hour between polls: only the start-up pass and kicks can deliver within this test.
    const worker = smtpWorker({ pollMs: 3_600_000 });
    await enqueueCommitted(orderMail(5));
    worker.start();
    await t.sink.waitForCount(1);

    await enqueueCommitted(orderMail(6));
    worker.kick();
    await t.sink.waitForCount(2);
    await worker.stop();

    expect(t.sink.received.map((r) => r.subject)).toEqual(['Order 5', 'Order 6']);
    expect(await worker.pendingCount()).toBe(0);
  });

  it('on stop, finishes the mail in flight and gives the rest of its batch back, unattempted', async () => {
    const smtp = createSmtpTransport(t.sink.url, { from: 'no-reply@shop.test' });
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
    await enqueueCommitted(orderMail(7), orderMail(8), orderMail(9));

    expect(await worker.drainOnce()).toEqual({ sent: 1, failed: 0 });
    await stopped;

    expect(t.sink.received.map((r) => r.subject)).toEqual(['Order 7']);
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
