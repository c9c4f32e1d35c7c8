import { useQuery } from '@tanstack/react-query';
import type { SubscriptionList } from '@shop/contract';
import { api } from '@/api/client';
import type { AlertOwner } from '../lib/subscription-criteria';

export const subscriptionsQueryKey = ['alert-subscriptions'] as const;

const ownerKey = (owner: AlertOwner | null) =>
  [...subscriptionsQueryKey, owner ? Object.entries(owner)[0] : null] as const;

/** GET /api/buyer-notifications/subscriptions?email= (or ?fcm_token=): the owner's alerts. */
export function fetchSubscriptions(
  owner: AlertOwner,
  signal?: AbortSignal,
): Promise<SubscriptionList> {
  return api.get<SubscriptionList>('buyer-notifications/subscriptions', { query: owner, signal });
}

/** Nothing is asked while there is no owner. Silent: the list shows its own error state. */
export function useSubscriptions(owner: AlertOwner | null) {
  return useQuery({
    queryKey: ownerKey(owner),
    queryFn: ({ signal }) => fetchSubscriptions(owner!, signal),
    enabled: owner !== null,
    meta: { silent: true },
  });
}
