import type { DB } from '../../db/index.ts';
import { systemClock, type Clock } from '../../lib/clock.ts';
import type { AuthedSubRoller } from '../auth/service.ts';

/** A sub-roller's row: the sub-roller as auth knows it, and its sealed token. */
export interface SubRollerRow extends AuthedSubRoller {
  token_sealed: string;
}

/** All SQL of sub-rollers: the codes and tokens of a roller (the mail module reads their mail). */
export function createSubRollersRepo(db: DB, clock: Clock = systemClock) {
  const withRoller = () =>
    db
      .selectFrom('sub_rollers as s')
      .innerJoin('rollers as ro', 'ro.id', 's.roller_id')
      .select([
        's.id',
        's.roller_id',
        'ro.code as roller_code',
        's.sub_code',
        's.token_sealed',
        's.created_at',
      ]);

  return {
    async insert(row: {
      rollerId: number;
      subCode: string;
      tokenHash: Buffer;
      tokenSealed: string;
    }): Promise<number | null> {
      const inserted = await db
        .insertInto('sub_rollers')
        .values({
          roller_id: row.rollerId,
          sub_code: row.subCode,
          token_hash: row.tokenHash,
          token_sealed: row.tokenSealed,
          created_at: clock(),
        })
        .onConflict((oc) => oc.columns(['roller_id', 'sub_code']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted?.id ?? null;
    },

    listOf: (rollerId: number) =>
      withRoller()
        .where('s.roller_id', '=', rollerId)
        .orderBy('s.created_at')
        .orderBy('s.id')
        .execute(),

    byCode: (rollerId: number, subCode: string) =>
      withRoller()
        .where('s.roller_id', '=', rollerId)
        .where('s.sub_code', '=', subCode)
        .executeTakeFirst(),

    /** A disabled seller's tokens find nothing, as a removed sub-roller's do; they are kept. */
    byTokenHash: (tokenHash: Buffer) =>
      withRoller()
        .where('s.token_hash', '=', tokenHash)
        .where('ro.disabled_at', 'is', null)
        .executeTakeFirst(),

    /** The sub-roller is there and its seller is not disabled. */
    async exists(id: number): Promise<boolean> {
      const row = await db
        .selectFrom('sub_rollers as s')
        .innerJoin('rollers as ro', 'ro.id', 's.roller_id')
        .select('s.id')
        .where('s.id', '=', id)
        .where('ro.disabled_at', 'is', null)
        .executeTakeFirst();
      return row !== undefined;
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom('sub_rollers').where('id', '=', id).execute();
    },
  };
}

export type SubRollersRepo = ReturnType<typeof createSubRollersRepo>;
