import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SellerAccount } from '@shop/contract';
import { hasErrorCode } from '@/api/api-error';
import { loadSellerAccount } from '../api/get-seller-account';
import { gameAccountsQueryKey } from '../api/get-seller-accounts';

/**
 * The list's Edit buttons: loads the account in full, then hands it to the form. `loadingId`
 * lets the clicked button show that it is working.
 */
export function useEditLoader(gameId: number, onLoaded: (account: SellerAccount) => void) {
  const queryClient = useQueryClient();
  const [loadingId, setLoadingId] = useState<number | null>(null);

  const load = async (accountId: number) => {
    setLoadingId(accountId);
    try {
      onLoaded(await loadSellerAccount(queryClient, gameId, accountId));
    } catch (error) {
      // The shared query error rule already toasts the failure. An account gone meanwhile
      // (deleted in another tab) answers ACCOUNT_NOT_FOUND: refresh the list so it disappears there too.
      if (hasErrorCode(error, 'ACCOUNT_NOT_FOUND')) {
        void queryClient.invalidateQueries({ queryKey: gameAccountsQueryKey(gameId) });
      }
    } finally {
      setLoadingId(null);
    }
  };

  return { loadingId, load };
}
