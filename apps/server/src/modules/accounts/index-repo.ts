import { sql } from 'kysely';
import type { DB } from '../../db/index.ts';
import { LISTING_COLUMNS, notOfDisabledSeller } from './listing-repo.ts';

/** Microseconds, as exact as the timestamp: the index orders ties like the database does. */
const CREATED_US = sql<number>`floor(extract(epoch from a.created_at) * 1000000)::float8`.as(
  'createdUs',
);

/** What a listing index keeps of an account: what a listing shows, its sort keys and tokens. */
export function createIndexRepo(db: DB) {
  const indexed = () =>
    db
      .selectFrom('accounts as a')
      .select(LISTING_COLUMNS)
      .select(['a.status', 'a.search_tokens as tokens', CREATED_US]);
  return {
    async schema(): Promise<string> {
      const { rows } = await sql<{ s: string }>`select current_schema() as s`.execute(db);
      return rows[0]!.s;
    },

    /** The game's public listing, `limit` accounts after `afterId` in id order. */
    available: (gameId: number, afterId: number, limit: number) =>
      indexed()
        .where('a.game_id', '=', gameId)
        .where('a.status', '=', 'available')
        .where(notOfDisabledSeller('a.id', gameId))
        .where('a.id', '>', afterId)
        .orderBy('a.id')
        .limit(limit)
        .execute(),

    /**
     * Those of the accounts that still exist, whatever their status; a disabled seller's are
     * left out, as if gone, so the index drops them.
     */
    byIds: (ids: readonly number[]) =>
      indexed()
        .where('a.id', '=', sql<number>`any(${sql.val(ids)}::int[])`)
        .where(notOfDisabledSeller('a.id'))
        .execute(),

    /** The seller's available accounts, disabled or not (accounts_roller_idx). */
    async availableOfSeller(rollerId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('accounts')
        .select('id')
        .where('roller_id', '=', rollerId)
        .where('status', '=', 'available')
        .execute();
      return rows.map((r) => r.id);
    },
  };
}

export type IndexRepo = ReturnType<typeof createIndexRepo>;
export type IndexRow = Awaited<ReturnType<IndexRepo['byIds']>>[number];
