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

  return { deliveredTotals };
}

export type OrdersRepo = ReturnType<typeof createOrdersRepo>;
