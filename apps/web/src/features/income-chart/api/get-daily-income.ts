import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DailyIncome } from '@shop/contract';
import { call } from '@/api/call';
import { incomeApi } from '@/api/operations';

export const dailyIncomeQueryKey = (gameId: number | null, days: number) =>
  ['roller', 'income', 'daily', gameId, days] as const;

/** GET /api/roller/income/daily: the signed-in seller's delivered sales per UTC day. */
export function fetchDailyIncome(gameId: number | null, days: number): Promise<DailyIncome> {
  return call(incomeApi.daily, { query: { game_id: gameId ?? undefined, days } });
}

/** The previous game's days stay on screen while another game's load, so the chart does not blink. */
export function useDailyIncome(gameId: number | null, days: number) {
  return useQuery({
    queryKey: dailyIncomeQueryKey(gameId, days),
    queryFn: () => fetchDailyIncome(gameId, days),
    placeholderData: keepPreviousData,
  });
}
