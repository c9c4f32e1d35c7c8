import type { Kysely } from 'kysely';
import { runSql } from './run-sql.ts';

/**
 * Every reader of a mail gets its verification link beside its code (DESIGN §5 "Readers of one
 * mailbox"): found once when the mail is stored, like the code. Mail stored before keeps null.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(db, `alter table mail_messages add column link text;`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runSql(db, `alter table mail_messages drop column link;`);
}
