import { call } from '@/api/call';
import { endSession } from '@/api/client';
import { realtimeApi } from '@/api/operations';
import type { RealtimeEvent, RealtimeHandler } from '@/lib/realtime/connection';
import { realtimeSupported, type RealtimeSource } from '@/lib/realtime/hub';
import { useRealtimeEvent } from '@/lib/realtime/use-realtime-event';
import { useAuth } from './use-auth';
import { useRollerProfile } from './use-roller-profile';

/** SPEC §7: the operator inbox listens on `private-{lowercased user code}`. */
export const rollerChannel = (code: string) => `private-${code.toLowerCase()}`;

/** POST /api/realtime/auth with the seller's bearer token. */
export async function fetchRollerTicket(channel: string, signal: AbortSignal): Promise<string> {
  const { ticket } = await call(realtimeApi.ticket, { body: { channel }, signal });
  return ticket;
}

/** `event` on the signed-in seller's own channel; nothing while signed out. */
export function useRollerRealtimeEvent<E extends RealtimeEvent>(
  event: E,
  handler: RealtimeHandler<E>,
): void {
  const { isAuthenticated } = useAuth();
  // Where no stream can open, the code is not worth a request either.
  const profile = useRollerProfile({ enabled: realtimeSupported() });
  const source: RealtimeSource | null =
    isAuthenticated && profile.data
      ? { channel: rollerChannel(profile.data.code), getTicket: fetchRollerTicket }
      : null;
  useRealtimeEvent(source, event, handler);
}

/**
 * `revoked` on the seller's own channel: the owner disabled this seller, whose sessions have
 * ended; the back office signs out to the sign-in page at once, as a refused session does.
 */
export function useRevokedSignOut(): void {
  useRollerRealtimeEvent('revoked', endSession);
}
