import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionCreate, SubscriptionCreated } from '@shop/contract';
import { call } from '@/api/call';
import { alertsApi } from '@/api/operations';
import { hasErrorCode, isApiError } from '@/api/api-error';
import { alertProofs } from '../hooks/use-alert-proof';
import { savedPushToken } from '../hooks/use-push-token';
import { subscriptionsQueryKey } from './get-subscriptions';

/**
 * POST /api/buyer-notifications/subscriptions: one alert, for an e-mail or a push token. A
 * management token the answer gives this browser is kept beside the saved e-mail.
 */
export async function createSubscription(body: SubscriptionCreate): Promise<SubscriptionCreated> {
  const headers = body.email ? alertProofs.headers(body.email) : {};
  const created = await call(alertsApi.create, { body, headers });
  if (body.email && created.manage_token)
    alertProofs.set(body.email, { token: created.manage_token, proven: created.address_proven });
  return created;
}

/**
 * The subscriptions of one search, one after another: the server caps how many one owner may
 * have, and stopping at the first refusal leaves a clear message instead of a race. A push
 * token the server no longer knows (the browser's subscription lapsed) is forgotten and its
 * copies skipped, so the e-mail alerts still count as done rather than being sent twice on a
 * retry.
 */
export async function createSubscriptions(
  bodies: readonly SubscriptionCreate[],
): Promise<SubscriptionCreated[]> {
  const created: SubscriptionCreated[] = [];
  let pushLapsed = false;
  for (const body of bodies) {
    if (body.fcm_token && pushLapsed) continue;
    try {
      created.push(await createSubscription(body));
    } catch (error) {
      if (!body.fcm_token || !hasErrorCode(error, 'PUSH_TOKEN_UNKNOWN')) throw error;
      pushLapsed = true;
      savedPushToken.clear();
    }
  }
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
