import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageData } from '@shop/contract';
import { call } from '@/api/call';
import { backofficeApi } from '@/api/operations';
import { gameAccountsQueryKey } from './get-seller-accounts';

/** DELETE /api/games/{id}/accounts/{accountId}; 409 when the account is sold or being bought. */
export function deleteAccount(gameId: number, accountId: number): Promise<MessageData> {
  return call(backofficeApi.remove, { params: { gameId, accountId } });
}

/** Failures (such as the 409) get the shared error toast with the server's message. */
export function useDeleteAccount(gameId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountId: number) => deleteAccount(gameId, accountId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: gameAccountsQueryKey(gameId) }),
  });
}
