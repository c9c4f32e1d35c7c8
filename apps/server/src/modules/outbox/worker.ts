import type { OutboxRepo } from './repo.ts';
import { silentLogger, type MailLogger, type MailTransport } from './transport.ts';

export interface OutboxWorkerOptions {
  repo: OutboxRepo;
  transport: MailTransport;
  /** The time the worker believes it is; tests pass their own to step through backoff. */
  clock?: () => Date;
  batchSize?: number;
  pollMs?: number;
  /** First retry delay; doubles per failed attempt up to `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** How long a claimed mail stays reserved for this worker; must outlast one send. */
  leaseMs?: number;
  /** Until `start` brings the app's logger. */
  log?: MailLogger;
}

export interface DrainResult {
  sent: number;
  failed: number;
}

/** Delay before the next try after `attempts` failures: 5 s, 10 s, 20 s, ... capped. */
export function backoffDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

const describe = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Drains the outbox (DESIGN §2): claims due mails in small batches, sends each through the
 * transport, and marks it sent, or schedules a retry with exponential backoff. It never gives
 * up: at the cap it keeps trying every `maxBackoffMs` and says so in the log, and the pending
 * count is there for health and metrics. Polling is the safety net; `kick()` after a commit
 * makes a new mail go out at once.
 */
export function createOutboxWorker(options: OutboxWorkerOptions) {
  const { repo, transport } = options;
  const clock = options.clock ?? (() => new Date());
  const cfg = {
    batchSize: options.batchSize ?? 10,
    pollMs: options.pollMs ?? 1000,
    backoffMs: options.backoffMs ?? 5000,
    maxBackoffMs: options.maxBackoffMs ?? 15 * 60_000,
    leaseMs: options.leaseMs ?? 5 * 60_000,
  };
  let log: MailLogger = options.log ?? silentLogger;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopping = false;

  const later = (ms: number) => new Date(clock().getTime() + ms);

  const inFlight = new Set<Promise<DrainResult>>();

  function drainOnce(): Promise<DrainResult> {
    const batch = drainBatch();
    inFlight.add(batch);
    void batch.finally(() => inFlight.delete(batch)).catch(() => {});
    return batch;
  }

  async function drainBatch(): Promise<DrainResult> {
    const batch = await repo.claimDue(clock(), later(cfg.leaseMs), cfg.batchSize);
    const result = { sent: 0, failed: 0 };
    for (const [i, mail] of batch.entries()) {
      if (stopping) {
        await repo.release(
          batch.slice(i).map((m) => m.id),
          clock(),
        );
        break;
      }
      try {
        await transport.send(mail, log);
        await repo.markSent(mail.id, clock());
        result.sent++;
      } catch (err) {
        const attempts = mail.attempts + 1;
        const delay = backoffDelay(attempts, cfg.backoffMs, cfg.maxBackoffMs);
        const next = later(delay);
        await repo.markFailed(mail.id, describe(err), next);
        result.failed++;
        const fields = {
          outboxId: mail.id,
          to: mail.to,
          attempts,
          retryAt: next,
          err: describe(err),
        };
        if (delay >= cfg.maxBackoffMs) log.error(fields, 'outbound mail still failing; retrying');
        else log.warn(fields, 'outbound mail failed; will retry');
      }
    }
    return result;
  }

  /** Drains until nothing is due, one pass at a time; a kick during a pass asks for another. */
  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          let batch: DrainResult;
          do batch = await drainOnce();
          while (!stopping && batch.sent + batch.failed === cfg.batchSize);
        } catch (err) {
          // The database is away (restart, failover): the next tick tries again.
          log.error({ err: describe(err) }, 'outbox drain failed');
        }
      } while (again && !stopping);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    /** One batch: claim what is due, send it, record the outcome. For tests and tooling. */
    drainOnce,

    /** Wake the worker now (call after the transaction that enqueued a mail commits). */
    kick(): void {
      if (timer && !stopping) void run();
    },

    pendingCount: () => repo.pendingCount(),

    pendingStats: () => repo.pendingStats(),

    /** Where mail goes, and whether it can get there now (health). */
    transportKind: transport.kind,
    verifyTransport: () => transport.verify(),

    start(logger?: MailLogger): void {
      if (timer) return;
      if (logger) log = logger;
      stopping = false;
      timer = setInterval(() => void run(), cfg.pollMs);
      timer.unref();
      void run();
    },

    /** Stops polling and waits for the batch in flight; mails not yet sent go back to the queue. */
    async stop(): Promise<void> {
      stopping = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
      await Promise.allSettled([...inFlight]);
      await transport.close();
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
