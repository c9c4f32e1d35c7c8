import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SellerSettings, WebhookSecretData } from '@shop/contract';
import { call } from '@/api/call';
import { sellerSettingsApi } from '@/api/operations';
import { sellerSettingsQueryKey } from './get-seller-settings';

/**
 * POST /api/roller/settings/webhook-secret: a new signing secret, replacing any earlier one at
 * once. The server keeps no readable copy, so this answer is the only time it is seen.
 */
export function createWebhookSecret(): Promise<WebhookSecretData> {
  return call(sellerSettingsApi.rotateWebhookSecret);
}

/** A failure comes as the shared error toast. */
export function useCreateWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhookSecret,
    onSuccess: () =>
      queryClient.setQueryData<SellerSettings>(sellerSettingsQueryKey, (settings) =>
        settings ? { ...settings, webhook_secret_set: true } : settings,
      ),
  });
}
