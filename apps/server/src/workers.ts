import type { FastifyBaseLogger } from 'fastify';
import { startIntervalJob, type IntervalJob } from './lib/interval-job.ts';
import type { Services } from './services.ts';

/** Invoices lapse on time within this delay; payment checks the deadline itself meanwhile. */
const EXPIRY_EVERY_MS = 2_000;
/** Alerts go out within this delay when another process listed the account; at once otherwise. */
const ALERT_MATCH_EVERY_MS = 2_000;
/** An unanswered dispute goes to the owner within this delay of its answer window's end. */
const DISPUTE_ESCALATION_EVERY_MS = 60_000;
/** Received mail past MAIL_RETENTION_DAYS goes within the hour. */
const MAIL_PRUNE_EVERY_MS = 60 * 60_000;

/**
 * Every background job of one instance, started here and stopped by the function returned
 * (DESIGN §2): the job queue's runners (mail, seller deliveries, push alerts; decision 0043),
 * the interval jobs, and the reactions to this instance's events. Each claims its rows in the
 * database, so running them on every instance does each piece of work once.
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
  const alertMatching = startIntervalJob(
    'alert-matching',
    ALERT_MATCH_EVERY_MS,
    // The mails and pushes a pass queues wake their runners themselves, after it commits.
    () => services.alerts.matchQueued(),
    log,
  );
  // This instance's own saves and lapsed invoices are matched now; the poll catches the rest.
  const unsubscribe = (['account.created', 'account.updated', 'order.closed'] as const).map(
    (name) => services.events.on(name, () => alertMatching.kick()),
  );
  const deliveryPrune = startIntervalJob(
    'seller-delivery-prune',
    MAIL_PRUNE_EVERY_MS,
    () => services.sellerDeliveries.prune(),
    log,
  );
  const jobs: IntervalJob[] = [
    deliveryPrune,
    startIntervalJob('invoice-expiry', EXPIRY_EVERY_MS, () => services.orders.expireDue(), log),
    startIntervalJob(
      'dispute-escalation',
      DISPUTE_ESCALATION_EVERY_MS,
      () => services.disputes.escalateDue(),
      log,
    ),
    retention,
    alertMatching,
  ];
  services.jobs.start(log);
  const stopWarrantyWatch = services.warrantyWatch.start();
  const stopMailNews = services.mailNews.start();
  let running = true;
  services.health.attach('workers', () => running);
  return async () => {
    running = false;
    for (const off of unsubscribe) off();
    stopWarrantyWatch();
    // What mail news gathered is queued before the queue stops and the database closes.
    await stopMailNews();
    // Before the database closes: the batch in flight still records what it sent.
    await Promise.all([...jobs.map((j) => j.stop()), services.jobs.stop()]);
  };
}
