import { useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '@shop/contract';
import { call } from '@/api/call';
import { emailApi } from '@/api/operations';
import { useAuth } from '@/hooks/use-auth';

/** Under ['email']: whatever changes the inbox invalidates that prefix and the badge follows. */
export const unreadCountQueryKey = ['email', 'unread-count'] as const;

/** GET /api/email/unread-count: unread mails in the signed-in seller's inbox. */
export function fetchUnreadCount(): Promise<UnreadCount> {
  return call(emailApi.unreadCount);
}

/**
 * The seller's realtime channel refreshes it on new mail; this slow poll only covers a stream
 * that cannot open at all (e.g. a proxy that buffers event streams).
 */
export const UNREAD_SAFETY_POLL_MS = 5 * 60_000;

/**
 * The nav bar's badge: 0 (hidden) while signed out or loading. Silent: a badge that cannot
 * load is no reason for a toast.
 */
export function useUnreadCount(): number {
  const { isAuthenticated } = useAuth();
  const { data } = useQuery({
    queryKey: unreadCountQueryKey,
    queryFn: fetchUnreadCount,
    enabled: isAuthenticated,
    refetchInterval: UNREAD_SAFETY_POLL_MS,
    meta: { silent: true },
  });
  return isAuthenticated ? (data?.unread ?? 0) : 0;
}
