import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmEmailData } from '@shop/contract';
import { call } from '@/api/call';
import { sellerSettingsApi } from '@/api/operations';
import { sellerSettingsQueryKey } from './get-seller-settings';

/**
 * POST /api/roller/email/confirm {token}: public, as the link is often opened on a device that
 * is not signed in. A used or expired link is refused with the server's reason.
 */
export function confirmNotificationEmail(token: string): Promise<ConfirmEmailData> {
  return call(sellerSettingsApi.confirmEmail, { body: { token } });
}

/** Silent: the confirmation page shows every outcome itself. */
export function useConfirmNotificationEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmNotificationEmail,
    // A signed-in tab's settings page must not keep showing the address as pending.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sellerSettingsQueryKey }),
    meta: { silent: true },
  });
}
