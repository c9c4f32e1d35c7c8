import type { Kysely } from 'kysely';
import { runSql } from './run-sql.ts';

/**
 * Listing indexes for a count capped at 1,000 (bench/notes/listing-history.md, "What the listing
 * query does now", EXPLAIN ANALYZE on 100,000 accounts). accounts_filter_idx served exact counts
 * as index-only scans; with the cap it only misled the planner: for gender + max_price + items it
 * chose a slow BitmapAnd of it with the GIN index over the GIN index alone. A server filter
 * instead gets an index in the listing's order: a one-server page newest first and its capped
 * count, read from the index alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    drop index accounts_filter_idx;
    create index accounts_server_idx on accounts (game_id, status, server_value, created_at desc, id desc);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    drop index accounts_server_idx;
    create index accounts_filter_idx on accounts (game_id, status, server_value, gender, price);
  `,
  );
}
