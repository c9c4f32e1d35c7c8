import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { openTestDb } from '../../../test/helpers.ts';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.ts';
import type { DB } from '../../db/index.ts';
import { renderMail } from './layout.ts';
import { enqueueMail } from './outbox-fixture.ts';
import type { OutgoingMail } from './outbox.ts';
import { createOutboxRepo } from './repo.ts';
import { createSmtpTransport, type MailTransport } from './transport.ts';
import { createOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from './worker.ts';

/**
 * A test file's outbox: its own database and SMTP sink, emptied before each test, and workers
 * that are stopped after it. `offsetMs` steps the workers' clock past backoff delays.
 */
export function outboxTestbed() {
  let handle: Awaited<ReturnType<typeof openTestDb>>;
  const workers: OutboxWorker[] = [];
  const bed = {
    db: undefined as unknown as DB,
    sink: undefined as unknown as SmtpSink,
    /** The workers' clock: real time plus whatever a test has stepped forward. */
    offsetMs: 0,
    clock: () => new Date(Date.now() + bed.offsetMs),

    /** A worker on this database, stopped after the test. */
    worker(options: Omit<OutboxWorkerOptions, 'repo' | 'clock'>): OutboxWorker {
      const worker = createOutboxWorker({
        repo: createOutboxRepo(bed.db),
        clock: bed.clock,
        ...options,
      });
      workers.push(worker);
      return worker;
    },

    /** A worker sending to the sink (or through `transport`). */
    smtpWorker(options: { batchSize?: number; pollMs?: number; transport?: MailTransport } = {}) {
      return bed.worker({
        transport:
          options.transport ?? createSmtpTransport(bed.sink.url, { from: 'no-reply@shop.test' }),
        batchSize: options.batchSize,
        pollMs: options.pollMs,
      });
    },

    /** Queues `mails` in one committed transaction. */
    async enqueueCommitted(...mails: OutgoingMail[]) {
      await bed.db.transaction().execute(async (trx) => {
        for (const m of mails) await enqueueMail(trx, m);
      });
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
    bed.sink.received.length = 0;
    bed.sink.refuseWith = null;
    await sql`delete from outbox`.execute(bed.db);
    await sql`delete from dev_mailbox`.execute(bed.db);
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
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
