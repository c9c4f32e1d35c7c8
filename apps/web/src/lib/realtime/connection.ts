import type { NewEmailEvent, NewOrderEvent, RealtimeEventName } from '@shop/contract';

type ServerEvent = Exclude<RealtimeEventName, 'ready'>;
/** A server event the contract adds without a data type here fails to compile. */
type ServerEventData = { 'new-email': NewEmailEvent; 'new-order': NewOrderEvent };

/**
 * What subscribers hear: the server's events (DESIGN §6) by name, and `resumed`, which the
 * client itself raises when a stream opens again after a break, since events sent meanwhile
 * are lost and whoever listens should refetch.
 */
export type RealtimeEventMap = { [E in ServerEvent]: ServerEventData[E] } & { resumed: undefined };
export type RealtimeEvent = keyof RealtimeEventMap;
export type RealtimeHandler<E extends RealtimeEvent> = (data: RealtimeEventMap[E]) => void;

/** A ticket for `channel` (POST /api/realtime/auth, or a sub-roller's variant of it). */
export type TicketFetcher = (channel: string, signal: AbortSignal) => Promise<string>;

/** The part of the browser's EventSource used here, so tests can hand in their own. */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

export type RealtimeOptions = {
  channel: string;
  getTicket: TicketFetcher;
  createSource?: (url: string) => EventSourceLike;
  /** First wait after a failure; it doubles with each failure in a row, up to `maxDelayMs`. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** 0..1; each wait is between half and all of its step, so tabs do not reconnect in step. */
  random?: () => number;
};

export const STREAM_PATH = '/api/realtime';
export const INITIAL_DELAY_MS = 1_000;
export const MAX_DELAY_MS = 30_000;

export interface RealtimeConnection {
  subscribe<E extends RealtimeEvent>(event: E, handler: RealtimeHandler<E>): () => void;
  close(): void;
}

/**
 * One live stream of a channel. A ticket lasts 60 s and serves one open, so after any error the
 * stream is closed (the browser would retry the same, by then expired, ticket) and opened again
 * with a fresh ticket after a growing, capped wait. Reaching `ready` starts the waits over.
 */
export function openRealtime(options: RealtimeOptions): RealtimeConnection {
  const {
    channel,
    getTicket,
    createSource = (url) => new EventSource(url),
    initialDelayMs = INITIAL_DELAY_MS,
    maxDelayMs = MAX_DELAY_MS,
    random = Math.random,
  } = options;
  const handlers = new Map<string, Set<(data: unknown) => void>>();
  let source: EventSourceLike | null = null;
  let listened = new Set<string>();
  let pendingTicket: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  let opened = false;
  let closed = false;

  const dispatch = (event: string, data: unknown) => {
    for (const handler of [...(handlers.get(event) ?? [])]) handler(data);
  };

  const listen = (event: string) => {
    if (!source || listened.has(event) || event === 'resumed') return;
    listened.add(event);
    source.addEventListener(event, (message) => {
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        return;
      }
      dispatch(event, data);
    });
  };

  const retry = () => {
    const step = Math.min(maxDelayMs, initialDelayMs * 2 ** failures);
    failures++;
    timer = setTimeout(connect, step / 2 + (random() * step) / 2);
  };

  const drop = () => {
    source?.close();
    source = null;
  };

  function connect() {
    timer = null;
    const abort = new AbortController();
    pendingTicket = abort;
    getTicket(channel, abort.signal).then(
      (ticket) => {
        if (closed || abort.signal.aborted) return;
        pendingTicket = null;
        source = createSource(`${STREAM_PATH}?ticket=${encodeURIComponent(ticket)}`);
        listened = new Set();
        source.addEventListener('ready', () => {
          failures = 0;
          if (opened) dispatch('resumed', undefined);
          opened = true;
        });
        for (const event of handlers.keys()) listen(event);
        source.onerror = () => {
          drop();
          if (!closed) retry();
        };
      },
      () => {
        if (closed || abort.signal.aborted) return;
        pendingTicket = null;
        retry();
      },
    );
  }

  connect();

  return {
    subscribe(event, handler) {
      const set = handlers.get(event) ?? new Set();
      handlers.set(event, set);
      const entry = handler as (data: unknown) => void;
      set.add(entry);
      listen(event);
      return () => {
        set.delete(entry);
      };
    },
    close() {
      closed = true;
      pendingTicket?.abort();
      if (timer) clearTimeout(timer);
      drop();
      handlers.clear();
    },
  };
}
