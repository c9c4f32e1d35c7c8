import { useQuery } from '@tanstack/react-query';
import type { PendingOrders } from '@shop/contract';
import { call } from '@/api/call';
import { sellerOrdersApi } from '@/api/operations';
import { useAuth } from '@/hooks/use-auth';

/**
 * New orders arrive over the realtime channel; orders leave the count by expiring (5 minutes
 * unpaid), which sends no event, so the badge is still rechecked this often.
 */
export const PENDING_POLL_MS = 60_000;

export const pendingCountQueryKey = ['roller', 'transactions-pending'] as const;

/** GET /api/roller/transactions/pending-count. */
export function fetchPendingCount(signal?: AbortSignal): Promise<PendingOrders> {
  return call(sellerOrdersApi.pendingCount, { signal });
}

/** The pending count with its query state; asks nothing while signed out. */
export function usePendingCountQuery() {
  const { isAuthenticated } = useAuth();
  const query = useQuery({
    queryKey: pendingCountQueryKey,
    queryFn: ({ signal }) => fetchPendingCount(signal),
    enabled: isAuthenticated,
    refetchInterval: PENDING_POLL_MS,
    staleTime: 0,
    // A badge that failed to refresh is not worth a toast every 15 seconds.
    meta: { silent: true },
  });
  return { query, isAuthenticated };
}

/** Orders waiting for payment, for the nav badge; 0 while signed out or unknown. */
export function usePendingCount(): number {
  const { query, isAuthenticated } = usePendingCountQuery();
  return isAuthenticated ? (query.data?.pending ?? 0) : 0;
}
