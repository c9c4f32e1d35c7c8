import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { Database, DB } from '../../db/index.ts';
import type { Criteria } from './criteria.ts';
import type { TransactionScope } from '../outbox/unit-of-work.ts';
import { matchPassIn } from './match-repo.ts';

export type { AlertAccountRow, Delivery, MatchQueue } from './match-repo.ts';

/** Whose subscriptions: an e-mail (stored lowercase) or a registered browser. */
export type Owner = { email: string } | { pushClientId: number };

const SUBSCRIPTION_COLUMNS = [
  's.id',
  's.email',
  's.push_client_id',
  's.game_id',
  'g.name as game_name',
  's.server_value',
  's.gender',
  's.max_price',
  's.characters',
  's.weapons',
  's.is_active',
  's.created_at',
] as const;

/** The SQL of alert subscriptions and their unsubscribe tokens; the match queue is match-repo.ts. */
export function createAlertsRepo(db: DB) {
  const ownedBy = (owner: Owner) =>
    'email' in owner
      ? sql<boolean>`s.email = ${owner.email}`
      : sql<boolean>`s.push_client_id = ${owner.pushClientId}`;

  /**
   * Serialises one owner's cap checks: two requests at once count one after the other, so the
   * cap holds (the lock ends with the transaction).
   */
  const lockOwner = async (trx: Transaction<Database>, owner: Owner) => {
    const key = 'email' in owner ? `e:${owner.email}` : `p:${owner.pushClientId}`;
    await sql`select pg_advisory_xact_lock(hashtext(${'alerts:' + key}))`.execute(trx);
  };

  const activeCount = async (trx: Transaction<Database>, owner: Owner) =>
    (
      await trx
        .selectFrom('alert_subscriptions as s')
        .select(sql<number>`count(*)::int`.as('n'))
        .where(ownedBy(owner))
        .where('s.is_active', '=', true)
        .executeTakeFirstOrThrow()
    ).n;

  const subscriptions = () =>
    db
      .selectFrom('alert_subscriptions as s')
      .innerJoin('games as g', 'g.id', 's.game_id')
      .select(SUBSCRIPTION_COLUMNS);

  return {
    /** The match queue's pass, bound to a unit of work so its mails commit with it. */
    within: (scope: TransactionScope) => ({ matchPass: matchPassIn(scope) }),

    /** Adds a subscription unless the owner already has `max` active ones. */
    async insertSubscription(
      owner: Owner,
      c: Criteria,
      { tokens, anchor }: { tokens: string[]; anchor: string },
      max: number,
    ): Promise<number | null> {
      return db.transaction().execute(async (trx) => {
        await lockOwner(trx, owner);
        if ((await activeCount(trx, owner)) >= max) return null;
        const row = await trx
          .insertInto('alert_subscriptions')
          .values({
            email: 'email' in owner ? owner.email : null,
            push_client_id: 'email' in owner ? null : owner.pushClientId,
            game_id: c.gameId,
            server_value: c.serverValue,
            gender: c.gender,
            max_price: c.maxPrice,
            characters: JSON.stringify(c.characters),
            weapons: JSON.stringify(c.weapons),
            required_tokens: tokens,
            anchor_token: anchor,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      });
    },

    listOwned: (owner: Owner) =>
      subscriptions()
        .where(ownedBy(owner))
        .orderBy('s.created_at', 'desc')
        .orderBy('s.id', 'desc')
        .execute(),

    findOwned: (id: number, owner: Owner) =>
      subscriptions().where('s.id', '=', id).where(ownedBy(owner)).executeTakeFirst(),

    /** Turning one back on counts against the cap like a new one. */
    async updateOwned(
      id: number,
      owner: Owner,
      change: { is_active?: boolean; max_price?: number | null },
      max: number,
    ): Promise<'updated' | 'missing' | 'over-cap'> {
      return db.transaction().execute(async (trx) => {
        await lockOwner(trx, owner);
        const current = await trx
          .selectFrom('alert_subscriptions as s')
          .select(['s.id', 's.is_active'])
          .where('s.id', '=', id)
          .where(ownedBy(owner))
          .forUpdate()
          .executeTakeFirst();
        if (!current) return 'missing';
        if (change.is_active && !current.is_active) {
          if ((await activeCount(trx, owner)) >= max) return 'over-cap';
        }
        if (change.is_active !== undefined || change.max_price !== undefined)
          await trx
            .updateTable('alert_subscriptions')
            .set({
              ...(change.is_active === undefined ? {} : { is_active: change.is_active }),
              ...(change.max_price === undefined ? {} : { max_price: change.max_price }),
            })
            .where('id', '=', id)
            .execute();
        return 'updated';
      });
    },

    async deleteOwned(id: number, owner: Owner): Promise<boolean> {
      const res = await db
        .deleteFrom('alert_subscriptions as s')
        .where('s.id', '=', id)
        .where(ownedBy(owner))
        .executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },

    async deactivateAll(email: string): Promise<number> {
      const res = await db
        .updateTable('alert_subscriptions')
        .set({ is_active: false })
        .where('email', '=', email)
        .where('is_active', '=', true)
        .executeTakeFirst();
      return Number(res.numUpdatedRows);
    },

    async tokenUsable(tokenHash: Buffer, scope: 'single' | 'all'): Promise<boolean> {
      const row = await db
        .selectFrom('alert_unsubscribe_tokens')
        .select('email')
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('subscription_id', scope === 'single' ? 'is not' : 'is', null)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Spends an unsubscribe token and does what it stands for, in one transaction: a second
     * click finds it used (null), and two clicks at once cannot both pass.
     */
    async spendToken(
      tokenHash: Buffer,
      scope: 'single' | 'all',
      now: Date,
    ): Promise<{ email: string; subscriptionId: number | null; count: number } | null> {
      return db.transaction().execute(async (trx) => {
        const token = await trx
          .updateTable('alert_unsubscribe_tokens')
          .set({ used_at: now })
          .where('token_hash', '=', tokenHash)
          .where('used_at', 'is', null)
          // A link for one subscription does not open the "all" page's door, nor the reverse.
          .where('subscription_id', scope === 'single' ? 'is not' : 'is', null)
          .returning(['email', 'subscription_id'])
          .executeTakeFirst();
        if (!token) return null;
        let update = trx
          .updateTable('alert_subscriptions')
          .set({ is_active: false })
          .where('email', '=', token.email)
          .where('is_active', '=', true);
        if (token.subscription_id !== null) update = update.where('id', '=', token.subscription_id);
        const res = await update.executeTakeFirst();
        return {
          email: token.email,
          subscriptionId: token.subscription_id,
          count: Number(res.numUpdatedRows),
        };
      });
    },
  };
}

export type AlertsRepo = ReturnType<typeof createAlertsRepo>;
