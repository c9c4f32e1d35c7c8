import type { Kysely } from 'kysely';
import type { Database } from '../../db/index.ts';
import { insertMails } from './repo.ts';

/** One rendered outbound mail. Links inside are absolute, built from PUBLIC_URL. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

/**
 * Queues a mail in the caller's transaction, so it is sent if and only if the change that
 * causes it commits (DESIGN §2). The outbox worker delivers it with retries. Services queue
 * through their unit of work (unit-of-work.ts), which also wakes the worker after the commit;
 * this puts a mail in the outbox directly, for tests and tools that build an outbox's state.
 */
export async function enqueueMail(db: Kysely<Database>, mail: OutgoingMail): Promise<void> {
  await insertMails(db, [mail]);
}
