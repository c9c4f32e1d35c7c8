import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/index.ts';

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
 * causes it commits (DESIGN §2). The outbox worker delivers it with retries.
 */
export async function enqueueMail(
  db: Kysely<Database> | Transaction<Database>,
  mail: OutgoingMail,
): Promise<void> {
  await enqueueMails(db, [mail]);
}

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters (5 per mail). */
const ROWS_PER_INSERT = 500;

/** Queues many mails in the caller's transaction, a few hundred rows per statement. */
export async function enqueueMails(
  db: Kysely<Database> | Transaction<Database>,
  mails: readonly OutgoingMail[],
): Promise<void> {
  for (let from = 0; from < mails.length; from += ROWS_PER_INSERT) {
    await db
      .insertInto('outbox')
      .values(
        mails.slice(from, from + ROWS_PER_INSERT).map((mail) => ({
          to_address: mail.to,
          subject: mail.subject,
          text_body: mail.text,
          html_body: mail.html,
          headers: JSON.stringify(mail.headers ?? {}),
        })),
      )
      .execute();
  }
}
