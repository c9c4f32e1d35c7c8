import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { SellerList, SellerSummary } from '@shop/contract';
import { call } from '@/api/call';
import { ownerApi } from '@/api/operations';

export const sellersQueryKey = ['owner', 'sellers'] as const;

/** GET /api/owner/sellers: every seller with their totals (the owner only). */
export function fetchSellers(signal?: AbortSignal): Promise<SellerList> {
  return call(ownerApi.sellers, { signal });
}

/** Silent: the page shows a failure, a refusal included, in its own words. */
export function useSellers({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: sellersQueryKey,
    queryFn: ({ signal }) => fetchSellers(signal),
    enabled,
    meta: { silent: true },
  });
}

/** Puts a seller as the server answered it into the list, where a change was made. */
export function storeSeller(queryClient: QueryClient, seller: SellerSummary) {
  queryClient.setQueryData<SellerList>(sellersQueryKey, (list) => {
    if (!list) return list;
    const known = list.sellers.some((s) => s.id === seller.id);
    return {
      sellers: known
        ? list.sellers.map((s) => (s.id === seller.id ? seller : s))
        : [...list.sellers, seller],
    };
  });
}
