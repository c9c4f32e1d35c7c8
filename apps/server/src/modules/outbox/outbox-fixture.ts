import type { Kysely } from 'kysely';
import type { Database } from '../../db/index.ts';
import type { OutgoingMail } from './outbox.ts';
import { insertMails } from './repo.ts';

/**
 * Puts a mail in the outbox directly, in `db` or a test's own transaction, for tests that build
 * an outbox's state. The shop itself queues through a unit of work (db/unit-of-work.ts), which
 * also wakes the sender after the commit.
 */
export async function enqueueMail(db: Kysely<Database>, mail: OutgoingMail): Promise<void> {
  await insertMails(db, [mail]);
}
