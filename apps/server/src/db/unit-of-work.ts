import type { Transaction } from 'kysely';
import type { OutgoingMail } from '../modules/outbox/outbox.ts';
import type { Database, DB } from './index.ts';
import type { JobKind } from './jobs/queue.ts';

/**
 * The job queue as one transaction sees it (decision 0043): jobs queued here exist if and only
 * if it commits, and their kind's runner is woken once after the commit.
 */
export interface TransactionJobs {
  enqueue<P>(kind: JobKind<P>, payloads: readonly P[]): Promise<void>;
}

/** The outbox as one transaction sees it: a mail queued here is sent if and only if it commits. */
export interface TransactionOutbox {
  queue(mail: OutgoingMail): Promise<void>;
  /** Many mails, a few hundred rows per statement (an alert pass can queue hundreds). */
  queueAll(mails: readonly OutgoingMail[]): Promise<void>;
}

/**
 * One transaction as the parts taking part in it see it. Repos build their queries on
 * `executor`; services never see it, only the parts bound to it.
 */
export interface TransactionScope {
  readonly executor: Transaction<Database>;
  readonly outbox: TransactionOutbox;
  readonly jobs: TransactionJobs;
  /** Runs after the commit, never after a rollback; a hook added twice runs once. */
  afterCommit(hook: () => void): void;
}

/** Something a unit of work binds to its transaction: a repo's queries, a notice queue. */
export type Part<T> = (scope: TransactionScope) => T;

type Parts = Record<string, Part<unknown>>;

/** What a unit of work's steps get: each part bound to the transaction, its outbox and jobs. */
export type Bound<P extends Parts> = { [K in keyof P]: ReturnType<P[K]> } & {
  outbox: TransactionOutbox;
  jobs: TransactionJobs;
};

export interface UnitOfWork<P extends Parts> {
  /** Runs `work` in one transaction: everything it does commits together, or none of it. */
  run<T>(work: (bound: Bound<P>) => Promise<T>): Promise<T>;
}

/** Makes a unit of work from the parts its steps use. */
export type UnitsOfWork = <P extends Parts>(parts: P) => UnitOfWork<P>;

/**
 * Units of work over `db` that wake the runner of each kind of job they queued (`wake`, the job
 * queue's) once the transaction has committed, so a mail goes out now rather than at the next
 * poll. This is the one way jobs are queued and the one way a runner is woken. `mailJob` is the
 * outbox's kind, passed in so the database layer depends on no module at run time.
 */
export function createUnitsOfWork(
  db: DB,
  mailJob: JobKind<OutgoingMail>,
  wake: (kind: string) => void,
): UnitsOfWork {
  return <P extends Parts>(parts: P): UnitOfWork<P> => ({
    async run<T>(work: (bound: Bound<P>) => Promise<T>): Promise<T> {
      const hooks = new Set<() => void>();
      const result = await db.transaction().execute((executor) => {
        const woken = new Set<string>();
        const jobs: TransactionJobs = {
          async enqueue(kind, payloads) {
            if (payloads.length === 0) return;
            await kind.insert(executor, payloads);
            if (!woken.has(kind.name)) {
              woken.add(kind.name);
              hooks.add(() => wake(kind.name));
            }
          },
        };
        const outbox: TransactionOutbox = {
          queue: (mail) => jobs.enqueue(mailJob, [mail]),
          queueAll: (mails) => jobs.enqueue(mailJob, mails),
        };
        const scope: TransactionScope = {
          executor,
          outbox,
          jobs,
          afterCommit: (h) => void hooks.add(h),
        };
        const bound = Object.fromEntries(
          Object.entries(parts).map(([name, part]) => [name, part(scope)]),
        );
        return work({ ...bound, outbox, jobs } as Bound<P>);
      });
      for (const hook of hooks) hook();
      return result;
    },
  });
}
