import { sql, type Kysely } from 'kysely';
import type { Database, DB } from '../../db/index.ts';
import type { OrderStatus } from '@shop/contract';
import type { TransactionScope } from '../../db/unit-of-work.ts';

export interface NewOrder {
  accountId: number;
  buyerName: string;
  buyerEmail: string;
  note: string;
  idempotencyKey: string | null;
  provider: 'manual' | 'paypal';
  /** The shop's clock (lib/clock.ts), as every stamp of the order is. */
  createdAt: Date;
  expiresAt: Date;
}

/** Everything the invoice, the seller's list and the mails show of a transaction. */
const orderColumns = [
  't.id',
  't.status',
  't.amount',
  't.account_id',
  't.game_id',
  't.roller_id',
  't.buyer_name',
  't.buyer_email',
  't.note',
  't.provider',
  't.provider_order_id',
  't.idempotency_key',
  't.created_at',
  't.expires_at',
  't.paid_at',
  't.delivered_at',
  't.warranty_days',
  't.warranty_ended_at',
  't.cancelled_by',
  'a.code as account_code',
  'g.name as game_name',
  'r.code as roller_code',
  'r.name as roller_name',
  'r.payment_instructions',
] as const;

function ordersQuery(db: Kysely<Database>) {
  return db
    .selectFrom('transactions as t')
    .innerJoin('accounts as a', 'a.id', 't.account_id')
    .innerJoin('games as g', 'g.id', 't.game_id')
    .innerJoin('rollers as r', 'r.id', 't.roller_id')
    .select(orderColumns);
}

export type OrderRow = Awaited<
  ReturnType<ReturnType<typeof ordersQuery>['executeTakeFirstOrThrow']>
>;

/** The status filter of the seller's list: failed covers every way an order can fail. */
const FAILED: OrderStatus[] = ['expired', 'cancelled', 'failed'];

function queries(db: Kysely<Database>) {
  async function pendingCount(rollerId: number): Promise<number> {
    const row = await db
      .selectFrom('transactions')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('roller_id', '=', rollerId)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    return row.n;
  }

  return {
    pendingCount,

    /**
     * Reserves the account and opens its transaction in one statement: the account row is
     * taken only while still available, so of many concurrent buyers exactly one gets a row
     * back (the others wait on the row lock, then see it reserved). The partial unique index
     * on open transactions stands behind it. The order keeps the warranty the account carries
     * now: a later edit of the account changes no warranty already sold.
     */
    async reserve(order: NewOrder): Promise<number | null> {
      const row = await sql<{ id: number }>`
        with reserved as (
          update accounts set status = 'reserved', updated_at = ${order.createdAt}
          where id = ${order.accountId} and status = 'available'
            -- a disabled seller's account is off sale (decision 0039, "Disabling a seller")
            and roller_id not in (select r.id from rollers r where r.disabled_at is not null)
          returning id, game_id, roller_id, price, warranty_days
        )
        insert into transactions
          (account_id, game_id, roller_id, buyer_name, buyer_email, note, amount, status,
           created_at, expires_at, idempotency_key, provider, warranty_days)
        select id, game_id, roller_id, ${order.buyerName}, ${order.buyerEmail}, ${order.note},
               price, 'pending', ${order.createdAt}, ${order.expiresAt}, ${order.idempotencyKey},
               ${order.provider}, warranty_days
        from reserved
        returning id`.execute(db);
      return row.rows[0]?.id ?? null;
    },

    accountStatus(accountId: number) {
      return db
        .selectFrom('accounts')
        .select(['status'])
        .where('id', '=', accountId)
        .executeTakeFirst();
    },

    async lapsedCount(accountId: number, email: string): Promise<number> {
      const row = await db
        .selectFrom('transactions')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('account_id', '=', accountId)
        .where(sql`lower(buyer_email)`, '=', email.toLowerCase())
        .where('status', '=', 'expired')
        .executeTakeFirstOrThrow();
      return row.n;
    },

    byId: (id: number) => ordersQuery(db).where('t.id', '=', id).executeTakeFirst(),

    byIdempotencyKey: (key: string) =>
      ordersQuery(db).where('t.idempotency_key', '=', key).executeTakeFirst(),

    byProviderOrder: (orderId: string) =>
      ordersQuery(db).where('t.provider_order_id', '=', orderId).executeTakeFirst(),

    /** Locks the transaction row (and so its state) until the surrounding transaction ends. */
    lock: (id: number) =>
      db
        .selectFrom('transactions')
        .select(['id', 'status', 'expires_at', 'roller_id', 'account_id', 'game_id'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst(),

    async setProviderOrder(id: number, orderId: string): Promise<void> {
      await db
        .updateTable('transactions')
        .set({ provider: 'paypal', provider_order_id: orderId })
        .where('id', '=', id)
        .execute();
    },

    /** Paid and handed over in one step: the account is sold, the order delivered. */
    async markDelivered(id: number, accountId: number, at: Date): Promise<void> {
      await db
        .updateTable('transactions')
        .set({ status: 'delivered', paid_at: at, delivered_at: at })
        .where('id', '=', id)
        .execute();
      await db
        .updateTable('accounts')
        .set({ status: 'sold', updated_at: at })
        .where('id', '=', accountId)
        .execute();
    },

    /**
     * Closes an open order and puts its account back on sale. A cancel records who cancelled:
     * the seller, or the shop owner by disabling them.
     */
    async release(
      id: number,
      accountId: number,
      status: 'cancelled' | 'expired',
      at: Date,
      by: 'seller' | 'owner' = 'seller',
    ) {
      await db
        .updateTable('transactions')
        .set({
          status,
          ...(status === 'cancelled' ? { cancelled_at: at, cancelled_by: by } : {}),
        })
        .where('id', '=', id)
        .execute();
      await db
        .updateTable('accounts')
        .set({ status: 'available', updated_at: at })
        .where('id', '=', accountId)
        .where('status', '=', 'reserved')
        .execute();
    },

    /**
     * Expires every pending order past its deadline and relists its account, in one statement.
     * Rows another instance is expiring right now are skipped, so each expires once.
     */
    async expireDue(
      now: Date,
    ): Promise<Array<{ id: number; account_id: number; game_id: number; roller_id: number }>> {
      const res = await sql<{ id: number; account_id: number; game_id: number; roller_id: number }>`
        with due as (
          select id from transactions
          where status = 'pending' and expires_at <= ${now}
          order by expires_at
          limit 500
          for update skip locked
        ), expired as (
          update transactions t set status = 'expired'
          from due where t.id = due.id
          returning t.id, t.account_id, t.game_id, t.roller_id
        ), relisted as (
          update accounts a set status = 'available', updated_at = ${now}
          from expired where a.id = expired.account_id and a.status = 'reserved'
          returning a.id
        )
        select id, account_id, game_id, roller_id from expired`.execute(db);
      return res.rows;
    },

    /** What the delivery mail carries: the account's sign-in, sealed at rest. */
    deliveryDetails: (accountId: number) =>
      db
        .selectFrom('accounts')
        .select(['login_method', 'login_email', 'password_enc', 'server_value'])
        .where('id', '=', accountId)
        .executeTakeFirstOrThrow(),

    /**
     * A page of orders, newest first: one seller's (`rollerId`), or every seller's (null, the
     * owner's list of all). `pending` is always the given seller's own, for their nav badge.
     */
    async listOrders(
      opts: { rollerId: number | null; page: number; limit: number; status?: OrderStatus },
      pendingOf: number,
    ): Promise<{ rows: OrderRow[]; total: number; pending: number }> {
      const statuses: OrderStatus[] | null = !opts.status
        ? null
        : FAILED.includes(opts.status)
          ? FAILED
          : [opts.status];
      const { rollerId } = opts;
      const base = db
        .selectFrom('transactions as t')
        .$if(rollerId !== null, (q) => q.where('t.roller_id', '=', rollerId!))
        .$if(statuses !== null, (q) => q.where('t.status', 'in', statuses!));
      const [rows, counts, pending] = await Promise.all([
        ordersQuery(db)
          .$if(rollerId !== null, (q) => q.where('t.roller_id', '=', rollerId!))
          .$if(statuses !== null, (q) => q.where('t.status', 'in', statuses!))
          .orderBy('t.created_at', 'desc')
          .orderBy('t.id', 'desc')
          .limit(opts.limit)
          .offset((opts.page - 1) * opts.limit)
          .execute(),
        base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
        pendingCount(pendingOf),
      ]);
      return { rows, total: counts.total, pending };
    },
  };
}

export type OrderQueries = ReturnType<typeof queries>;

/** SQL of transactions. */
export function createOrdersRepo(db: DB) {
  /** A completed sale of an account for sale: one delivered transaction, the account sold. */
  async function insertDeliveredSale(
    gameId: number,
    code: string,
    buyer: { name: string; email: string },
    at: Date,
  ): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      const account = await trx
        .updateTable('accounts')
        .set({ status: 'sold', updated_at: at })
        .where('game_id', '=', gameId)
        .where('code', '=', code)
        .where('status', '=', 'available')
        .returning(['id', 'roller_id', 'price', 'warranty_days'])
        .executeTakeFirst();
      if (!account) return false;
      await trx
        .insertInto('transactions')
        .values({
          account_id: account.id,
          game_id: gameId,
          roller_id: account.roller_id,
          buyer_name: buyer.name,
          buyer_email: buyer.email,
          amount: account.price,
          warranty_days: account.warranty_days,
          status: 'delivered',
          created_at: at,
          expires_at: at,
          paid_at: at,
          delivered_at: at,
        })
        .execute();
      return true;
    });
  }

  return {
    ...queries(db),
    insertDeliveredSale,
    /** The queries a unit of work runs in its transaction (an order and its mail commit together). */
    within: ({ executor }: TransactionScope) => queries(executor),
  };
}

export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
