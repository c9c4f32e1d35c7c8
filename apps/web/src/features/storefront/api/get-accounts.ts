import { useQuery } from '@tanstack/react-query';
import type { AccountList, AccountListQuery } from '@shop/contract';
import { call } from '@/api/call';
import { storefrontApi } from '@/api/operations';

/**
 * The listing's query as the page sends it: the contract's parameter names, so a renamed
 * parameter fails this build. A value read from the address bar is passed on as written (text),
 * and the server names the one it refuses.
 */
export type AccountListParams = { [K in keyof AccountListQuery]?: AccountListQuery[K] | string };

export const accountListQueryKey = (gameId: number, params: AccountListParams) =>
  ['games', gameId, 'accounts', params] as const;

/**
 * GET /api/games/{id}/accounts with the listing filters (DESIGN §5). With `prefix` set to the
 * seller's own code (and the bearer token) it returns all of that seller's accounts, sold ones
 * included, each with its transaction_status.
 */
export function fetchAccountList(
  gameId: number,
  params: AccountListParams,
  signal?: AbortSignal,
): Promise<AccountList> {
  return call(storefrontApi.accounts, { params: { gameId }, query: params, signal });
}

/**
 * Keeps the previous page on screen while the next one loads (keepPreviousData), so paging and
 * filtering do not flash an empty list. Silent: a rejected filter (400) is shown in the results
 * area with its message and a way out.
 */
export function useAccountList(
  gameId: number,
  params: AccountListParams,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: accountListQueryKey(gameId, params),
    queryFn: ({ signal }) => fetchAccountList(gameId, params, signal),
    enabled,
    // Like keepPreviousData, but never another game's accounts under this game's header.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === gameId ? previous : undefined,
    meta: { silent: true },
  });
}
