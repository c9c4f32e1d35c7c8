import { sql } from 'kysely';
import type { DB } from '../../db/index.ts';

/** SQL of transactions. Totals count delivered transactions only (DESIGN §5). */
export function createOrdersRepo(db: DB) {
  function deliveredTotals(rollerId?: number) {
    return db
      .selectFrom('games as g')
      .leftJoin('transactions as t', (j) =>
        j
          .onRef('t.game_id', '=', 'g.id')
          .on('t.status', '=', 'delivered')
          .$call((jb) => (rollerId === undefined ? jb : jb.on('t.roller_id', '=', rollerId))),
      )
      .select([
        'g.id as game_id',
        'g.name as game_name',
        sql<number>`coalesce(sum(t.amount), 0)::int`.as('total'),
        sql<number>`count(t.id)::int`.as('total_sold'),
      ])
      .groupBy(['g.id', 'g.name', 'g.position'])
      .orderBy('g.position')
      .orderBy('g.id')
      .execute();
  }

  /** A completed sale of an account for sale: one delivered transaction, the account sold. */
  async function insertDeliveredSale(
    gameId: number,
    code: string,
    buyer: { name: string; email: string },
  ): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      const account = await trx
        .updateTable('accounts')
        .set({ status: 'sold' })
        .where('game_id', '=', gameId)
        .where('code', '=', code)
        .where('status', '=', 'available')
        .returning(['id', 'roller_id', 'price'])
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
          status: 'delivered',
          expires_at: sql<Date>`now()`,
          paid_at: sql<Date>`now()`,
          delivered_at: sql<Date>`now()`,
        })
        .execute();
      return true;
    });
  }

  return { deliveredTotals, insertDeliveredSale };
}

export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
