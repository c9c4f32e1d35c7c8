import { useQueryClient } from '@tanstack/react-query';
import { hasErrorCode } from '@/api/api-error';
import { call } from '@/api/call';
import { realtimeApi } from '@/api/operations';
import type { RealtimeSource } from '@/lib/realtime/hub';
import { useRealtimeEvent } from '@/lib/realtime/use-realtime-event';
import { useAccessInfo } from '../api/get-access-info';
import { accessQueryKey } from '../api/get-access-emails';

/** SPEC §7: a sub-roller's mail arrives on `private-{roller_code}-{sub_code}`. */
export const subRollerChannel = (rollerCode: string, subCode: string) =>
  `private-${rollerCode.toLowerCase()}-${subCode.toLowerCase()}`;

/** POST /api/realtime/auth with X-Sub-Roller-Token: the token, not a sign-in, opens the channel. */
async function fetchSubRollerTicket(
  token: string,
  channel: string,
  signal: AbortSignal,
): Promise<string> {
  const { ticket } = await call(realtimeApi.ticket, {
    body: { channel },
    subRollerToken: token,
    signal,
  });
  return ticket;
}

export type SubRollerLiveHandlers = {
  /** A mail arrived (the viewer's sound); the list refreshes either way. */
  onNewEmail?: () => void;
  /**
   * The sub-roller was removed: its stream said `revoked`, or (if that was missed while the
   * stream was down) the next ticket was refused for its token. The stream is over either way.
   */
  onRevoked?: () => void;
};

/**
 * While mounted, `new-email` on the token's channel refetches its mail list; so does a stream
 * that opens again after a break.
 */
export function useSubRollerLiveUpdates(
  token: string | null,
  { onNewEmail, onRevoked }: SubRollerLiveHandlers = {},
): void {
  const queryClient = useQueryClient();
  const info = useAccessInfo(token);
  const source: RealtimeSource | null =
    token && info.data
      ? {
          channel: subRollerChannel(info.data.roller_code, info.data.sub_code),
          getTicket: (channel, signal) =>
            fetchSubRollerTicket(token, channel, signal).catch((error: unknown) => {
              if (hasErrorCode(error, 'SUB_ROLLER_TOKEN_INVALID')) onRevoked?.();
              throw error;
            }),
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
  useRealtimeEvent(source, 'revoked', () => onRevoked?.());
}
