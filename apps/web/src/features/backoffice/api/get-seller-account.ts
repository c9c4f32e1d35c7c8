import type { QueryClient } from '@tanstack/react-query';
import type { SellerAccount } from '@shop/contract';
import { call } from '@/api/call';
import { backofficeApi } from '@/api/operations';

/** GET /api/roller/games/{gameId}/accounts/{id}: one own account in full, credentials included. */
export function fetchSellerAccount(gameId: number, accountId: number): Promise<SellerAccount> {
  return call(backofficeApi.account, { params: { gameId, accountId } });
}

/**
 * Loads an account for editing, always fresh (another tab may have changed it). Not kept in the
 * cache longer than needed: it holds the account's password.
 */
export function loadSellerAccount(
  queryClient: QueryClient,
  gameId: number,
  accountId: number,
): Promise<SellerAccount> {
  return queryClient.fetchQuery({
    queryKey: ['roller', 'games', gameId, 'accounts', accountId],
    queryFn: () => fetchSellerAccount(gameId, accountId),
    staleTime: 0,
    gcTime: 0,
  });
}
