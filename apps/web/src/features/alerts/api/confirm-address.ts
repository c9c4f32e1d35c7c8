import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressProven } from '@shop/contract';
import { call } from '@/api/call';
import { alertsApi } from '@/api/operations';
import { alertProofs } from '../hooks/use-alert-proof';
import { savedEmail } from '../hooks/use-saved-email';
import { subscriptionsQueryKey } from './get-subscriptions';

/**
 * POST /api/buyer-notifications/confirm {token}: opens the link mailed to an alert address.
 * The address becomes this browser's saved e-mail, with the token that proves it.
 */
export async function confirmAddress(token: string): Promise<AddressProven> {
  const proven = await call(alertsApi.confirmAddress, { body: { token } });
  alertProofs.set(proven.email, { token: proven.manage_token, proven: true });
  savedEmail.set(proven.email);
  return proven;
}

/** Silent: the page words the failure itself. */
export function useConfirmAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionsQueryKey }),
    meta: { silent: true },
  });
}
