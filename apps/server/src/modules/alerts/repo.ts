import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { Database, DB } from '../../db/index.ts';
import type { PushPayload } from '../../db/column-types.ts';
import { enqueueMails, type OutgoingMail } from '../outbox/outbox.ts';
import { ANY_ANCHOR, type Criteria } from './criteria.ts';

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

/** A new match: the subscription that waited and the account it waited for. */
export interface Delivery {
  subscription_id: number;
  account_id: number;
  email: string | null;
  push_client_id: number | null;
}

/** What an alert shows of each account: its listing facts, never its login. */
async function accountsForAlert(db: DB | Transaction<Database>, ids: number[]) {
  const rows = await db
    .selectFrom('accounts as a')
    .innerJoin('games as g', 'g.id', 'a.game_id')
    .leftJoin('game_servers as gs', (j) =>
      j.onRef('gs.game_id', '=', 'a.game_id').onRef('gs.value', '=', 'a.server_value'),
    )
    .select([
      'a.id',
      'a.game_id',
      'g.name as game_name',
      sql<string>`coalesce(gs.name, a.server_value)`.as('server_name'),
      'a.code',
      'a.price',
      'a.images',
      'a.characters',
      'a.weapons',
      'a.banner_guarantee',
    ])
    .where('a.id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

export type AlertAccountRow =
  Awaited<ReturnType<typeof accountsForAlert>> extends Map<number, infer R> ? R : never;

/** All SQL of alerts: subscriptions, their tokens, the match queue and the push queue. */
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

    /**
     * One matching pass in one transaction: takes queued accounts (skipping rows another
     * instance holds), records each new (subscription, account) pair once, and lets `notify`
     * queue the mails and pushes for exactly those pairs before anything commits. A crash
     * anywhere leaves the queue as it was.
     */
    async matchQueued(
      limit: number,
      notify: (
        deliveries: Delivery[],
        accounts: Map<number, AlertAccountRow>,
        queue: {
          mail(mail: OutgoingMail): void;
          push(clientId: number, payload: PushPayload): void;
          unsubscribeToken(hash: Buffer, email: string, subscriptionId: number | null): void;
        },
      ) => Promise<void>,
    ): Promise<{ accounts: number; mails: number; pushes: number }> {
      return db.transaction().execute(async (trx) => {
        const taken = await trx
          .deleteFrom('alert_queue')
          .where('id', 'in', (eb) =>
            eb
              .selectFrom('alert_queue')
              .select('id')
              .orderBy('id')
              .limit(limit)
              .forUpdate()
              .skipLocked(),
          )
          .returning('account_id')
          .execute();
        const accountIds = [...new Set(taken.map((t) => t.account_id))];
        if (accountIds.length === 0) return { accounts: 0, mails: 0, pushes: 0 };
        const { rows } = await sql<Delivery>`
          with matched as (
            insert into alert_deliveries (subscription_id, account_id)
            select s.id, a.id
            from accounts a
            join alert_subscriptions s
              on s.game_id = a.game_id and s.is_active
             and s.anchor_token = any(a.search_tokens || ${ANY_ANCHOR}::text)
             and s.required_tokens <@ a.search_tokens
             and (s.max_price is null or s.max_price >= a.price)
            where a.id = any(${accountIds}::int[]) and a.status = 'available'
            on conflict do nothing
            returning subscription_id, account_id
          )
          select m.subscription_id, m.account_id, s.email, s.push_client_id
          from matched m join alert_subscriptions s on s.id = m.subscription_id
          order by m.account_id, m.subscription_id`.execute(trx);
        if (rows.length > 0) {
          // Gathered, then written a few hundred rows per statement: an account can wait on
          // hundreds of subscriptions, and a round trip per row was most of the pass.
          const mails: OutgoingMail[] = [];
          const pushes: { push_client_id: number; payload: string }[] = [];
          const tokens: { token_hash: Buffer; email: string; subscription_id: number | null }[] =
            [];
          await notify(
            rows,
            await accountsForAlert(trx, [...new Set(rows.map((r) => r.account_id))]),
            {
              mail: (mail) => void mails.push(mail),
              push: (clientId, payload) =>
                void pushes.push({ push_client_id: clientId, payload: JSON.stringify(payload) }),
              unsubscribeToken: (hash, email, subscriptionId) =>
                void tokens.push({ token_hash: hash, email, subscription_id: subscriptionId }),
            },
          );
          for (let from = 0; from < tokens.length; from += 1000)
            await trx
              .insertInto('alert_unsubscribe_tokens')
              .values(tokens.slice(from, from + 1000))
              .execute();
          for (let from = 0; from < pushes.length; from += 1000)
            await trx
              .insertInto('alert_pushes')
              .values(pushes.slice(from, from + 1000))
              .execute();
          await enqueueMails(trx, mails);
        }
        const pushes = rows.filter((r) => r.push_client_id !== null).length;
        return { accounts: accountIds.length, mails: rows.length - pushes, pushes };
      });
    },
  };
}

export type AlertsRepo = ReturnType<typeof createAlertsRepo>;
