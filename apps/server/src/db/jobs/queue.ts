import type { DB } from '../index.ts';
import { createJobsRepo, type ClaimedJob, type JobKind } from './repo.ts';

export type { ClaimedJob, JobKind, JobTable } from './repo.ts';

/** What one attempt came to: done, try again later, or never (gone or refused for good). */
export type JobOutcome =
  | { kind: 'done'; status?: number | null }
  | { kind: 'retry'; error: string; status?: number | null; afterMs?: number }
  | { kind: 'final'; error: string; status?: number | null };

export interface JobLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export const silentJobLogger: JobLogger = { info() {}, warn() {}, error() {} };

/** When a kind tries again, and when it stops trying. */
export interface RetryPolicy {
  /** First retry delay; doubles per failed attempt up to `maxMs`, plus up to 10% jitter. */
  baseMs: number;
  maxMs: number;
  /** Given up once the job is this old; never for age when unset. */
  giveUpAfterMs?: number;
  /** Given up after this many failed attempts; never for count when unset. */
  maxAttempts?: number;
}

/** How the queue runs one kind: what its jobs are and what doing one means. */
export interface JobWorker<J extends ClaimedJob> {
  kind: JobKind<never>;
  retry: RetryPolicy;
  /** How long a claimed job stays this worker's; must outlast one attempt. */
  leaseMs: number;
  batchSize: number;
  /** The safety net under the wake after commit: retries and other instances' jobs. */
  pollMs: number;
  /** A batch's jobs run side by side (one slow receiver must not hold the others). */
  parallel?: boolean;
  /** The time this kind reads, when not the queue's. */
  clock?: () => Date;
  /** Longest `last_error` kept. */
  errorMax?: number;
  /** Reads the payload of claimed jobs; one it leaves out (its row went meanwhile) is skipped. */
  load(claimed: ClaimedJob[]): Promise<J[]>;
  run(job: J, log: JobLogger): Promise<JobOutcome>;
  /** Records a job that is done. */
  done(job: J, outcome: JobOutcome & { kind: 'done' }, at: Date): Promise<void>;
  /** Records a job given up on: refused for good, or past the kind's horizon. */
  gaveUp(job: J, outcome: Exclude<JobOutcome, { kind: 'done' }>, at: Date): Promise<void>;
  /** Fields that name a job in the log. */
  describe?(job: J): Record<string, unknown>;
  /** Ends what the kind holds open (an SMTP pool), once its runner stopped. */
  close?(): Promise<void>;
}

export interface DrainResult {
  done: number;
  failed: number;
}

/** One kind's loop on this instance. */
export interface JobRunner {
  readonly kind: JobKind<never>;
  /** One batch: claim what is due, run it, record each outcome. For tests and tooling. */
  drainOnce(): Promise<DrainResult>;
  /** Batches until nothing is due: what one pass of the running loop does. */
  drain(): Promise<DrainResult>;
  /** Jobs with work left, leased or not. */
  pendingCount(): Promise<number>;
  /** Runs a pass now if the runner is started; a pass in flight runs once more after. */
  wake(): void;
  start(): void;
  /** Stops polling and waits for the batch in flight; unattempted jobs go back. */
  stop(): Promise<void>;
}

/** Delay before the next try after `attempts` failures: base, 2 x base, 4 x base, ... capped. */
export function backoffDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/** Jitter on top of each delay, so jobs that failed together do not all retry together. */
export const JITTER = 0.1;

const describeError = (err: unknown) => (err instanceof Error ? err.message : String(err));

export interface JobQueueOptions {
  /** The time the queue believes it is; a kind may read its own. */
  clock?: () => Date;
  /** In [0, 1): the jitter's draw; tests pass their own. */
  random?: () => number;
  /** Until `start` brings the app's logger. */
  log?: JobLogger;
}

/**
 * The one durable job queue (decision 0043). Jobs are rows, written in the unit of work that
 * causes them (db/unit-of-work.ts), so they exist if and only if it commits; the commit wakes the
 * kind's runner on this instance, and every runner also polls. A runner claims due jobs with a
 * lease (`FOR UPDATE SKIP LOCKED`), so each job is in one worker's hands across instances, runs
 * each, and records it done, retried after exponential backoff with jitter, or given up past its
 * kind's horizon. A kill -9 loses nothing: the lease lapses and the job is due again.
 */
export function createJobQueue(db: DB, options: JobQueueOptions = {}) {
  const repo = createJobsRepo(db);
  const queueClock = options.clock ?? (() => new Date());
  const random = options.random ?? Math.random;
  const runners = new Map<string, JobRunner>();
  let log: JobLogger = options.log ?? silentJobLogger;
  let started = false;

  function runnerFor<J extends ClaimedJob>(worker: JobWorker<J>): JobRunner {
    const { kind } = worker;
    const clock = worker.clock ?? queueClock;
    const errorMax = worker.errorMax ?? 1000;
    let timer: NodeJS.Timeout | null = null;
    let running: Promise<void> | null = null;
    let again = false;
    let stopping = false;
    const inFlight = new Set<Promise<DrainResult>>();
    const later = (ms: number) => new Date(clock().getTime() + ms);

    /** The delay before the next attempt, or null when the kind gives up on this job. */
    function nextDelay(job: J, outcome: JobOutcome & { kind: 'retry' }): number | null {
      const attempts = job.attempts + 1;
      const { retry } = worker;
      if (retry.maxAttempts !== undefined && attempts >= retry.maxAttempts) return null;
      if (
        retry.giveUpAfterMs !== undefined &&
        clock().getTime() - job.createdAt.getTime() >= retry.giveUpAfterMs
      )
        return null;
      const delay = backoffDelay(attempts, retry.baseMs, retry.maxMs);
      const jittered = delay + Math.floor(random() * delay * JITTER);
      return Math.max(jittered, outcome.afterMs ?? 0);
    }

    async function attempt(job: J): Promise<boolean> {
      let outcome: JobOutcome;
      try {
        outcome = await worker.run(job, log);
      } catch (err) {
        outcome = { kind: 'retry', error: describeError(err) };
      }
      if (outcome.kind === 'done') {
        await worker.done(job, outcome, clock());
        return true;
      }
      const error = outcome.error.slice(0, errorMax);
      const delay = outcome.kind === 'retry' ? nextDelay(job, outcome) : null;
      const fields = { job: kind.name, id: job.id, attempts: job.attempts + 1, err: error };
      if (delay === null) {
        await worker.gaveUp(job, { ...outcome, error }, clock());
        log.warn({ ...fields, ...worker.describe?.(job) }, `${kind.name} job given up`);
        return false;
      }
      const retryAt = later(delay);
      await repo.retryLater(kind, job.id, { error, retryAt, status: outcome.status });
      const atCap = delay >= worker.retry.maxMs;
      log[atCap ? 'error' : 'warn'](
        { ...fields, retryAt, ...worker.describe?.(job) },
        atCap ? `${kind.name} job still failing; retrying` : `${kind.name} job failed; will retry`,
      );
      return false;
    }

    async function drainBatch(): Promise<DrainResult> {
      const now = clock();
      const claimed = await repo.claimDue(kind, now, later(worker.leaseMs), worker.batchSize);
      const result: DrainResult = { done: 0, failed: 0 };
      if (claimed.length === 0) return result;
      const jobs = await worker.load(claimed);
      const tally = (ok: boolean) => void (ok ? result.done++ : result.failed++);
      if (worker.parallel) {
        await Promise.all(jobs.map(async (job) => tally(await attempt(job))));
        return result;
      }
      for (const [i, job] of jobs.entries()) {
        if (stopping) {
          // Unattempted: back to the queue now rather than when the lease lapses.
          await repo.release(
            kind,
            jobs.slice(i).map((j) => j.id),
            clock(),
          );
          break;
        }
        tally(await attempt(job));
      }
      return result;
    }

    function drainOnce(): Promise<DrainResult> {
      const batch = drainBatch();
      inFlight.add(batch);
      void batch.finally(() => inFlight.delete(batch)).catch(() => {});
      return batch;
    }

    /** Batches until one is not full; a wake during a pass asks for another pass. */
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
            while (!stopping && batch.done + batch.failed === worker.batchSize);
          } catch (err) {
            // The database is away (restart, failover): the next poll tries again.
            log.error({ job: kind.name, err: describeError(err) }, 'job queue drain failed');
          }
        } while (again && !stopping);
      })().finally(() => {
        running = null;
      });
      return running;
    }

    return {
      kind,
      drainOnce,
      async drain(): Promise<DrainResult> {
        const total: DrainResult = { done: 0, failed: 0 };
        let batch: DrainResult;
        do {
          batch = await drainOnce();
          total.done += batch.done;
          total.failed += batch.failed;
        } while (batch.done + batch.failed === worker.batchSize);
        return total;
      },
      pendingCount: () => repo.pendingCount(kind),
      wake(): void {
        if (timer && !stopping) void run();
      },
      start(): void {
        if (timer) return;
        stopping = false;
        timer = setInterval(() => void run(), worker.pollMs);
        timer.unref();
        void run();
      },
      async stop(): Promise<void> {
        stopping = true;
        if (timer) clearInterval(timer);
        timer = null;
        await running;
        await Promise.allSettled([...inFlight]);
        await worker.close?.();
      },
    };
  }

  return {
    /** Adds a kind; its runner starts with the queue. */
    register<J extends ClaimedJob>(worker: JobWorker<J>): JobRunner {
      if (runners.has(worker.kind.name)) throw new Error(`job kind ${worker.kind.name} twice`);
      const runner = runnerFor(worker);
      runners.set(worker.kind.name, runner);
      if (started) runner.start();
      return runner;
    },

    /** After a commit that queued jobs of `kind`: its runner goes now, not at its next poll. */
    wake(kind: string): void {
      runners.get(kind)?.wake();
    },

    /** Every kind's runner, polling and woken after commits (workers.ts). */
    start(logger?: JobLogger): void {
      if (logger) log = logger;
      started = true;
      for (const runner of runners.values()) runner.start();
    },

    /** Before the database closes: each runner finishes its batch and gives the rest back. */
    async stop(): Promise<void> {
      started = false;
      await Promise.all([...runners.values()].map((r) => r.stop()));
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
