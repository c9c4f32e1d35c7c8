import type { Kysely } from 'kysely';
import { runSql } from './run-sql.ts';

/**
 * Which secret key this database's secrets are sealed with (DESIGN §9): a fingerprint of it
 * (an HMAC under the key, never the key), written once by the first start. Every later start,
 * on any instance sharing the database, compares its own (modules/secret-key). One row at most.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `create table secret_key_check (
       id boolean primary key default true check (id),
       fingerprint text not null,
       created_at timestamptz not null default now()
     );`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runSql(db, `drop table secret_key_check;`);
}
