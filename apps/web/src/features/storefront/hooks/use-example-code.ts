import type { AccountList } from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { accountListQueryKey } from '../api/get-accounts';
import { EMPTY_FILTERS, filtersToQuery } from '../lib/search-filters';

function firstForSale(list: AccountList | undefined): string | undefined {
  // A seller's own listing holds sold and reserved accounts too; the public one only what is for sale.
  return list?.accounts.find((a) => (a.transaction_status ?? 'available') === 'available')?.code;
}

/**
 * An account code the search hint can name as its example: one for sale in this game, from the
 * results on screen, else from the unfiltered first page if it was loaded (the server-rendered
 * page brings it). Never a request of its own; undefined when no such code is known.
 */
export function useExampleCode(gameId: number, shown: AccountList | undefined): string | undefined {
  const queryClient = useQueryClient();
  return (
    firstForSale(shown) ??
    firstForSale(
      queryClient.getQueryData<AccountList>(
        accountListQueryKey(gameId, filtersToQuery(EMPTY_FILTERS)),
      ),
    )
  );
}
