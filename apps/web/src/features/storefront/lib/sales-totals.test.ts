import { describe, expect, it } from 'vitest';
import { sumTotals, totalsByGame } from './sales-totals';

describe('sales totals', () => {
  it('reads public revenue and seller income per game', () => {
    const revenue = totalsByGame([
      { game_id: 1, game_name: 'A', total_revenue: 100.5, total_sold: 2 },
    ]);
    const income = totalsByGame([{ game_id: 2, game_name: 'B', total_income: 40, total_sold: 1 }]);
    expect(revenue.get(1)).toEqual({ amount: 100.5, sold: 2 });
    expect(income.get(2)).toEqual({ amount: 40, sold: 1 });
  });

  it('sums across games without floating-point noise', () => {
    expect(
      sumTotals([
        { amount: 0.1, sold: 1 },
        { amount: 0.2, sold: 2 },
        { amount: 1234, sold: 0 },
      ]),
    ).toEqual({ amount: 1234.3, sold: 3 });
    expect(sumTotals([])).toEqual({ amount: 0, sold: 0 });
  });
});
