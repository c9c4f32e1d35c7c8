import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SellerSettings, UpdateSellerSettingsBody } from '@shop/contract';
import { call } from '@/api/call';
import { sellerSettingsApi } from '@/api/operations';
import { rollerProfileQueryKey } from '@/hooks/use-roller-profile';
import { sellerSettingsQueryKey } from './get-seller-settings';

/** PUT /api/roller/settings: only the fields given change. 400 names a refused field. */
export function updateSellerSettings(body: UpdateSellerSettingsBody): Promise<SellerSettings> {
  return call(sellerSettingsApi.update, { body });
}

/**
 * Silent: each form puts a field's refusal under its input and toasts anything else. The name
 * is shown in the nav bar too, so the profile is asked for again after a rename.
 */
export function useUpdateSellerSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSellerSettings,
    onSuccess: (settings, body) => {
      queryClient.setQueryData(sellerSettingsQueryKey, settings);
      if (body.name !== undefined) {
        void queryClient.invalidateQueries({ queryKey: rollerProfileQueryKey });
      }
    },
    meta: { silent: true },
  });
}
