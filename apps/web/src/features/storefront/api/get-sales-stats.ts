import { useQuery } from '@tanstack/react-query';
import type { SalesStat } from '@shop/contract';
import { call } from '@/api/call';
import { incomeApi } from '@/api/operations';

export const salesStatsQueryKey = ['games', 'sales-stats'] as const;

/** GET /api/games/sales-stats: public revenue and accounts sold per game. */
export function fetchSalesStats(): Promise<SalesStat[]> {
  return call(incomeApi.salesStats);
}

export function useSalesStats({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: salesStatsQueryKey, queryFn: fetchSalesStats, enabled });
}
