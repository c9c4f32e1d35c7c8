import { useQuery } from '@tanstack/react-query';
import type { SalesStat } from '@shop/contract';
import { api } from '@/api/client';

export const salesStatsQueryKey = ['games', 'sales-stats'] as const;

/** GET /api/games/sales-stats: public revenue and accounts sold per game. */
export function fetchSalesStats(): Promise<SalesStat[]> {
  return api.get<SalesStat[]>('games/sales-stats');
}

export function useSalesStats({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: salesStatsQueryKey, queryFn: fetchSalesStats, enabled });
}
