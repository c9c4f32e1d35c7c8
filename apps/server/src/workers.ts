import type { FastifyBaseLogger } from 'fastify';
import { startIntervalJob, type IntervalJob } from './lib/interval-job.ts';
import type { Services } from './services.ts';

/** Invoices lapse on time within this delay; payment checks the deadline itself meanwhile. */
const EXPIRY_EVERY_MS = 2_000;
/** Received mail past MAIL_RETENTION_DAYS goes within the hour. */
const MAIL_PRUNE_EVERY_MS = 60 * 60_000;

/**
 * The background jobs of one instance (DESIGN §2). Each claims its rows in the database, so
 * running them on every instance does each piece of work once.
 */
export function startWorkers(services: Services, log: FastifyBaseLogger): () => Promise<void> {
  const retention = startIntervalJob(
    'mail-retention',
    MAIL_PRUNE_EVERY_MS,
    () => services.mail.prune(),
    log,
  );
  // A restarted shop catches up on retention now rather than in an hour.
  retention.kick();
  const jobs: IntervalJob[] = [
    startIntervalJob('invoice-expiry', EXPIRY_EVERY_MS, () => services.orders.expireDue(), log),
    retention,
  ];
  services.outbox.start(log);
  return async () => {
    // Before the database closes: the batch in flight still records what it sent.
    await Promise.all([...jobs.map((j) => j.stop()), services.outbox.stop()]);
  };
}
