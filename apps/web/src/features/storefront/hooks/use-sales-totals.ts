import { useMemo } from 'react';
import { useAuth } from '@/hooks/use-auth';
import { useRollerIncome } from '../api/get-roller-income';
import { useSalesStats } from '../api/get-sales-stats';
import {
  NO_SALES,
  sumTotals,
  totalsByGame,
  TOTALS_LABELS,
  type GameTotals,
  type TotalsAudience,
} from '../lib/sales-totals';

export type SalesTotals = {
  audience: TotalsAudience;
  labels: (typeof TOTALS_LABELS)[TotalsAudience];
  /** A game without sales yet counts as zero. */
  forGame: (gameId: number) => GameTotals;
  /** Summed across games, for the home header. */
  total: GameTotals;
  isPending: boolean;
  isError: boolean;
};

/**
 * The figures for the home and listing headers: the seller's own income when signed in, the
 * public transaction totals otherwise. Only the query that applies runs.
 */
export function useSalesTotals(): SalesTotals {
  const { isAuthenticated } = useAuth();
  const publicStats = useSalesStats({ enabled: !isAuthenticated });
  const income = useRollerIncome({ enabled: isAuthenticated });
  const query = isAuthenticated ? income : publicStats;
  const audience: TotalsAudience = isAuthenticated ? 'seller' : 'public';

  return useMemo(() => {
    const byGame = totalsByGame(query.data ?? []);
    return {
      audience,
      labels: TOTALS_LABELS[audience],
      forGame: (gameId: number) => byGame.get(gameId) ?? NO_SALES,
      total: sumTotals(byGame.values()),
      isPending: query.isPending,
      isError: query.isError,
    };
  }, [audience, query.data, query.isPending, query.isError]);
}
