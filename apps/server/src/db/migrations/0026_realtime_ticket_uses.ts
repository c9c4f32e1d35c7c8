import type { Kysely } from 'kysely';
import { runSql } from './run-sql.ts';

/**
 * A realtime ticket opens one stream (DESIGN §9): its id is written here when a stream opens
 * it, on whichever instance, so a second use anywhere is refused. Rows outlive the ticket by
 * nothing: past `expires_at` the ticket is refused for its age, and the row is pruned.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `create table realtime_ticket_uses (
       ticket_id text primary key,
       expires_at timestamptz not null
     );
     create index realtime_ticket_uses_expires on realtime_ticket_uses (expires_at);`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runSql(db, `drop table realtime_ticket_uses;`);
}
