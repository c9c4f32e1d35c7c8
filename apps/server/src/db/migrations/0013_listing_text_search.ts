import type { Kysely } from 'kysely';
import { runSql } from './run-sql.ts';

/**
 * The listing's text search (text-search.ts). A code is found by `lower(code)` within its game
 * (the unique constraint on `(game_id, code)` compares case); words of a description by a GIN
 * index of its 'simple' text search vector, whose prefix lookups (`lyr:*`) read only the
 * matching accounts. Measured in docs/decisions/0009-listing-text-search.md: both keep a text
 * search to index reads.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    create index accounts_code_lower_idx on accounts (game_id, lower(code));
    create index accounts_description_words_idx on accounts using gin (to_tsvector('simple', description));
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    drop index accounts_description_words_idx;
    drop index accounts_code_lower_idx;
  `,
  );
}
