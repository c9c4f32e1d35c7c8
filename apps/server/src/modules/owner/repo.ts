import { sql } from 'kysely';
import type { DB } from '../../db/index.ts';

/**
 * SQL of the owner's Sellers page: each roller with its totals. Sold and income count delivered
 * orders only, as every total of the shop does (DESIGN §5): a refunded order is out.
 */
export function createOwnerRepo(db: DB) {
  const summaries = () =>
    db.selectFrom('rollers as r').select((eb) => [
      'r.id',
      'r.code',
      'r.name',
      'r.email',
      'r.is_owner',
      'r.disabled_at',
      'r.created_at',
      eb
        .selectFrom('accounts as a')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('a.roller_id', '=', 'r.id')
        .where('a.status', '<>', 'sold')
        .as('accounts_for_sale'),
      eb
        .selectFrom('transactions as t')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('t.roller_id', '=', 'r.id')
        .where('t.status', '=', 'delivered')
        .as('accounts_sold'),
      eb
        .selectFrom('transactions as t')
        .select(sql<number>`coalesce(sum(t.amount), 0)::int`.as('n'))
        .whereRef('t.roller_id', '=', 'r.id')
        .where('t.status', '=', 'delivered')
        .as('income'),
    ]);

  return {
    /** Every roller, the owner first, then by code. */
    sellers() {
      return summaries().orderBy('r.is_owner', 'desc').orderBy('r.code').execute();
    },

    seller(id: number) {
      return summaries().where('r.id', '=', id).executeTakeFirst();
    },

    /** The seller's orders still waiting for payment, oldest first. */
    async pendingOrders(rollerId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('transactions')
        .select('id')
        .where('roller_id', '=', rollerId)
        .where('status', '=', 'pending')
        .orderBy('id')
        .execute();
      return rows.map((r) => r.id);
    },
  };
}

export type OwnerRepo = ReturnType<typeof createOwnerRepo>;
export type SellerRow = NonNullable<Awaited<ReturnType<OwnerRepo['seller']>>>;
