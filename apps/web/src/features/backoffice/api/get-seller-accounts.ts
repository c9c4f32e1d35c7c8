import { useQuery } from '@tanstack/react-query';
import type { AccountList, AccountListQuery } from '@shop/contract';
import { call } from '@/api/call';
import { storefrontApi } from '@/api/operations';

export const SELLER_PAGE_SIZE = 10;

/** Shares the storefront's ['games', id, 'accounts'] prefix, so one invalidation refreshes both. */
export const gameAccountsQueryKey = (gameId: number) => ['games', gameId, 'accounts'] as const;

type SellerListParams = Required<Pick<AccountListQuery, 'prefix' | 'page' | 'limit' | 'sort'>>;

/**
 * GET /api/games/{id}/accounts?prefix={own code}: all of the seller's accounts for the game,
 * sold ones included, each with its transaction_status; newest first.
 */
export function fetchSellerAccounts(
  gameId: number,
  params: SellerListParams,
  signal?: AbortSignal,
): Promise<AccountList> {
  return call(storefrontApi.accounts, { params: { gameId }, query: params, signal });
}

/** Keeps the current page on screen while the next loads. Silent: the list shows its error. */
export function useSellerAccounts(gameId: number, rollerCode: string, page: number) {
  const params: SellerListParams = {
    prefix: rollerCode,
    page,
    limit: SELLER_PAGE_SIZE,
    sort: 'newest',
  };
  return useQuery({
    queryKey: [...gameAccountsQueryKey(gameId), params],
    queryFn: ({ signal }) => fetchSellerAccounts(gameId, params, signal),
    placeholderData: (previous) => previous,
    meta: { silent: true },
  });
}
