import type { IncomeStat, SalesStat } from '@shop/contract';
import type { OrdersRepo } from './repo.ts';

export function createOrdersService(repo: OrdersRepo) {
  return {
    /** Operator tooling (demo history): records a sale that already happened, delivered. */
    recordPastSale: (gameId: number, code: string, buyer: { name: string; email: string }) =>
      repo.insertDeliveredSale(gameId, code, buyer),

    async salesStats(): Promise<SalesStat[]> {
      const rows = await repo.deliveredTotals();
      return rows.map((r) => ({
        game_id: r.game_id,
        game_name: r.game_name,
        total_revenue: r.total,
        total_sold: r.total_sold,
      }));
    },

    async income(rollerId: number): Promise<IncomeStat[]> {
      const rows = await repo.deliveredTotals(rollerId);
      return rows.map((r) => ({
        game_id: r.game_id,
        game_name: r.game_name,
        total_income: r.total,
        total_sold: r.total_sold,
      }));
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
