import { useQueryClient } from '@tanstack/react-query';
import { useRollerRealtimeEvent } from '@/hooks/use-roller-realtime';
import { emailListQueryKey } from '../api/get-emails';
import { unreadCountQueryKey } from '../api/use-unread-count';

/**
 * SPEC §7: `new-email` refreshes the inbox list and the nav badge; so does a stream that opens
 * again after a break, since mail may have arrived meanwhile. Mount once, for the whole app.
 */
export function useInboxLiveUpdates(): void {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: emailListQueryKey });
    void queryClient.invalidateQueries({ queryKey: unreadCountQueryKey });
  };
  useRollerRealtimeEvent('new-email', refresh);
  useRollerRealtimeEvent('resumed', refresh);
}
