import {
  openRealtime,
  type RealtimeConnection,
  type RealtimeEvent,
  type RealtimeHandler,
  type TicketFetcher,
} from './connection';

/** A channel and how to get its tickets (the roller's bearer token, or a sub-roller's header). */
export type RealtimeSource = { channel: string; getTicket: TicketFetcher };

/**
 * One stream per channel for the whole page, however many components listen: opened by the
 * first subscriber (whose ticket fetcher serves it), closed when the last one leaves.
 */
export function createRealtimeHub(
  open: (source: RealtimeSource) => RealtimeConnection = openRealtime,
) {
  const live = new Map<string, { connection: RealtimeConnection; users: number }>();
  return {
    subscribe<E extends RealtimeEvent>(
      source: RealtimeSource,
      event: E,
      handler: RealtimeHandler<E>,
    ): () => void {
      const { channel } = source;
      let entry = live.get(channel);
      if (!entry) {
        entry = { connection: open(source), users: 0 };
        live.set(channel, entry);
      }
      const current = entry;
      current.users++;
      const off = current.connection.subscribe(event, handler);
      let left = false;
      return () => {
        if (left) return;
        left = true;
        off();
        if (--current.users > 0) return;
        current.connection.close();
        live.delete(channel);
      };
    },
    /** Channels with an open (or reconnecting) stream. */
    channels: () => [...live.keys()],
  };
}

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;

/** The page's hub. Without EventSource (server rendering, old browsers) nothing is opened. */
export const realtimeHub = createRealtimeHub();

export const realtimeSupported = () => typeof EventSource !== 'undefined';
