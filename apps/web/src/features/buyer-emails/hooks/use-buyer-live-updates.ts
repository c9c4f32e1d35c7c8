import { useQueryClient } from '@tanstack/react-query';
import type { NewEmailEvent } from '@shop/contract';
import { isApiError } from '@/api/api-error';
import { buyerDisputesKey } from '@/api/buyer-disputes';
import { buyerRealtimeSource } from '@/hooks/use-buyer-realtime';
import { useRealtimeEvent } from '@/lib/realtime/use-realtime-event';
import { buyerEmailKeys } from '../api/buyer-email-keys';

/**
 * While mounted with a token, the buyer's channel (DESIGN §5): `new-email` refetches the mail
 * list and calls `onNewEmail`; `security-alert` refetches it so the flagged mail's banner shows;
 * `dispute-changed` refetches the buyer's disputes and the list (a resolved dispute ends the
 * warranty); a stream that opens again after a break refetches both, as what happened meanwhile
 * was not announced. A refused ticket ends the listening for that token, since retrying cannot
 * help (the connection's own rule, `isTicketRefused`); an expired token (401) also refetches the
 * list, whose own 401 puts the page's Access Error card up.
 */
export function useBuyerLiveUpdates(
  token: string | null,
  onNewEmail: (event: NewEmailEvent) => void,
): void {
  const queryClient = useQueryClient();
  const refresh = (...keys: readonly (readonly unknown[])[]) => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
  const source = buyerRealtimeSource(token, (error) => {
    if (token && isApiError(error) && error.status === 401) refresh(buyerEmailKeys.list(token));
  });

  useRealtimeEvent(source, 'new-email', (event) => {
    if (token) refresh(buyerEmailKeys.list(token));
    onNewEmail(event);
  });
  // The shop flags a security event after the mail itself arrived: its banner comes with a refetch.
  useRealtimeEvent(source, 'security-alert', () => {
    if (token) refresh(buyerEmailKeys.list(token));
  });
  useRealtimeEvent(source, 'dispute-changed', () => {
    if (token) refresh(buyerDisputesKey(token), buyerEmailKeys.list(token));
  });
  useRealtimeEvent(source, 'resumed', () => {
    if (token) refresh(buyerEmailKeys.list(token), buyerDisputesKey(token));
  });
}
