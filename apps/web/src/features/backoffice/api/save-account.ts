import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountInput } from '@shop/contract';
import { call } from '@/api/call';
import { backofficeApi } from '@/api/operations';
import { gameAccountsQueryKey } from './get-seller-accounts';

export type SaveAccountVariables = { accountId: number | null; input: AccountInput };

/** POST /api/games/{id}/accounts (new) or PUT /api/games/{id}/accounts/{accountId} (edit). */
export function saveAccount(gameId: number, { accountId, input }: SaveAccountVariables) {
  return accountId === null
    ? call(backofficeApi.create, { params: { gameId }, body: input })
    : call(backofficeApi.update, { params: { gameId, accountId }, body: input });
}

/**
 * Silent: the form puts a field's error under that field and toasts the rest itself. On success
 * the seller's list (and the storefront's cached listing) is refreshed.
 */
export function useSaveAccount(gameId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: SaveAccountVariables) => saveAccount(gameId, variables),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gameAccountsQueryKey(gameId) }),
  });
}
