import { useQuery } from '@tanstack/react-query';
import type { SubscriptionList } from '@shop/contract';
import { hasErrorCode } from '@/api/api-error';
import { call } from '@/api/call';
import { alertsApi } from '@/api/operations';
import { savedPushToken } from '../hooks/use-push-token';
import type { AlertOwner } from '../lib/subscription-criteria';

export const subscriptionsQueryKey = ['alert-subscriptions'] as const;

const ownerKey = (owner: AlertOwner | null) =>
  [...subscriptionsQueryKey, owner ? Object.entries(owner)[0] : null] as const;

/** GET /api/buyer-notifications/subscriptions?email= (or ?fcm_token=): the owner's alerts. */
export function fetchSubscriptions(
  owner: AlertOwner,
  signal?: AbortSignal,
): Promise<SubscriptionList> {
  return call(alertsApi.list, { query: owner, signal });
}

/**
 * A push token the server no longer knows (the browser's subscription expired) stands for
 * nothing: it is forgotten here, and this browser simply has no alerts.
 */
async function fetchOwnSubscriptions(
  owner: AlertOwner,
  signal?: AbortSignal,
): Promise<SubscriptionList> {
  try {
    return await fetchSubscriptions(owner, signal);
  } catch (error) {
    if ('fcm_token' in owner && hasErrorCode(error, 'PUSH_TOKEN_UNKNOWN')) {
      savedPushToken.clear();
      return [];
    }
    throw error;
  }
}

/** Nothing is asked while there is no owner. Silent: the list shows its own error state. */
export function useSubscriptions(owner: AlertOwner | null) {
  return useQuery({
    queryKey: ownerKey(owner),
    queryFn: ({ signal }) => fetchOwnSubscriptions(owner!, signal),
    enabled: owner !== null,
    meta: { silent: true },
  });
}
