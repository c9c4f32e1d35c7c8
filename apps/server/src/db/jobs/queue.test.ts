import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { orderMail, outboxTestbed } from '../../modules/outbox/worker-fixture.ts';
import { mailJob } from '../../modules/outbox/mail-job.ts';
import { createSmtpTransport } from '../../modules/outbox/transport.ts';
import type { TransactionScope } from '../unit-of-work.ts';
import { backoffDelay, JITTER } from './queue.ts';
import { createJobsRepo } from './repo.ts';

/**
 * The one job queue's guarantees (decision 0043), each tested once, on its mail kind over real
 * SMTP: a job exists if and only if its unit of work commits and wakes its runner after the
 * commit; a claimed job is leased, so it runs once however many runners drain; a failure is
 * retried after exponential backoff with jitter, until the kind's horizon; a runner that stops
 * gives back what it did not attempt. Once across instances: test/two-instances-jobs.test.ts;
 * nothing lost under kill -9: test/jobs-kill.test.ts.
 */

const t = outboxTestbed();
const { worker, enqueueCommitted, outboxRows, clock } = t;

/** A part as a module's repo makes one: its queries run on the transaction's executor. */
const games = ({ executor }: TransactionScope) => ({
  add: (slug: string) =>
    executor.insertInto('games').values({ slug, name: slug, image: '' }).execute(),
});
const gameSlugs = async () =>
  (await t.db.selectFrom('games').select('slug').where('slug', 'like', 'uow-%').execute()).map(
    (r) => r.slug,
  );
const queuedSubjects = async () => (await outboxRows()).map((r) => r.subject);

describe('enqueue in a unit of work', () => {
  it('commits the jobs with the change, then wakes their runner once, after the commit', async () => {
    await sql`delete from games where slug like 'uow-%'`.execute(t.db);
    // An hour between polls: only the wake after the commit can send within this test.
    const w = worker({ pollMs: 3_600_000 });
    w.start();
    const result = await w.unitOfWork({ games }).run(async ({ games, outbox, jobs }) => {
      await games.add('uow-a');
      await outbox.queue(orderMail(1));
      await jobs.enqueue(mailJob, [orderMail(2)]);
      // Not before the commit: the runner would find nothing to send.
      expect(t.wakes).toEqual([]);
      return 'done';
    });

    expect(result).toBe('done');
    expect(t.wakes).toEqual(['mail']);
    expect(await gameSlugs()).toEqual(['uow-a']);
    await t.sink.waitForCount(2);
    expect(t.sink.received.map((m) => m.subject)).toEqual(['Order 1', 'Order 2']);
  });

  it('keeps no job of a unit that fails, and wakes nothing', async () => {
    await sql`delete from games where slug like 'uow-%'`.execute(t.db);
    const w = worker();
    const ran: string[] = [];
    await expect(
      w.unitOfWork({ games }).run(async ({ games, outbox }) => {
        await games.add('uow-b');
        await outbox.queue(orderMail(3));
        return Promise.reject(new Error('payment failed'));
      }),
    ).rejects.toThrow('payment failed');
    await expect(
      w
        .unitOfWork({
          news: (scope: TransactionScope) => ({
            tell: () => scope.afterCommit(() => ran.push('x')),
          }),
        })
        .run(async ({ news }) => {
          news.tell();
          throw new Error('refused');
        }),
    ).rejects.toThrow('refused');

    expect(await gameSlugs()).toEqual([]);
    expect(await outboxRows()).toEqual([]);
    expect(t.wakes).toEqual([]);
    expect(ran).toEqual([]);
    expect(await w.drainOnce()).toEqual({ done: 0, failed: 0 });
    expect(t.sink.received).toEqual([]);
  });

  it('wakes nothing when no job was queued, and runs each after-commit hook once', async () => {
    const w = worker();
    await w.unitOfWork({}).run(async ({ outbox, jobs }) => {
      await outbox.queueAll([]);
      await jobs.enqueue(mailJob, []);
    });
    expect(t.wakes).toEqual([]);

    const ran: string[] = [];
    const hook = () => ran.push('hook');
    const notices = (scope: TransactionScope) => ({ tell: () => scope.afterCommit(hook) });
    await w.unitOfWork({ notices }).run(async ({ notices, outbox }) => {
      notices.tell();
      notices.tell();
      await outbox.queue(orderMail(4));
      await outbox.queue(orderMail(5));
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(['hook']);
    expect(t.wakes).toEqual(['mail']);
  });

  it('queues many jobs at once, in order, a few hundred rows a statement, and wakes once', async () => {
    const subjects = Array.from({ length: 450 }, (_, i) => `Alert ${i}`);
    const w = worker();
    await w.unitOfWork({}).run(async ({ outbox }) => {
      await outbox.queueAll(
        subjects.map((s) => ({ to: 'a@example.com', subject: s, text: s, html: s })),
      );
      expect(t.wakes).toEqual([]);
    });
    expect(await queuedSubjects()).toEqual(subjects);
    expect(t.wakes).toEqual(['mail']);
  });
});

describe('leases', () => {
  it('a job queued within the current millisecond is due in that millisecond', async () => {
    await enqueueCommitted(orderMail(5));
    // The database stamps now() in microseconds; the runner's clock reads whole milliseconds.
    const at = new Date();
    await sql`update outbox set next_attempt_at = ${at.toISOString()}::timestamptz + interval '600 microseconds'`.execute(
      t.db,
    );
    const claimed = await createJobsRepo(t.db).claimDue(
      mailJob,
      at,
      new Date(at.getTime() + 60_000),
      10,
    );
    expect(claimed).toHaveLength(1);
  });

  it('a claimed job is leased: no other runner takes it until the lease lapses', async () => {
    await enqueueCommitted(orderMail(6));
    const repo = createJobsRepo(t.db);
    const now = clock();
    const lease = new Date(now.getTime() + 60_000);
    expect(await repo.claimDue(mailJob, now, lease, 10)).toHaveLength(1);
    // The holder dies without a word (kill -9): its lease is all that is left of it.
    expect(await worker().drainOnce()).toEqual({ done: 0, failed: 0 });
    t.offsetMs += 59_000;
    expect(await worker().drainOnce()).toEqual({ done: 0, failed: 0 });
    t.offsetMs += 1_500;
    expect(await worker().drainOnce()).toEqual({ done: 1, failed: 0 });
    expect(t.sink.received.map((m) => m.subject)).toEqual(['Order 6']);
    // Done means done: however late, no runner sends it again.
    t.offsetMs += 3_600_000;
    expect(await worker().drainOnce()).toEqual({ done: 0, failed: 0 });
  });

  it('two runners draining at once run every job exactly once', async () => {
    const subjects = Array.from({ length: 12 }, (_, i) => `Order ${100 + i}`);
    await enqueueCommitted(...subjects.map((_, i) => orderMail(100 + i)));
    const a = worker({ batchSize: 3 });
    const b = worker({ batchSize: 3 });
    const drainAll = async (w: typeof a) => {
      let done = 0;
      for (;;) {
        const r = await w.drainOnce();
        if (r.done + r.failed === 0) return done;
        done += r.done;
      }
    };

    const [byA, byB] = await Promise.all([drainAll(a), drainAll(b)]);

    expect(byA + byB).toBe(12);
    // Both took part: each claimed a batch before either had finished one.
    expect(Math.min(byA, byB)).toBeGreaterThan(0);
    expect(t.sink.received.map((r) => r.subject).sort()).toEqual([...subjects].sort());
    expect(await a.pendingCount()).toBe(0);
  });

  it('on stop, finishes the job in flight and gives the rest of its batch back, unattempted', async () => {
    const smtp = createSmtpTransport(t.sink.url, { from: 'no-reply@shop.test' });
    let stopped: Promise<void> | null = null;
    const w = worker({
      transport: {
        kind: 'smtp',
        async send(m, log) {
          // The stop arrives while the first mail of the batch is being sent.
          stopped ??= w.stop();
          await smtp.send(m, log);
        },
        verify: () => smtp.verify(),
        close: () => smtp.close(),
      },
    });
    await enqueueCommitted(orderMail(7), orderMail(8), orderMail(9));

    expect(await w.drainOnce()).toEqual({ done: 1, failed: 0 });
    await stopped;

    expect(t.sink.received.map((r) => r.subject)).toEqual(['Order 7']);
    const rows = await outboxRows();
    expect(rows.map((r) => [r.subject, r.sent_at !== null, r.attempts])).toEqual([
      ['Order 7', true, 0],
      ['Order 8', false, 0],
      ['Order 9', false, 0],
    ]);
    // Given back, not left leased: the next runner may take them right away.
    for (const r of rows.slice(1))
      expect(r.next_attempt_at.getTime()).toBeLessThanOrEqual(Date.now());
  });
});

describe('retries', () => {
  it('retries a failed job with doubling backoff and runs it once the receiver recovers', async () => {
    const w = worker();
    await enqueueCommitted(orderMail(10));
    t.sink.refuseWith = 451;

    const t0 = clock().getTime();
    expect(await w.drainOnce()).toEqual({ done: 0, failed: 1 });
    let [row] = await outboxRows();
    expect(row!.attempts).toBe(1);
    expect(row!.last_error).toContain('451');
    expect(row!.sent_at).toBeNull();
    expect(row!.next_attempt_at.getTime() - t0).toBeGreaterThanOrEqual(5000);
    expect(row!.next_attempt_at.getTime() - t0).toBeLessThan(6000);

    // Not due yet: nothing is tried before the backoff has passed.
    t.offsetMs += 4000;
    expect(await w.drainOnce()).toEqual({ done: 0, failed: 0 });

    t.offsetMs += 1500;
    const t1 = clock().getTime();
    expect(await w.drainOnce()).toEqual({ done: 0, failed: 1 });
    [row] = await outboxRows();
    expect(row!.attempts).toBe(2);
    expect(row!.next_attempt_at.getTime() - t1).toBeGreaterThanOrEqual(10_000);
    expect(row!.next_attempt_at.getTime() - t1).toBeLessThan(11_000);
    expect(await w.pendingCount()).toBe(1);

    t.sink.refuseWith = null;
    t.offsetMs += 9000;
    expect(await w.drainOnce()).toEqual({ done: 0, failed: 0 });
    t.offsetMs += 1500;
    expect(await w.drainOnce()).toEqual({ done: 1, failed: 0 });
    expect(t.sink.received.map((r) => r.subject)).toEqual(['Order 10']);
    [row] = await outboxRows();
    expect(row!.sent_at).toBeInstanceOf(Date);
    expect(row!.last_error).toBeNull();
    expect(await w.pendingCount()).toBe(0);
  });

  it('spreads jobs that failed together over up to a tenth more of the delay (jitter)', async () => {
    const draws = [0, 0.999];
    t.random = () => draws.shift() ?? 0;
    const w = worker();
    await enqueueCommitted(orderMail(11), orderMail(12));
    t.sink.refuseWith = 451;

    const t0 = clock().getTime();
    expect(await w.drainOnce()).toEqual({ done: 0, failed: 2 });
    const [first, second] = (await outboxRows()).map((r) => r.next_attempt_at.getTime() - t0);
    expect(first).toBeGreaterThanOrEqual(5000);
    expect(first).toBeLessThan(5400);
    // The second failed a moment after the first, and drew nearly the whole tenth on top.
    expect(second! - first!).toBeGreaterThanOrEqual(5000 * JITTER - 2);
    expect(second! - first!).toBeLessThan(5000 * JITTER + 400);
  });

  it('keeps retrying mail at the 15-minute cap, as it has no horizon', async () => {
    const w = worker();
    await enqueueCommitted(orderMail(13));
    await t.db.updateTable('outbox').set({ attempts: 40 }).execute();
    t.sink.refuseWith = 451;

    const t0 = clock().getTime();
    expect(await w.drainOnce()).toEqual({ done: 0, failed: 1 });
    const [row] = await outboxRows();
    expect(row!.attempts).toBe(41);
    expect(row!.next_attempt_at.getTime() - t0).toBeGreaterThanOrEqual(15 * 60_000);
    expect(row!.next_attempt_at.getTime() - t0).toBeLessThan(15 * 60_000 + 1000);
    expect(await w.pendingCount()).toBe(1);

    t.sink.refuseWith = null;
    t.offsetMs += 15 * 60_000 + 1000;
    expect(await w.drainOnce()).toEqual({ done: 1, failed: 0 });
  });

  it('gives up at the kind’s horizon: after so many attempts, or once the job is so old', async () => {
    const given: Array<[string, string]> = [];
    const gaveUp = async (m: { subject: string }, o: { error: string }) =>
      void given.push([m.subject, o.error]);
    t.sink.refuseWith = 451;

    const byCount = worker({ retry: { maxAttempts: 2 }, gaveUp });
    await enqueueCommitted(orderMail(14));
    expect(await byCount.drainOnce()).toEqual({ done: 0, failed: 1 });
    expect(given).toEqual([]);
    t.offsetMs += 6000;
    expect(await byCount.drainOnce()).toEqual({ done: 0, failed: 1 });
    expect(given).toEqual([['Order 14', expect.stringContaining('451')]]);
    // Given up is not retried: the kind recorded it, the queue wrote no retry.
    expect((await outboxRows())[0]!.attempts).toBe(1);
    await sql`delete from outbox`.execute(t.db);

    const byAge = worker({ retry: { giveUpAfterMs: 60_000 }, gaveUp });
    await enqueueCommitted(orderMail(15));
    expect(await byAge.drainOnce()).toEqual({ done: 0, failed: 1 });
    expect(given).toHaveLength(1);
    t.offsetMs += 61_000;
    expect(await byAge.drainOnce()).toEqual({ done: 0, failed: 1 });
    expect(given.map(([s]) => s)).toEqual(['Order 14', 'Order 15']);
  });
});

describe('backoff', () => {
  it('starts at the base, doubles per failed attempt and stays at the cap', () => {
    const delays = [1, 2, 3, 4, 8, 9, 10, 1000].map((n) => backoffDelay(n, 5000, 900_000));
    expect(delays).toEqual([5000, 10_000, 20_000, 40_000, 640_000, 900_000, 900_000, 900_000]);
  });
});
