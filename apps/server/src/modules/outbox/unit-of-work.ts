import type { Transaction } from 'kysely';
import type { Database, DB } from '../../db/index.ts';
import type { OutgoingMail } from './outbox.ts';
import { insertMails } from './repo.ts';

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
  /** Runs after the commit, never after a rollback; a hook added twice runs once. */
  afterCommit(hook: () => void): void;
}

/** Something a unit of work binds to its transaction: a repo's queries, a notice queue. */
export type Part<T> = (scope: TransactionScope) => T;

type Parts = Record<string, Part<unknown>>;

/** What a unit of work's steps get: each part bound to the transaction, and its outbox. */
export type Bound<P extends Parts> = { [K in keyof P]: ReturnType<P[K]> } & {
  outbox: TransactionOutbox;
};

export interface UnitOfWork<P extends Parts> {
  /** Runs `work` in one transaction: everything it does commits together, or none of it. */
  run<T>(work: (bound: Bound<P>) => Promise<T>): Promise<T>;
}

/** Makes a unit of work from the parts its steps use. */
export type UnitsOfWork = <P extends Parts>(parts: P) => UnitOfWork<P>;

/**
 * Units of work over `db` whose outbox wakes its sender (`wake`) once the transaction that
 * queued mail has committed, so the mail goes out now rather than at the sender's next poll.
 */
export function createUnitsOfWork(db: DB, wake: () => void): UnitsOfWork {
  return <P extends Parts>(parts: P): UnitOfWork<P> => ({
    async run<T>(work: (bound: Bound<P>) => Promise<T>): Promise<T> {
      const hooks = new Set<() => void>();
      const result = await db.transaction().execute((executor) => {
        const outbox: TransactionOutbox = {
          async queue(mail) {
            await outbox.queueAll([mail]);
          },
          async queueAll(mails) {
            if (mails.length === 0) return;
            await insertMails(executor, mails);
            hooks.add(wake);
          },
        };
        const scope: TransactionScope = { executor, outbox, afterCommit: (h) => void hooks.add(h) };
        const bound = Object.fromEntries(
          Object.entries(parts).map(([name, part]) => [name, part(scope)]),
        );
        return work({ ...bound, outbox } as Bound<P>);
      });
      for (const hook of hooks) hook();
      return result;
    },
  });
}
