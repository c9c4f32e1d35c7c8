import { useQuery } from '@tanstack/react-query';
import type { NotificationDeliveryList } from '@shop/contract';
import { call } from '@/api/call';
import { sellerSettingsApi } from '@/api/operations';

/** A delivery's retries are minutes apart; 10 s shows each attempt soon after it is made. */
export const DELIVERIES_POLL_MS = 10_000;

export const notificationDeliveriesQueryKey = ['roller', 'notification-deliveries'] as const;

/** GET /api/roller/notification-deliveries: the last 50 beyond e-mail, newest first. */
export function fetchNotificationDeliveries(
  signal?: AbortSignal,
): Promise<NotificationDeliveryList> {
  return call(sellerSettingsApi.deliveries, { signal });
}

/** Polls while the list is on screen. Silent: the list shows its own error with a retry. */
export function useNotificationDeliveries() {
  return useQuery({
    queryKey: notificationDeliveriesQueryKey,
    queryFn: ({ signal }) => fetchNotificationDeliveries(signal),
    refetchInterval: DELIVERIES_POLL_MS,
    staleTime: 0,
    meta: { silent: true },
  });
}
