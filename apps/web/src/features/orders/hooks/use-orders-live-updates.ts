import { useQueryClient } from '@tanstack/react-query';
import { useRollerRealtimeEvent } from '@/hooks/use-roller-realtime';
import { refreshTransactions } from '../api/refresh-transactions';

/**
 * `new-order` refreshes the transactions list, the nav's pending badge and the seller's
 * listings (the account is now reserved); so does a stream that opens again after a break.
 * Mount once, for the whole app.
 */
export function useOrdersLiveUpdates(): void {
  const queryClient = useQueryClient();
  const refresh = () => void refreshTransactions(queryClient);
  useRollerRealtimeEvent('new-order', refresh);
  useRollerRealtimeEvent('resumed', refresh);
}
