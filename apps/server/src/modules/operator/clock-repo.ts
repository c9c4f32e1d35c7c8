import { sql } from 'kysely';
import type { DB } from '../../db/index.ts';
import type { ClockOffsetStore } from '../../lib/clock.ts';

/** The SQL of a test shop's clock offset (migration 0025): one row, or none before a first move. */
export function createClockRepo(db: DB): ClockOffsetStore & { offset(): Promise<number> } {
  return {
    async offset(): Promise<number> {
      const row = await db.selectFrom('clock_offset').select('offset_ms').executeTakeFirst();
      return row ? Number(row.offset_ms) : 0;
    },

    /** One statement: two moves at once (two instances, or a shop and a command) both count. */
    async add(ms: number): Promise<number> {
      const row = await db
        .insertInto('clock_offset')
        .values({ offset_ms: ms })
        .onConflict((oc) =>
          oc
            .column('id')
            .doUpdateSet({ offset_ms: sql`clock_offset.offset_ms + excluded.offset_ms` }),
        )
        .returning('offset_ms')
        .executeTakeFirstOrThrow();
      return Number(row.offset_ms);
    },
  };
}
