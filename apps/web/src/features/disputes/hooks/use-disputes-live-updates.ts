import { useQueryClient } from '@tanstack/react-query';
import { buyerRealtimeSource } from '@/hooks/use-buyer-realtime';
import { useRollerRealtimeEvent } from '@/hooks/use-roller-realtime';
import { useRealtimeEvent } from '@/lib/realtime/use-realtime-event';
import { disputeKeys } from '../api/dispute-keys';

/**
 * While mounted, the signed-in seller's channel (the owner's hears every dispute): a dispute's
 * step (`dispute-changed`) refetches the disputes lists and pages, and so does a stream that
 * opens again after a break, as steps meanwhile were not announced.
 */
export function useDisputesLiveUpdates(): void {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: disputeKeys.all });
  useRollerRealtimeEvent('dispute-changed', refresh);
  useRollerRealtimeEvent('resumed', refresh);
}

/**
 * While mounted with a token, the buyer's channel: a step of one of the buyer's disputes
 * refetches their disputes and purchases (a resolution ends a warranty); so does a stream that
 * opens again after a break. Null listens to nothing.
 */
export function useBuyerDisputesLiveUpdates(token: string | null): void {
  const queryClient = useQueryClient();
  const source = buyerRealtimeSource(token);
  const refresh = () => {
    if (token) void queryClient.invalidateQueries({ queryKey: disputeKeys.buyer(token) });
  };
  useRealtimeEvent(source, 'dispute-changed', refresh);
  useRealtimeEvent(source, 'resumed', refresh);
}
