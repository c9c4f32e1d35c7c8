import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnsubscribeAllBody, UnsubscribeResult } from '@shop/contract';
import { call } from '@/api/call';
import { alertsApi } from '@/api/operations';
import { alertProofs } from '../hooks/use-alert-proof';
import { subscriptionsQueryKey } from './get-subscriptions';

/**
 * POST /api/buyer-notifications/unsubscribe-all {email}: every alert of that e-mail ends, from a
 * browser that proved it; from any other, the address is mailed a link instead (`link_sent`).
 */
export function unsubscribeAll(body: UnsubscribeAllBody): Promise<UnsubscribeResult> {
  return call(alertsApi.unsubscribeAll, { body, headers: alertProofs.headers(body.email) });
}

/** Silent: SPEC §8 words this failure itself. */
export function useUnsubscribeAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsubscribeAll,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionsQueryKey }),
    meta: { silent: true },
  });
}
