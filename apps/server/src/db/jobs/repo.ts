import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database, DB } from '../index.ts';
import { dueBefore } from '../../lib/clock.ts';

/** The tables that hold jobs: each row is one job of one kind, its columns the job's payload. */
export type JobTable = 'outbox' | 'seller_deliveries' | 'alert_pushes';

/**
 * One kind of job, as the code that queues it sees it. Its rows share the queue's columns
 * (`id`, `attempts`, `next_attempt_at`, `last_error`, `created_at`); the rest is its payload.
 */
export interface JobKind<P> {
  /** Unique among kinds; what a unit of work wakes after its commit. */
  readonly name: string;
  readonly table: JobTable;
  /** Rows with work left; unset when a finished job's row is deleted. */
  readonly open?: RawBuilder<unknown>;
  /** Writes the jobs with `executor`: a unit of work's transaction, so they commit with it. */
  insert(executor: Kysely<Database>, payloads: readonly P[]): Promise<void>;
}

/** A job leased to one worker: the queue's columns, before the kind loads its payload. */
export interface ClaimedJob {
  id: number;
  /** Failed attempts so far. */
  attempts: number;
  createdAt: Date;
}

const TRUE = sql<boolean>`true`;

/** The queue's SQL, the same for every kind: claim with a lease, retry, give back, count. */
export function createJobsRepo(db: DB) {
  const table = (kind: JobKind<never>) => sql.table(kind.table);
  const open = (kind: JobKind<never>) => kind.open ?? TRUE;

  return {
    /**
     * Takes up to `limit` due jobs of `kind` and leases them until `leaseUntil` in one
     * statement. Rows another instance is claiming are skipped (`SKIP LOCKED`), and once leased
     * they are no longer due, so a job is in one worker's hands at a time. A worker that dies
     * mid-job (kill -9) leaves its lease to lapse, and the job is due again.
     */
    async claimDue(
      kind: JobKind<never>,
      now: Date,
      leaseUntil: Date,
      limit: number,
    ): Promise<ClaimedJob[]> {
      const { rows } = await sql<{ id: string; attempts: number; created_at: Date }>`
        update ${table(kind)} set next_attempt_at = ${leaseUntil}
         where id in (
           select id from ${table(kind)}
            where ${open(kind)} and next_attempt_at < ${dueBefore(now)}
            order by next_attempt_at, id limit ${limit}
            for update skip locked)
        returning id, attempts, created_at`.execute(db);
      return rows
        .map((r) => ({ id: Number(r.id), attempts: r.attempts, createdAt: new Date(r.created_at) }))
        .sort((a, b) => a.id - b.id);
    },

    /** A failed attempt that is tried again at `retryAt` (with the receiver's status if any). */
    async retryLater(
      kind: JobKind<never>,
      id: number,
      failure: { error: string; retryAt: Date; status?: number | null },
    ): Promise<void> {
      const status =
        failure.status === undefined ? sql.raw('') : sql`, response_status = ${failure.status}`;
      await sql`
        update ${table(kind)}
           set attempts = attempts + 1, last_error = ${failure.error},
               next_attempt_at = ${failure.retryAt}${status}
         where id = ${id}`.execute(db);
    },

    /** Gives leased but unattempted jobs back (on stop), so none waits its lease out. */
    async release(kind: JobKind<never>, ids: number[], now: Date): Promise<void> {
      if (ids.length === 0) return;
      await sql`
        update ${table(kind)} set next_attempt_at = ${now}
         where id in (${sql.join(ids)}) and ${open(kind)}`.execute(db);
    },

    /** Jobs of `kind` with work left, leased or not. */
    async pendingCount(kind: JobKind<never>): Promise<number> {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from ${table(kind)} where ${open(kind)}`.execute(db);
      return rows[0]!.n;
    },
  };
}

export type JobsRepo = ReturnType<typeof createJobsRepo>;
