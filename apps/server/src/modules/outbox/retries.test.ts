import { describe, expect, it } from 'vitest';
import { closedPort, testConfig } from '../../../test/helpers.ts';
import { eventually } from '../../../test/eventually.ts';
import { startSmtpSink } from '../../../test/smtp-sink.ts';
import { createOutboxRepo } from './repo.ts';
import { transportFor } from './service.ts';
import { backoffDelay } from './worker.ts';
import { orderMail, outboxTestbed } from './worker-fixture.ts';

/** A mail the relay refuses is tried again later, at a growing delay, and never given up. */

const t = outboxTestbed();
const { smtpWorker, enqueueCommitted, outboxRows, clock } = t;

describe('outbox retries', () => {
  it('retries a refused mail (451) with doubling backoff and delivers once the server recovers', async () => {
    const worker = smtpWorker();
    await enqueueCommitted(orderMail(3));
    t.sink.refuseWith = 451;

    const t0 = clock().getTime();
    expect(await worker.drainOnce()).toEqual({ sent: 0, failed: 1 });
    let [row] = await outboxRows();
    expect(row!.attempts).toBe(1);
    expect(row!.last_error).toContain('451');
    expect(row!.sent_at).toBeNull();
    expect(row!.next_attempt_at.getTime() - t0).toBeGreaterThanOrEqual(5000);
    expect(row!.next_attempt_at.getTime() - t0).toBeLessThan(6000);

    // Not due yet: nothing is tried before the backoff has passed.
    t.offsetMs += 4000;
    expect(await worker.drainOnce()).toEqual({ sent: 0, failed: 0 });

    t.offsetMs += 1500;
    const t1 = clock().getTime();
    expect(await worker.drainOnce()).toEqual({ sent: 0, failed: 1 });
    [row] = await outboxRows();
    expect(row!.attempts).toBe(2);
    expect(row!.next_attempt_at.getTime() - t1).toBeGreaterThanOrEqual(10_000);
    expect(row!.next_attempt_at.getTime() - t1).toBeLessThan(11_000);
    expect(await worker.pendingCount()).toBe(1);

    t.sink.refuseWith = null;
    t.offsetMs += 9000;
    expect(await worker.drainOnce()).toEqual({ sent: 0, failed: 0 });
    t.offsetMs += 1500;
    expect(await worker.drainOnce()).toEqual({ sent: 1, failed: 0 });
    expect(t.sink.received.map((r) => r.subject)).toEqual(['Order 3']);
    [row] = await outboxRows();
    expect(row!.sent_at).toBeInstanceOf(Date);
    expect(row!.last_error).toBeNull();
    expect(await worker.pendingCount()).toBe(0);
  });

  it('keeps mail queued while the relay refuses connections, and sends each once when it is back', async () => {
    // SMTP_URL names a relay that is not running yet: every connection is refused.
    const port = await closedPort();
    const config = testConfig({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const repo = createOutboxRepo(t.db);
    const worker = smtpWorker({ transport: transportFor(config, repo), pollMs: 50 });
    const subjects = [20, 21, 22, 23, 24].map((n) => `Order ${n}`);
    await enqueueCommitted(...[20, 21, 22, 23, 24].map((n) => orderMail(n)));

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
    t.offsetMs += 5500;
    expect(await worker.drainOnce()).toEqual({ sent: 0, failed: 5 });
    rows = await outboxRows();
    expect(rows.every((r) => r.attempts === 2 && r.sent_at === null)).toBe(true);
    expect(await worker.pendingCount()).toBe(5);

    // The relay comes up on the port SMTP_URL names; the running worker's next due pass sends.
    const relay = await startSmtpSink(port);
    try {
      t.offsetMs += 10_500;
      worker.start();
      await relay.waitForCount(5);
      // Accepted by the relay comes just before marked sent in the outbox.
      await eventually(
        'the outbox to mark every mail sent',
        async () => (await worker.pendingCount()) === 0,
      );
      rows = await outboxRows();
      expect(rows.every((r) => r.sent_at !== null && r.last_error === null)).toBe(true);
      // Sent once: a pass with the clock past every retry time finds nothing left to send.
      t.offsetMs += 3_600_000;
      expect(await worker.drainOnce()).toEqual({ sent: 0, failed: 0 });
      await worker.stop();
      expect(relay.received.map((r) => r.subject).sort()).toEqual(subjects);
    } finally {
      await relay.close();
    }
  });

  it('keeps retrying at the 15-minute cap instead of giving up', async () => {
    const worker = smtpWorker();
    await enqueueCommitted(orderMail(4));
    await t.db.updateTable('outbox').set({ attempts: 40 }).execute();
    t.sink.refuseWith = 451;

    const t0 = clock().getTime();
    expect(await worker.drainOnce()).toEqual({ sent: 0, failed: 1 });
    const [row] = await outboxRows();
    expect(row!.attempts).toBe(41);
    expect(row!.next_attempt_at.getTime() - t0).toBeGreaterThanOrEqual(15 * 60_000);
    expect(row!.next_attempt_at.getTime() - t0).toBeLessThan(15 * 60_000 + 1000);
    expect(await worker.pendingCount()).toBe(1);

    t.sink.refuseWith = null;
    t.offsetMs += 15 * 60_000 + 1000;
    expect(await worker.drainOnce()).toEqual({ sent: 1, failed: 0 });
  });
});

describe('backoff', () => {
  it('starts at 5 s, doubles per failed attempt and stays at 15 minutes', () => {
    const delays = [1, 2, 3, 4, 8, 9, 10, 1000].map((n) => backoffDelay(n, 5000, 900_000));
    expect(delays).toEqual([5000, 10_000, 20_000, 40_000, 640_000, 900_000, 900_000, 900_000]);
  });
});
