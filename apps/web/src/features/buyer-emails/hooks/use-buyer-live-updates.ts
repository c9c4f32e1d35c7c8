import { useQueryClient } from '@tanstack/react-query';
import { BUYER_CHANNEL, type NewEmailEvent } from '@shop/contract';
import { isApiError } from '@/api/api-error';
import type { RealtimeSource } from '@/lib/realtime/hub';
import { useRealtimeEvent } from '@/lib/realtime/use-realtime-event';
import { buyerEmailKeys } from '../api/buyer-email-keys';
import { fetchBuyerTicket } from '../api/get-buyer-ticket';

/**
 * While mounted with a token, the buyer's channel (DESIGN §5): `new-email` refetches the mail
 * list and calls `onNewEmail`; `security-alert` refetches it so the flagged mail's banner shows; a stream that opens again after a break refetches too, as mail
 * sent meanwhile was not announced. A refused ticket ends the listening for that token, since
 * retrying cannot help (the connection's own rule, `isTicketRefused`); an expired token (401)
 * also refetches the list, whose own 401 puts the page's Access Error card up.
 */
export function useBuyerLiveUpdates(
  token: string | null,
  onNewEmail: (event: NewEmailEvent) => void,
): void {
  const queryClient = useQueryClient();
  const refreshList = (live: string) =>
    void queryClient.invalidateQueries({ queryKey: buyerEmailKeys.list(live) });

  const source: RealtimeSource | null = token
    ? {
        channel: BUYER_CHANNEL,
        getTicket: async (_channel, signal) => {
          try {
            return await fetchBuyerTicket(token, signal);
          } catch (error) {
            if (isApiError(error) && error.status === 401) refreshList(token);
            throw error;
          }
        },
      }
    : null;

  useRealtimeEvent(source, 'new-email', (event) => {
    if (token) refreshList(token);
    onNewEmail(event);
  });
  // The shop flags a security event after the mail itself arrived: its banner comes with a refetch.
  useRealtimeEvent(source, 'security-alert', () => {
    if (token) refreshList(token);
  });
  useRealtimeEvent(source, 'resumed', () => {
    if (token) refreshList(token);
  });
}
