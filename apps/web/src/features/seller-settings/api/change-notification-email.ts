import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SellerSettings } from '@shop/contract';
import { call } from '@/api/call';
import { sellerSettingsApi } from '@/api/operations';
import { sellerSettingsQueryKey } from './get-seller-settings';

/**
 * PUT /api/roller/email {email}: mails a confirmation link to the new address, which becomes
 * `pending_notification_email`; the old address keeps getting order mail until it is opened.
 * Sending the same address again sends a fresh link.
 */
export function changeNotificationEmail(email: string): Promise<SellerSettings> {
  return call(sellerSettingsApi.changeEmail, { body: { email } });
}

/** Silent: the form shows a refused address under its input and toasts anything else. */
export function useChangeNotificationEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeNotificationEmail,
    onSuccess: (settings) => queryClient.setQueryData(sellerSettingsQueryKey, settings),
    meta: { silent: true },
  });
}
