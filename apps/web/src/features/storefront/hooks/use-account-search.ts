import { useMemo } from 'react';
import { useAuth } from '@/hooks/use-auth';
import { useRollerProfile } from '@/hooks/use-roller-profile';
import { useAccountList } from '../api/get-accounts';
import { filtersToQuery, type SearchFilters } from '../lib/search-filters';

/**
 * The accounts to show for a search. Visitors get the public listing; a signed-in seller gets
 * own accounts (prefix = own code, sold ones included with their status), so the query waits
 * for the seller's code.
 */
export function useAccountSearch(gameId: number, filters: SearchFilters) {
  const { isAuthenticated } = useAuth();
  const profile = useRollerProfile();
  const prefix = isAuthenticated ? profile.data?.code : undefined;
  const params = useMemo(() => ({ ...filtersToQuery(filters), prefix }), [filters, prefix]);
  const accounts = useAccountList(gameId, params, {
    enabled: !isAuthenticated || Boolean(prefix),
  });
  return {
    accounts,
    isSeller: isAuthenticated,
    /** The seller's code could not be loaded, so there is no listing to wait for. */
    profileError: isAuthenticated ? profile.error : null,
    retryProfile: profile.refetch,
  };
}
