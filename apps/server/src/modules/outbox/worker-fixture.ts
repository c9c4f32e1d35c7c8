import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { openTestDb } from '../../../test/helpers.ts';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.ts';
import type { DB } from '../../db/index.ts';
import {
  createJobQueue,
  type JobLogger,
  type JobQueue,
  type JobWorker,
  type RetryPolicy,
} from '../../db/jobs/queue.ts';
import { renderMail } from './layout.ts';
import { mailJob, mailWorker } from './mail-job.ts';
import type { OutgoingMail } from './outbox.ts';
import { createOutboxRepo, type QueuedMail } from './repo.ts';
import { createSmtpTransport, type MailTransport } from './transport.ts';
import { createUnitsOfWork } from '../../db/unit-of-work.ts';

export interface TestWorkerOptions {
  transport?: MailTransport;
  log?: JobLogger;
  batchSize?: number;
  pollMs?: number;
  /** The mail kind's retry policy, changed: a horizon mail does not have, for one. */
  retry?: Partial<RetryPolicy>;
  gaveUp?: JobWorker<QueuedMail>['gaveUp'];
}

/**
 * A test file's job queue with outbound mail as its kind (decision 0043): its own database and
 * SMTP sink, emptied before each test, and queues that are stopped after it. `offsetMs` steps
 * the queue's clock past backoff delays and leases; `random` is the jitter's draw.
 */
export function outboxTestbed() {
  let handle: Awaited<ReturnType<typeof openTestDb>>;
  const queues: JobQueue[] = [];
  const bed = {
    db: undefined as unknown as DB,
    sink: undefined as unknown as SmtpSink,
    /** The queue's clock: real time plus whatever a test has stepped forward. */
    offsetMs: 0,
    clock: () => new Date(Date.now() + bed.offsetMs),
    /** The jitter's draw, in [0, 1): none by default, so delays are exact. */
    random: () => 0,
    /** Kinds that units of work woke, in order. */
    wakes: [] as string[],

    /**
     * A queue on this database with the mail kind's runner, stopped after the test; units of
     * work on it wake it after their commit.
     */
    worker(options: TestWorkerOptions = {}) {
      const queue = createJobQueue(bed.db, {
        clock: bed.clock,
        random: () => bed.random(),
        log: options.log,
      });
      const mail = mailWorker({
        repo: createOutboxRepo(bed.db),
        transport:
          options.transport ?? createSmtpTransport(bed.sink.url, { from: 'no-reply@shop.test' }),
        clock: bed.clock,
        batchSize: options.batchSize,
        pollMs: options.pollMs,
      });
      const runner = queue.register({
        ...mail,
        retry: { ...mail.retry, ...options.retry },
        gaveUp: options.gaveUp ?? mail.gaveUp,
      });
      queues.push(queue);
      const unitOfWork = createUnitsOfWork(bed.db, mailJob, (kind) => {
        bed.wakes.push(kind);
        queue.wake(kind);
      });
      return { ...runner, queue, unitOfWork };
    },

    /** Queues `mails` in one committed unit of work that wakes no queue. */
    async enqueueCommitted(...mails: OutgoingMail[]) {
      await createUnitsOfWork(bed.db, mailJob, () => {})({}).run(({ outbox }) =>
        outbox.queueAll(mails),
      );
    },

    outboxRows: () =>
      bed.db
        .selectFrom('outbox')
        .select(['id', 'subject', 'attempts', 'last_error', 'next_attempt_at', 'sent_at'])
        .orderBy('id')
        .execute(),
  };

  beforeAll(async () => {
    handle = await openTestDb();
    bed.db = handle.db;
    bed.sink = await startSmtpSink();
  });
  afterAll(async () => {
    await bed.sink.close();
    await handle.close();
  });
  beforeEach(async () => {
    bed.offsetMs = 0;
    bed.random = () => 0;
    bed.wakes.length = 0;
    bed.sink.received.length = 0;
    bed.sink.refuseWith = null;
    await sql`delete from outbox`.execute(bed.db);
    await sql`delete from dev_mailbox`.execute(bed.db);
  });
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((q) => q.stop()));
  });
  return bed;
}

/** Order mail `n`, rendered as the shop renders mail. */
export function orderMail(n: number, to = 'buyer@example.com'): OutgoingMail {
  const { text, html } = renderMail({
    heading: `Order ${n} is paid`,
    paragraphs: ['Your account is ready.'],
    action: { label: 'Open your order', url: `http://localhost:3000/orders/${n}?token=t${n}` },
  });
  return { to, subject: `Order ${n}`, text, html };
}
