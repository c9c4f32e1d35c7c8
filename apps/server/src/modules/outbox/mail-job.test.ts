import { describe, expect, it } from 'vitest';
import { closedPort, testConfig } from '../../../test/helpers.ts';
import { eventually } from '../../../test/eventually.ts';
import { startSmtpSink } from '../../../test/smtp-sink.ts';
import { createOutboxRepo } from './repo.ts';
import { transportFor } from './service.ts';
import { orderMail, outboxTestbed } from './worker-fixture.ts';

/**
 * Outbound mail rides on the one job queue (decision 0043; its guarantees are tested in
 * db/jobs/queue.test.ts): what a unit of work queued goes out over real SMTP whole, and waits
 * in the queue while the relay is away.
 */

const t = outboxTestbed();
const { worker, enqueueCommitted, outboxRows, clock } = t;

describe('mail on the job queue', () => {
  it('is a job of kind mail, delivered whole: to, subject, text and html parts, headers', async () => {
    const w = worker();
    const m = {
      ...orderMail(1),
      headers: { 'List-Unsubscribe': '<http://localhost:3000/unsubscribe>' },
      fromName: 'Sella via Gacha Shop',
    };
    await w.unitOfWork({}).run(({ outbox }) => outbox.queue(m));
    expect(t.wakes).toEqual(['mail']);
    expect(await w.pendingCount()).toBe(1);

    expect(await w.drainOnce()).toEqual({ done: 1, failed: 0 });

    expect(t.sink.received).toHaveLength(1);
    const got = t.sink.received[0]!;
    expect(got.to && !Array.isArray(got.to) ? got.to.text : null).toBe('buyer@example.com');
    expect(got.from?.text).toBe('"Sella via Gacha Shop" <no-reply@shop.test>');
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
    expect(await w.pendingCount()).toBe(0);
  });

  it('keeps mail queued while the relay refuses connections, and sends each once when it is back', async () => {
    // SMTP_URL names a relay that is not running yet: every connection is refused.
    const port = await closedPort();
    const config = testConfig({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const w = worker({ transport: transportFor(config, createOutboxRepo(t.db)), pollMs: 50 });
    const subjects = [20, 21, 22, 23, 24].map((n) => `Order ${n}`);
    await enqueueCommitted(...[20, 21, 22, 23, 24].map((n) => orderMail(n)));

    const t0 = clock().getTime();
    expect(await w.drainOnce()).toEqual({ done: 0, failed: 5 });
    let rows = await outboxRows();
    expect(rows.map((r) => [r.subject, r.attempts, r.sent_at])).toEqual(
      subjects.map((s) => [s, 1, null]),
    );
    for (const r of rows) {
      expect(r.last_error).toContain('ECONNREFUSED');
      expect(r.next_attempt_at.getTime() - t0).toBeGreaterThanOrEqual(5000);
    }
    t.offsetMs += 5500;
    expect(await w.drainOnce()).toEqual({ done: 0, failed: 5 });
    expect(await w.pendingCount()).toBe(5);

    // The relay comes up on the port SMTP_URL names; the running queue's next due pass sends.
    const relay = await startSmtpSink(port);
    try {
      t.offsetMs += 10_500;
      w.start();
      await relay.waitForCount(5);
      // Accepted by the relay comes just before marked sent in the outbox.
      await eventually(
        'the queue to mark every mail sent',
        async () => (await w.pendingCount()) === 0,
      );
      rows = await outboxRows();
      expect(rows.every((r) => r.sent_at !== null && r.last_error === null)).toBe(true);
      await w.stop();
      expect(relay.received.map((r) => r.subject).sort()).toEqual(subjects);
    } finally {
      await relay.close();
    }
  });
});
