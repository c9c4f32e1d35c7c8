import { useQuery } from '@tanstack/react-query';
import type { SellerSettings } from '@shop/contract';
import { call } from '@/api/call';
import { sellerSettingsApi } from '@/api/operations';

export const sellerSettingsQueryKey = ['roller', 'settings'] as const;

/** GET /api/roller/settings. */
export function fetchSellerSettings(signal?: AbortSignal): Promise<SellerSettings> {
  return call(sellerSettingsApi.get, { signal });
}

/** Silent: the page shows its own error with a retry. */
export function useSellerSettings() {
  return useQuery({
    queryKey: sellerSettingsQueryKey,
    queryFn: ({ signal }) => fetchSellerSettings(signal),
    meta: { silent: true },
  });
}
