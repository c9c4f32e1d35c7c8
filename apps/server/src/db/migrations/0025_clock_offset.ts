import type { Kysely } from 'kysely';
import { runSql } from './run-sql.ts';

/**
 * How far a test shop's clock (TEST_CLOCK=1) has been moved ahead of the real one, so a restart
 * keeps the shop's time where `shop clock advance` left it (lib/clock.ts). One row at most; a shop
 * whose clock was never moved has none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `create table clock_offset (
       id boolean primary key default true check (id),
       offset_ms bigint not null check (offset_ms >= 0)
     );`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runSql(db, `drop table clock_offset;`);
}
