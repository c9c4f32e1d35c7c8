import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/api/call';
import { alertsApi } from '@/api/operations';
import type { AlertOwner } from '../lib/subscription-criteria';
import { proofHeaders, subscriptionsQueryKey } from './get-subscriptions';

export type DeleteSubscriptionInput = { id: number; owner: AlertOwner };

/** DELETE /api/buyer-notifications/subscriptions/{id}?email= (or ?fcm_token=). */
export function deleteSubscription({ id, owner }: DeleteSubscriptionInput): Promise<unknown> {
  return call(alertsApi.remove, { params: { id }, query: owner, headers: proofHeaders(owner) });
}

/** Silent: SPEC §8 words this failure itself. */
export function useDeleteSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionsQueryKey }),
    meta: { silent: true },
  });
}
