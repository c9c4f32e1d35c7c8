import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnsubscribeAllBody, UnsubscribeResult } from '@shop/contract';
import { api } from '@/api/client';
import { subscriptionsQueryKey } from './get-subscriptions';

/** POST /api/buyer-notifications/unsubscribe-all {email}: every alert of that e-mail ends. */
export function unsubscribeAll(body: UnsubscribeAllBody): Promise<UnsubscribeResult> {
  return api.post<UnsubscribeResult>('buyer-notifications/unsubscribe-all', body);
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
