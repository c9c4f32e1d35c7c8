import type { IncomeStat, SalesStat } from '@shop/contract';

/** One game's money figure (public revenue or the seller's own income) and accounts sold. */
export type GameTotals = { amount: number; sold: number };

export const NO_SALES: GameTotals = { amount: 0, sold: 0 };

/**
 * Who is looking decides which figure is shown (SPEC §2): a signed-in seller sees own income,
 * a visitor the shop's public transaction total.
 */
export type TotalsAudience = 'seller' | 'public';

export const TOTALS_LABELS: Record<
  TotalsAudience,
  { perGame: string; total: string; sold: string }
> = {
  seller: { perGame: 'Your Income', total: 'Total Income', sold: 'Accounts sold' },
  public: { perGame: 'Total Transaction', total: 'Total Transaction', sold: 'Accounts sold' },
};

export function totalsByGame(rows: readonly (SalesStat | IncomeStat)[]): Map<number, GameTotals> {
  const byGame = new Map<number, GameTotals>();
  for (const row of rows) {
    const amount = 'total_income' in row ? row.total_income : row.total_revenue;
    byGame.set(row.game_id, { amount, sold: row.total_sold });
  }
  return byGame;
}

/** The header figures: every game's amount and sold count added up. */
export function sumTotals(totals: Iterable<GameTotals>): GameTotals {
  let amount = 0;
  let sold = 0;
  for (const row of totals) {
    amount += row.amount;
    sold += row.sold;
  }
  // Cents: adding many prices in floating point must not show $0.30000000000000004.
  return { amount: Math.round(amount * 100) / 100, sold };
}
