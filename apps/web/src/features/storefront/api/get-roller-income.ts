import { useQuery } from '@tanstack/react-query';
import type { IncomeStat } from '@shop/contract';
import { call } from '@/api/call';
import { incomeApi } from '@/api/operations';

export const rollerIncomeQueryKey = ['roller', 'income'] as const;

/** GET /api/roller/income: the signed-in seller's own income and accounts sold per game. */
export function fetchRollerIncome(): Promise<IncomeStat[]> {
  return call(incomeApi.perGame);
}

/** Only while signed in; signed out the client would answer 404 anyway (SPEC §6). */
export function useRollerIncome({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: rollerIncomeQueryKey, queryFn: fetchRollerIncome, enabled });
}
