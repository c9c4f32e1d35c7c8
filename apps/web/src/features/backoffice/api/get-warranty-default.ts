import { useQuery } from '@tanstack/react-query';
import type { SellerSettings } from '@shop/contract';
import { call } from '@/api/call';
import { sellerSettingsApi } from '@/api/operations';

/**
 * The settings page's own key: a default saved there is the one a new account starts with here,
 * without a second read.
 */
export const warrantyDefaultQueryKey = ['roller', 'settings'] as const;

/** GET /api/roller/settings, for the warranty a new account starts with. */
export function fetchSellerSettings(signal?: AbortSignal): Promise<SellerSettings> {
  return call(sellerSettingsApi.get, { signal });
}

/** The seller's default warranty in days. Silent: the page shows the failure with a retry. */
export function useWarrantyDefault() {
  return useQuery({
    queryKey: warrantyDefaultQueryKey,
    queryFn: ({ signal }) => fetchSellerSettings(signal),
    select: (settings) => settings.default_warranty_days,
    meta: { silent: true },
  });
}
