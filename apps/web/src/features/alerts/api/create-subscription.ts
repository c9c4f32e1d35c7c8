import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subscription, SubscriptionCreate } from '@shop/contract';
import { api } from '@/api/client';
import { isApiError } from '@/api/api-error';
import { subscriptionsQueryKey } from './get-subscriptions';

/** POST /api/buyer-notifications/subscriptions: one alert, for an e-mail or a push token. */
export function createSubscription(body: SubscriptionCreate): Promise<Subscription> {
  return api.post<Subscription>('buyer-notifications/subscriptions', body);
}

/**
 * The subscriptions of one search, one after another: the server caps how many one owner may
 * have, and stopping at the first refusal leaves a clear message instead of a race.
 */
export async function createSubscriptions(
  bodies: readonly SubscriptionCreate[],
): Promise<Subscription[]> {
  const created: Subscription[] = [];
  for (const body of bodies) created.push(await createSubscription(body));
  return created;
}

export const CREATE_FAILED = 'Failed to create subscription. Please try again.';

/** SPEC §8: the server's message, or the fixed sentence. */
export function createFailureMessage(error: unknown): string {
  return (isApiError(error) && error.serverMessage) || CREATE_FAILED;
}

/** Silent: the caller words the failure (SPEC §8 Subscription). */
export function useCreateSubscriptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubscriptions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionsQueryKey }),
    meta: { silent: true },
  });
}
