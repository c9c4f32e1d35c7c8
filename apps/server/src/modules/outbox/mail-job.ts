import { sql } from 'kysely';
import type { JobKind, JobWorker } from '../../db/jobs/queue.ts';
import type { OutgoingMail } from './outbox.ts';
import { insertMails, type OutboxRepo, type QueuedMail } from './repo.ts';
import type { MailTransport } from './transport.ts';

/** Outbound mail, one outbox row each: a job of the one queue (decision 0043). */
export const mailJob: JobKind<OutgoingMail> = {
  name: 'mail',
  table: 'outbox',
  open: sql`sent_at is null`,
  insert: insertMails,
};

export interface MailWorkerOptions {
  repo: OutboxRepo;
  transport: MailTransport;
  /**
   * The time the sender reads: the machine's by default, as the database's now() stamps a queued
   * mail due; tests pass their own to step through backoff.
   */
  clock?: () => Date;
  batchSize?: number;
  pollMs?: number;
  leaseMs?: number;
}

/**
 * Sends outbox mail through the transport, one at a time. It never gives up: at the 15-minute
 * cap it keeps trying and says so in the log, and the pending count is there for health and
 * metrics.
 */
export function mailWorker(options: MailWorkerOptions): JobWorker<QueuedMail> {
  const { repo, transport } = options;
  return {
    kind: mailJob,
    retry: { baseMs: 5000, maxMs: 15 * 60_000 },
    leaseMs: options.leaseMs ?? 5 * 60_000,
    batchSize: options.batchSize ?? 10,
    pollMs: options.pollMs ?? 1000,
    clock: options.clock ?? (() => new Date()),
    load: (claimed) => repo.loadMails(claimed),
    async run(mail, log) {
      await transport.send(mail, log);
      return { kind: 'done' };
    },
    done: (mail, _outcome, at) => repo.markSent(mail.id, at),
    // Mail is never given up (no horizon); a kind without one never reaches this.
    gaveUp: async () => {},
    describe: (mail) => ({ outboxId: mail.id, to: mail.to }),
    close: () => transport.close(),
  };
}
