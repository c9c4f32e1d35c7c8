import { sql } from 'kysely';
import type { DB } from '../../db/index.ts';

export type DailyIncomeRow = { date: string; income: number; sold: number };

/** SQL of the seller's income over time. Income counts delivered transactions only (DESIGN §5). */
export function createIncomeRepo(db: DB) {
  return {
    /**
     * Income and accounts sold per UTC day of delivery, in [from, to); days without a sale are
     * absent. The day is formatted in SQL so PGlite and `pg` hand back the same string.
     */
    dailyDelivered(
      rollerId: number,
      range: { from: Date; to: Date },
      gameId: number | null,
    ): Promise<DailyIncomeRow[]> {
      const day = sql<string>`to_char(t.delivered_at at time zone 'UTC', 'YYYY-MM-DD')`;
      return db
        .selectFrom('transactions as t')
        .where('t.roller_id', '=', rollerId)
        .where('t.status', '=', 'delivered')
        .where('t.delivered_at', '>=', range.from)
        .where('t.delivered_at', '<', range.to)
        .$if(gameId !== null, (q) => q.where('t.game_id', '=', gameId!))
        .select([
          day.as('date'),
          sql<number>`coalesce(sum(t.amount), 0)::int`.as('income'),
          sql<number>`count(*)::int`.as('sold'),
        ])
        .groupBy(day)
        .orderBy(day)
        .execute();
    },

    /** Income and accounts sold per game, every game listed; one seller's, or the shop's. */
    deliveredTotals(rollerId?: number) {
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
    },
  };
}

export type IncomeRepo = ReturnType<typeof createIncomeRepo>;
