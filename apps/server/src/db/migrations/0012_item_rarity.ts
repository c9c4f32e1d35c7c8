import type { Kysely } from 'kysely';
import { runSql } from './run-sql.ts';

/**
 * The catalogue's star rarity of each character and weapon. Accounts' facts (how many
 * five-star characters) are derived from it, so sellers never type it; null when the imported
 * catalogue does not say.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    'alter table game_items add column rarity smallint check (rarity between 1 and 5);',
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runSql(db, 'alter table game_items drop column rarity;');
}
