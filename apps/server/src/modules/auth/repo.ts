import { sql } from 'kysely';
import type { DB } from '../../db/index.ts';
import type { RollerRow } from '../../db/index.ts';
import type { Counts, Reservation } from './attempts.ts';

/** All SQL of sign-in: rollers, sessions and the attempt log (the limits of attempts.ts). */
export function createAuthRepo(db: DB) {
  return {
    findRollerByCode(code: string): Promise<RollerRow | undefined> {
      return db.selectFrom('rollers').selectAll().where('code', '=', code).executeTakeFirst();
    },

    findRollerById(id: number): Promise<RollerRow | undefined> {
      return db.selectFrom('rollers').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async insertRoller(row: {
      code: string;
      name: string;
      password_hash: string;
    }): Promise<RollerRow> {
      return db.insertInto('rollers').values(row).returningAll().executeTakeFirstOrThrow();
    },

    async updateRoller(
      id: number,
      patch: { password_hash?: string; email?: string; name?: string },
    ) {
      await db
        .updateTable('rollers')
        .set({ ...patch, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .execute();
    },

    async insertSession(rollerId: number, tokenHash: string): Promise<void> {
      await db
        .insertInto('sessions')
        .values({ roller_id: rollerId, token_hash: tokenHash })
        .execute();
    },

    /** The session's roller, when the session has been used within `idleDays`. */
    findSessionRoller(tokenHash: string, idleDays: number) {
      return db
        .selectFrom('sessions')
        .innerJoin('rollers', 'rollers.id', 'sessions.roller_id')
        .select([
          'sessions.id as session_id',
          'sessions.last_used_at',
          'rollers.id',
          'rollers.code',
          'rollers.name',
          'rollers.email',
          'rollers.is_owner',
        ])
        .where('sessions.token_hash', '=', tokenHash)
        .where('sessions.last_used_at', '>', sql<Date>`now() - make_interval(days => ${idleDays})`)
        .executeTakeFirst();
    },

    async touchSession(sessionId: number): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ last_used_at: sql<Date>`now()` })
        .where('id', '=', sessionId)
        .execute();
    },

    async deleteSession(tokenHash: string): Promise<void> {
      await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    },

    async deleteSessionsOfRoller(rollerId: number, exceptTokenHash?: string): Promise<void> {
      let q = db.deleteFrom('sessions').where('roller_id', '=', rollerId);
      if (exceptTokenHash) q = q.where('token_hash', '<>', exceptTokenHash);
      await q.execute();
    },

    /**
     * Reserves one attempt atomically: under a lock on `lock` (held to the end of the
     * transaction, on every instance of one database), counts the reservations of `keys` in the
     * window and inserts what `plan` decides, or inserts nothing when it throws. Rows that left
     * the window are pruned on the way, any key's, skipping rows another pruner holds.
     */
    async reserve<Plan extends { rows: Reservation[] }>(
      lock: string,
      keys: string[],
      now: Date,
      windowSeconds: number,
      plan: (counts: Counts) => Plan,
    ): Promise<Plan> {
      const since = new Date(now.getTime() - windowSeconds * 1000);
      return db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtext(${'sign-in:' + lock}))`.execute(trx);
        await sql`
          delete from login_failures where ctid = any(array(
            select ctid from login_failures where failed_at <= ${since} for update skip locked))
        `.execute(trx);
        const rows = await trx
          .selectFrom('login_failures')
          .select([
            'key',
            sql<number>`count(*)::int`.as('count'),
            sql<number>`(extract(epoch from min(failed_at)) * 1000)::float8`.as('oldest'),
            sql<number>`(extract(epoch from max(failed_at)) * 1000)::float8`.as('latest'),
          ])
          .where('key', 'in', keys)
          .where('failed_at', '>', since)
          .groupBy('key')
          .execute();
        const planned = plan(new Map(rows.map(({ key, ...count }) => [key, count])));
        if (planned.rows.length > 0)
          await trx
            .insertInto('login_failures')
            .values(planned.rows.map((r) => ({ key: r.key, failed_at: r.at })))
            .execute();
        return planned;
      });
    },

    /** Gives reservations back: one row per reservation (another with the same time stays). */
    async release(reserved: Reservation[]): Promise<void> {
      for (const r of reserved)
        await sql`
          delete from login_failures where ctid = any(array(
            select ctid from login_failures where key = ${r.key} and failed_at = ${r.at} limit 1))
        `.execute(db);
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
