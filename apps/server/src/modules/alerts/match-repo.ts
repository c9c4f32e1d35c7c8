import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import type { Database, DB } from '../../db/index.ts';
import type { TransactionScope } from '../../db/unit-of-work.ts';
import type { PushPayload } from '../../db/column-types.ts';
import type { OutgoingMail } from '../outbox/outbox.ts';
import { ANY_ANCHOR } from './criteria.ts';
import { alertPushJob, type NewPush } from './push-repo.ts';

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

/** What a matching pass lets `notify` queue for the pairs it found. */
export interface MatchQueue {
  mail(mail: OutgoingMail): void;
  push(clientId: number, payload: PushPayload): void;
  unsubscribeToken(hash: Buffer, email: string, subscriptionId: number | null): void;
}

/**
 * The SQL of the match queue: which waiting subscriptions a queued account answers, bound to a
 * unit of work (its transaction and outbox).
 */
export function matchPassIn({ executor: trx, outbox, jobs }: TransactionScope) {
  /**
   * One matching pass in one transaction: takes queued accounts (skipping rows another
   * instance holds), records each new (subscription, account) pair once, for subscriptions
   * whose address is proven (decision 0040), and lets `notify` queue the mails and pushes for
   * exactly those pairs before anything commits. A crash anywhere leaves the queue as it was.
   */
  return async function matchPass(
    limit: number,
    notify: (
      deliveries: Delivery[],
      accounts: Map<number, AlertAccountRow>,
      queue: MatchQueue,
    ) => Promise<void>,
  ): Promise<{ accounts: number; mails: number; pushes: number }> {
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
            on s.game_id = a.game_id and s.is_active and s.confirmed_at is not null
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
      const pushes: NewPush[] = [];
      const tokens: { token_hash: Buffer; email: string; subscription_id: number | null }[] = [];
      await notify(rows, await accountsForAlert(trx, [...new Set(rows.map((r) => r.account_id))]), {
        mail: (mail) => void mails.push(mail),
        push: (clientId, payload) => void pushes.push({ clientId, payload }),
        unsubscribeToken: (hash, email, subscriptionId) =>
          void tokens.push({ token_hash: hash, email, subscription_id: subscriptionId }),
      });
      for (let from = 0; from < tokens.length; from += 1000)
        await trx
          .insertInto('alert_unsubscribe_tokens')
          .values(tokens.slice(from, from + 1000))
          .execute();
      // Jobs of the one queue: each kind's runner is woken once the pass commits.
      await jobs.enqueue(alertPushJob, pushes);
      await outbox.queueAll(mails);
    }
    const pushes = rows.filter((r) => r.push_client_id !== null).length;
    return { accounts: accountIds.length, mails: rows.length - pushes, pushes };
  };
}
