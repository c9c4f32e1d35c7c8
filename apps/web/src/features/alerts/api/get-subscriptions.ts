import { useQuery } from '@tanstack/react-query';
import type { SubscriptionList } from '@shop/contract';
import { ALERTS_TOKEN_HEADER } from '@shop/contract/values';
import { hasErrorCode } from '@/api/api-error';
import { call } from '@/api/call';
import { alertsApi } from '@/api/operations';
import { alertProofs } from '../hooks/use-alert-proof';
import { savedPushToken } from '../hooks/use-push-token';
import type { AlertOwner } from '../lib/subscription-criteria';

export const subscriptionsQueryKey = ['alert-subscriptions'] as const;

/** The management token sent for an e-mail (decision 0040); a push token is its own proof. */
export const proofHeaders = (owner: AlertOwner) =>
  'email' in owner ? alertProofs.headers(owner.email) : {};

// The token is part of the key: a browser that proves the address asks again.
const ownerKey = (owner: AlertOwner | null) =>
  [
    ...subscriptionsQueryKey,
    owner ? Object.entries(owner)[0] : null,
    owner ? (proofHeaders(owner)[ALERTS_TOKEN_HEADER] ?? null) : null,
  ] as const;

/**
 * GET /api/buyer-notifications/subscriptions?email= (or ?fcm_token=): the owner's alerts, as
 * far as this browser's token for the e-mail reaches (none without one).
 */
export function fetchSubscriptions(
  owner: AlertOwner,
  signal?: AbortSignal,
): Promise<SubscriptionList> {
  return call(alertsApi.list, { query: owner, signal, headers: proofHeaders(owner) });
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
