import type { Kysely } from 'kysely';
import { runSql } from './run-sql.ts';

/**
 * Each seller numbers the account codes it is given (ALICE-0001, ALICE-0002, ...) from its own
 * counter, which only ever grows: a code freed by a delete is never handed out again, and
 * another seller's accounts no longer move the count. A seller starts after the highest number
 * its existing codes carry (up to 9 digits, so the cast cannot overflow).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    alter table rollers add column next_account_number integer not null default 1
      check (next_account_number > 0);
    update rollers r set next_account_number = 1 + coalesce((
      select max(substring(upper(a.code) from '^' || upper(r.code) || '-([0-9]{1,9})$')::integer)
      from accounts a
      where a.roller_id = r.id
    ), 0);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runSql(db, 'alter table rollers drop column next_account_number;');
}
