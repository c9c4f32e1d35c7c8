import type { DailyIncome, DailyIncomeDay, IncomeStat, SalesStat } from '@shop/contract';
import { DAILY_INCOME_DEFAULT_DAYS } from '@shop/contract';
import type { Clock } from '../../lib/clock.ts';
import type { CatalogService } from '../catalog/service.ts';
import type { IncomeRepo } from './repo.ts';

const DAY_MS = 86_400_000;

/** Midnight UTC of the day `at` falls on. */
const utcMidnight = (at: Date) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

/** `days` consecutive UTC days ending today, each with its sales or zeros. */
export function fillDays(
  today: Date,
  days: number,
  sales: { date: string; income: number; sold: number }[],
): DailyIncomeDay[] {
  const byDate = new Map(sales.map((s) => [s.date, s]));
  const first = utcMidnight(today).getTime() - (days - 1) * DAY_MS;
  return Array.from({ length: days }, (_, i) => {
    const date = new Date(first + i * DAY_MS).toISOString().slice(0, 10);
    const sale = byDate.get(date);
    return { date, income: sale?.income ?? 0, sold: sale?.sold ?? 0 };
  });
}

/** What delivered sales add up to: the shop's per game, a seller's per game and over time. */
export function createIncomeService(deps: {
  repo: IncomeRepo;
  catalog: Pick<CatalogService, 'getGame'>;
  clock: Clock;
}) {
  const { repo, catalog, clock } = deps;
  return {
    async daily(
      rollerId: number,
      query: { game_id?: number; days?: number },
    ): Promise<DailyIncome> {
      const gameId = query.game_id ?? null;
      const days = query.days ?? DAILY_INCOME_DEFAULT_DAYS;
      // An unknown game answers 404 as everywhere else (the catalogue's own check).
      if (gameId !== null) await catalog.getGame(gameId);
      const today = clock();
      const to = new Date(utcMidnight(today).getTime() + DAY_MS);
      const from = new Date(to.getTime() - days * DAY_MS);
      const sales = await repo.dailyDelivered(rollerId, { from, to }, gameId);
      return { game_id: gameId, time_zone: 'UTC', days: fillDays(today, days, sales) };
    },

    async salesStats(): Promise<SalesStat[]> {
      const rows = await repo.deliveredTotals();
      return rows.map((r) => ({
        game_id: r.game_id,
        game_name: r.game_name,
        total_revenue: r.total,
        total_sold: r.total_sold,
      }));
    },

    async perGame(rollerId: number): Promise<IncomeStat[]> {
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

export type IncomeService = ReturnType<typeof createIncomeService>;
