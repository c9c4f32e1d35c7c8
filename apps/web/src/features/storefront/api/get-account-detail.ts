import { useQuery } from '@tanstack/react-query';
import type { AccountDetail } from '@shop/contract';
import { call } from '@/api/call';
import { storefrontApi } from '@/api/operations';

export const accountDetailQueryKey = (gameId: number, accountId: number) =>
  ['games', gameId, 'account', accountId] as const;

/** GET /api/games/{id}/accounts/{accountId}; 404 "Account not found or has been sold". */
export function fetchAccountDetail(gameId: number, accountId: number): Promise<AccountDetail> {
  return call(storefrontApi.account, { params: { gameId, accountId } });
}

const RESERVED_RECHECK_MS = 15_000;

/** Silent: the purchase page shows the not-found and error states itself. */
export function useAccountDetail(gameId: number | null, accountId: number | null) {
  return useQuery({
    queryKey: accountDetailQueryKey(gameId ?? 0, accountId ?? 0),
    queryFn: () => fetchAccountDetail(gameId!, accountId!),
    enabled: gameId !== null && accountId !== null,
    // A reserved account comes back on sale when its invoice lapses: look again now and then.
    refetchInterval: (query) => (query.state.data?.reserved ? RESERVED_RECHECK_MS : false),
    meta: { silent: true },
  });
}
