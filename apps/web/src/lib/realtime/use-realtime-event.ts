import { useEffect, useEffectEvent } from 'react';
import type { RealtimeEvent, RealtimeHandler } from './connection';
import { realtimeHub, realtimeSupported, type RealtimeSource } from './hub';

/**
 * Calls `handler` with each `event` on the source's channel while mounted; null listens to
 * nothing (signed out, code not known yet), and changing the channel moves to the new one.
 */
export function useRealtimeEvent<E extends RealtimeEvent>(
  source: RealtimeSource | null,
  event: E,
  handler: RealtimeHandler<E>,
): void {
  const onEvent = useEffectEvent(handler);
  const fetchTicket = useEffectEvent((channel: string, signal: AbortSignal) =>
    source ? source.getTicket(channel, signal) : Promise.reject(new Error('no source')),
  );
  const channel = source?.channel ?? null;

  useEffect(() => {
    if (channel === null || !realtimeSupported()) return;
    return realtimeHub.subscribe(
      { channel, getTicket: (c, signal) => fetchTicket(c, signal) },
      event,
      (data) => onEvent(data),
    );
  }, [channel, event]);
}
