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
  await db
    .insertInto('outbox')
    .values({
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      headers: JSON.stringify(mail.headers ?? {}),
    })
    .execute();
}
