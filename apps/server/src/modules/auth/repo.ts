import { sql } from 'kysely';
import type { DB } from '../../db/index.ts';
import type { RollerRow } from '../../db/index.ts';

/** All SQL of sign-in: rollers, sessions and the failed-attempt log. */
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

    /** Failures per key within the window, and when the oldest of them leaves it. */
    async recentFailures(keys: string[], windowSeconds: number) {
      return db
        .selectFrom('login_failures')
        .select([
          'key',
          sql<number>`count(*)::int`.as('count'),
          sql<number>`extract(epoch from min(failed_at))::float8`.as('oldest'),
        ])
        .where('key', 'in', keys)
        .where('failed_at', '>', sql<Date>`now() - make_interval(secs => ${windowSeconds})`)
        .groupBy('key')
        .execute();
    },

    async recordFailure(keys: string[], windowSeconds: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('login_failures')
          .values(keys.map((key) => ({ key })))
          .execute();
        // Old rows are useless once out of the window; pruning every key's (not only these) keeps
        // the table to one minute of failures, whoever caused them.
        await trx
          .deleteFrom('login_failures')
          .where('failed_at', '<', sql<Date>`now() - make_interval(secs => ${windowSeconds})`)
          .execute();
      });
    },

    async clearFailures(key: string): Promise<void> {
      await db.deleteFrom('login_failures').where('key', '=', key).execute();
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
