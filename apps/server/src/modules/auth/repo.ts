import { sql, type Transaction } from 'kysely';
import type { Database, DB, RollerRow } from '../../db/index.ts';
import { systemClock, type Clock } from '../../lib/clock.ts';
import type { Counts, Reservation } from './attempts.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

/**
 * Takes ownership from whoever holds it (but `keep`), answering their code. Serialised by a
 * transaction lock: two moves at once would otherwise both find the old owner and the second
 * would run into the one-owner index.
 */
async function clearOwner(
  trx: Transaction<Database>,
  at: Date,
  keep?: number,
): Promise<string | null> {
  await sql`select pg_advisory_xact_lock(hashtext('rollers:owner'))`.execute(trx);
  const row = await trx
    .updateTable('rollers')
    .set({ is_owner: false, updated_at: at })
    .where('is_owner', '=', true)
    .$if(keep !== undefined, (q) => q.where('id', '<>', keep!))
    .returning('code')
    .executeTakeFirst();
  return row?.code ?? null;
}

/** All SQL of sign-in: rollers, sessions and the attempt log (the limits of attempts.ts). */
export function createAuthRepo(db: DB, clock: Clock = systemClock) {
  return {
    findRollerByCode(code: string): Promise<RollerRow | undefined> {
      return db.selectFrom('rollers').selectAll().where('code', '=', code).executeTakeFirst();
    },

    findRollerById(id: number): Promise<RollerRow | undefined> {
      return db.selectFrom('rollers').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /**
     * A new roller; undefined when its code is taken (also by a racing insert). As the owner, it
     * takes ownership from the previous owner (answered) in the same transaction.
     */
    async insertRoller(
      row: { code: string; name: string; password_hash: string },
      { owner = false }: { owner?: boolean } = {},
    ): Promise<{ row: RollerRow; previousOwner: string | null } | undefined> {
      try {
        return await db.transaction().execute(async (trx) => {
          const at = clock();
          const previousOwner = owner ? await clearOwner(trx, at) : null;
          const inserted = await trx
            .insertInto('rollers')
            .values({ ...row, is_owner: owner, created_at: at, updated_at: at })
            .returningAll()
            .executeTakeFirstOrThrow();
          return { row: inserted, previousOwner };
        });
      } catch (err) {
        if (isUniqueViolation(err, 'rollers_code_key')) return undefined;
        throw err;
      }
    },

    /**
     * Makes the roller the owner, in one transaction with the previous owner's demotion; an
     * owner must be able to sign in, so it is enabled too. Answers the previous owner's code.
     */
    async setOwner(rollerId: number): Promise<{ previous: string | null }> {
      return db.transaction().execute(async (trx) => {
        const at = clock();
        const previous = await clearOwner(trx, at, rollerId);
        await trx
          .updateTable('rollers')
          .set({ is_owner: true, disabled_at: null, updated_at: at })
          .where('id', '=', rollerId)
          .execute();
        return { previous };
      });
    },

    /** The owner's code, when the shop has one. */
    async ownerCode(): Promise<string | null> {
      const row = await db
        .selectFrom('rollers')
        .select('code')
        .where('is_owner', '=', true)
        .executeTakeFirst();
      return row?.code ?? null;
    },

    /**
     * Disables (ending every session, in the same transaction) or enables a roller. The owner is
     * never disabled, even when ownership moved to them a moment ago: false then.
     */
    async setDisabled(rollerId: number, disabled: boolean): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('rollers')
          .set({
            disabled_at: disabled ? sql<Date>`coalesce(disabled_at, ${clock()})` : null,
            updated_at: clock(),
          })
          .where('id', '=', rollerId)
          .$if(disabled, (q) => q.where('is_owner', '=', false))
          .executeTakeFirst();
        if (updated.numUpdatedRows === 0n) return false;
        if (disabled) await trx.deleteFrom('sessions').where('roller_id', '=', rollerId).execute();
        return true;
      });
    },

    async updateRoller(
      id: number,
      patch: { password_hash?: string; email?: string; name?: string },
    ) {
      await db
        .updateTable('rollers')
        .set({ ...patch, updated_at: clock() })
        .where('id', '=', id)
        .execute();
    },

    async insertSession(rollerId: number, tokenHash: string, at: Date): Promise<void> {
      await db
        .insertInto('sessions')
        .values({ roller_id: rollerId, token_hash: tokenHash, created_at: at, last_used_at: at })
        .execute();
    },

    /** The session's roller, when the session has been used within `idleDays` of `now`. */
    findSessionRoller(tokenHash: string, idleDays: number, now: Date) {
      return (
        db
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
          // A disabled roller's sessions end at once; none is made for them afterwards either.
          .where('rollers.disabled_at', 'is', null)
          .where(
            'sessions.last_used_at',
            '>',
            sql<Date>`${now}::timestamptz - make_interval(days => ${idleDays})`,
          )
          .executeTakeFirst()
      );
    },

    async touchSession(sessionId: number, at: Date): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ last_used_at: at })
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
