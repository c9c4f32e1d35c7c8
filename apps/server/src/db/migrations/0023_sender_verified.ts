import type { Kysely } from 'kysely';
import { runSql } from './run-sql.ts';

/**
 * Whether a received mail's sender is who its From header says (decision 0041): true when a
 * DKIM signature of the From domain verifies, false when it fails or there is none, null while
 * nobody knows (DNS did not answer, or the check has not finished). Mail received before this
 * column was never checked: null. A security alert remembers that it was raised on a sender
 * that could not be checked (`unverified`), so every copy of it can say so.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `alter table mail_messages add column sender_verified boolean;
     alter table mail_security_alerts add column unverified boolean not null default false;`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `alter table mail_security_alerts drop column unverified;
     alter table mail_messages drop column sender_verified;`,
  );
}
