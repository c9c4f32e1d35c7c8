import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { Database, DB } from '../../db/index.ts';
import type { Criteria } from './criteria.ts';
import type { TransactionScope } from '../../db/unit-of-work.ts';
import { matchPassIn } from './match-repo.ts';

export type { AlertAccountRow, Delivery, MatchQueue } from './match-repo.ts';

/**
 * Whose subscriptions: an e-mail (stored lowercase) as far as the caller's management token
 * reaches (`all` for a browser that opened a link mailed to it, else the id of the token whose
 * browser created them), or a registered browser.
 */
export type Owner = { email: string; reach: 'all' | number } | { pushClientId: number };

/** A browser's management token for an e-mail (decision 0040). */
export interface ManageToken {
  id: number;
  email: string;
  proven: boolean;
}

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

/**
 * The SQL of alert subscriptions, their unsubscribe tokens, and the management tokens and
 * mailed links that prove an address (decision 0040); the match queue is match-repo.ts.
 */
export function createAlertsRepo(db: DB) {
  const ownedBy = (owner: Owner) =>
    'email' in owner
      ? owner.reach === 'all'
        ? sql<boolean>`s.email = ${owner.email}`
        : sql<boolean>`s.email = ${owner.email} and s.created_by = ${owner.reach}`
      : sql<boolean>`s.push_client_id = ${owner.pushClientId}`;
  /** The cap counts every subscription of the e-mail, whichever browser made it. */
  const cappedBy = (owner: Owner) =>
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
        .where(cappedBy(owner))
        .where('s.is_active', '=', true)
        .executeTakeFirstOrThrow()
    ).n;

  const subscriptions = () =>
    db
      .selectFrom('alert_subscriptions as s')
      .innerJoin('games as g', 'g.id', 's.game_id')
      .select(SUBSCRIPTION_COLUMNS);

  return {
    /**
     * What a unit of work does in its transaction: the match queue's pass, and a new
     * subscription with the token and the mailed link that may come with it, so each commits
     * with the mails it queues.
     */
    within: ({ executor: trx, ...scope }: TransactionScope) => ({
      matchPass: matchPassIn({ executor: trx, ...scope }),

      /**
       * Adds a subscription unless the owner already has `max` active ones. `confirmedAt` is
       * null while its address is unproven: the matcher passes it by.
       */
      async insertSubscription(
        owner: Owner,
        c: Criteria,
        { tokens, anchor }: { tokens: string[]; anchor: string },
        max: number,
        proof: { createdBy: number | null; confirmedAt: Date | null; createdAt: Date },
      ): Promise<number | null> {
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
            created_by: proof.createdBy,
            confirmed_at: proof.confirmedAt,
            created_at: proof.createdAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      },

      async insertManageToken(tokenHash: Buffer, email: string, proven: boolean): Promise<number> {
        const row = await trx
          .insertInto('alert_manage_tokens')
          .values({ token_hash: tokenHash, email, proven })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      },

      /** Whether a link mailed to the address can still be opened. */
      async hasLiveLink(email: string, now: Date): Promise<boolean> {
        const row = await trx
          .selectFrom('alert_address_links')
          .select('email')
          .where('email', '=', email)
          .where('used_at', 'is', null)
          .where('expires_at', '>', now)
          .executeTakeFirst();
        return row !== undefined;
      },

      async insertLink(tokenHash: Buffer, email: string, expiresAt: Date): Promise<void> {
        await trx
          .insertInto('alert_address_links')
          .values({ token_hash: tokenHash, email, expires_at: expiresAt })
          .execute();
      },

      /**
       * Spends a mailed link and confirms every subscription of its address that waited: the
       * address has shown it reads its mail. Null for an unknown, used or expired link.
       */
      async openLink(tokenHash: Buffer, now: Date): Promise<string | null> {
        const link = await trx
          .updateTable('alert_address_links')
          .set({ used_at: now })
          .where('token_hash', '=', tokenHash)
          .where('used_at', 'is', null)
          .where('expires_at', '>', now)
          .returning('email')
          .executeTakeFirst();
        if (!link) return null;
        await trx
          .updateTable('alert_subscriptions')
          .set({ confirmed_at: now })
          .where('email', '=', link.email)
          .where('confirmed_at', 'is', null)
          .execute();
        return link.email;
      },
    }),

    manageToken: (tokenHash: Buffer): Promise<ManageToken | undefined> =>
      db
        .selectFrom('alert_manage_tokens')
        .select(['id', 'email', 'proven'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst(),

    /**
     * Whether the e-mail has subscriptions (a link mailed to it has something to show), whether
     * any was ever confirmed, and whether a link mailed to it can still be opened.
     */
    async addressState(
      email: string,
      now: Date,
    ): Promise<{ subscribed: boolean; confirmed: boolean; liveLink: boolean }> {
      const { rows } = await sql<{ subscribed: boolean; confirmed: boolean; live_link: boolean }>`
        select
          exists (select 1 from alert_subscriptions where email = ${email}) as subscribed,
          exists (select 1 from alert_subscriptions
                  where email = ${email} and confirmed_at is not null) as confirmed,
          exists (select 1 from alert_address_links
                  where email = ${email} and used_at is null and expires_at > ${now}) as live_link
      `.execute(db);
      const row = rows[0]!;
      return { subscribed: row.subscribed, confirmed: row.confirmed, liveLink: row.live_link };
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
