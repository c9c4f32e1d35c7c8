import { useQueryClient } from '@tanstack/react-query';
import type { RealtimeTicket } from '@shop/contract';
import { api } from '@/api/client';
import type { RealtimeSource } from '@/lib/realtime/hub';
import { useRealtimeEvent } from '@/lib/realtime/use-realtime-event';
import { useAccessInfo } from '../api/get-access-info';
import { accessQueryKey } from '../api/get-access-emails';

/** SPEC §7: a sub-roller's mail arrives on `private-{roller_code}-{sub_code}`. */
export const subRollerChannel = (rollerCode: string, subCode: string) =>
  `private-${rollerCode.toLowerCase()}-${subCode.toLowerCase()}`;

/** POST /api/realtime/auth with X-Sub-Roller-Token: the token, not a sign-in, opens the channel. */
function ticketFetcher(token: string) {
  return async (channel: string, signal: AbortSignal): Promise<string> => {
    const { ticket } = await api.post<RealtimeTicket>(
      'realtime/auth',
      { channel },
      { subRollerToken: token, signal },
    );
    return ticket;
  };
}

/**
 * While mounted, `new-email` on the token's channel refetches its mail list (and calls
 * `onNewEmail`, the viewer's sound); so does a stream that opens again after a break.
 */
export function useSubRollerLiveUpdates(token: string | null, onNewEmail?: () => void): void {
  const queryClient = useQueryClient();
  const info = useAccessInfo(token);
  const source: RealtimeSource | null =
    token && info.data
      ? {
          channel: subRollerChannel(info.data.roller_code, info.data.sub_code),
          getTicket: ticketFetcher(token),
        }
      : null;
  const refresh = () => {
    if (token) void queryClient.invalidateQueries({ queryKey: [...accessQueryKey(token), 'list'] });
  };
  useRealtimeEvent(source, 'new-email', () => {
    refresh();
    onNewEmail?.();
  });
  useRealtimeEvent(source, 'resumed', refresh);
}
