import type {
  DisputeChangedEvent,
  NewEmailEvent,
  NewOrderEvent,
  RealtimeEventName,
  SecurityAlertEvent,
} from '@shop/contract';
import { isApiError } from '@/api/api-error';
import { API_BASE } from '@/api/client';
import { realtimeApi } from '@/api/operations';

type ServerEvent = Exclude<RealtimeEventName, 'ready'>;
/**
 * A server event the contract adds without a data type here fails to compile. `revoked`: the
 * stream's sub-roller was removed, or its seller disabled; the stream ends and is not opened
 * again. `security-alert` (buyer's channel): a mail to a bought account was recognised as a
 * security event. `dispute-changed`: a dispute of the channel's seller, or of the buyer's
 * account (and any, on the owner's channel), took a step.
 */
type ServerEventData = {
  'new-email': NewEmailEvent;
  'new-order': NewOrderEvent;
  revoked: Record<string, never>;
  'security-alert': SecurityAlertEvent;
  'dispute-changed': DisputeChangedEvent;
};

/**
 * What subscribers hear: the server's events (DESIGN §6) by name, and `resumed`, which the
 * client itself raises when a stream opens again after a break, since events sent meanwhile
 * are lost and whoever listens should refetch.
 */
export type RealtimeEventMap = { [E in ServerEvent]: ServerEventData[E] } & { resumed: undefined };
export type RealtimeEvent = keyof RealtimeEventMap;
export type RealtimeHandler<E extends RealtimeEvent> = (data: RealtimeEventMap[E]) => void;

/**
 * A ticket for `channel` (POST /api/realtime/auth, or a sub-roller's variant of it). A refusal
 * that `isFatal` accepts ends the connection; any other failure is retried.
 */
export type TicketFetcher = (channel: string, signal: AbortSignal) => Promise<string>;

/**
 * A ticket refused for good: 401, the credentials behind it (a session, a sub-roller's or a
 * buyer's token) are gone; 403 or 404, the channel is not theirs or no longer exists. Asking
 * again with the same ones can only be refused again.
 */
export const isTicketRefused = (error: unknown): boolean =>
  isApiError(error) && [401, 403, 404].includes(error.status);

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
  /** A ticket failure after which no retry can succeed; by default a 401 (isTicketRefused). */
  isFatal?: (error: unknown) => boolean;
};

export const STREAM_PATH = `${API_BASE}${realtimeApi.stream.path}`;
export const INITIAL_DELAY_MS = 1_000;
export const MAX_DELAY_MS = 30_000;

export interface RealtimeConnection {
  subscribe<E extends RealtimeEvent>(event: E, handler: RealtimeHandler<E>): () => void;
  close(): void;
}

/**
 * One live stream of a channel. A ticket lasts 60 s and serves one open, so after any error the
 * stream is closed (the browser would retry the same, by then expired, ticket) and opened again
 * with a fresh ticket after a growing, capped wait. Reaching `ready` starts the waits over. It
 * ends for good, its subscribers left in place, on `revoked` and on a fatal ticket refusal.
 */
export function openRealtime(options: RealtimeOptions): RealtimeConnection {
  const {
    channel,
    getTicket,
    createSource = (url) => new EventSource(url),
    initialDelayMs = INITIAL_DELAY_MS,
    maxDelayMs = MAX_DELAY_MS,
    random = Math.random,
    isFatal = isTicketRefused,
  } = options;
  const handlers = new Map<string, Set<(data: unknown) => void>>();
  let source: EventSourceLike | null = null;
  let listened = new Set<string>();
  let pendingTicket: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  let opened = false;
  let closed = false;
  /** Revoked or refused: nothing more to open, though subscribers may still be listening. */
  let ended = false;

  const dispatch = (event: string, data: unknown) => {
    for (const handler of [...(handlers.get(event) ?? [])]) handler(data);
  };

  const drop = () => {
    source?.close();
    source = null;
  };

  const end = () => {
    ended = true;
    drop();
  };

  const listen = (event: string) => {
    if (!source || listened.has(event) || event === 'resumed') return;
    listened.add(event);
    source.addEventListener(event, (message) => {
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        // A frame that is not JSON is skipped; but `revoked` ends the stream whatever it carries.
        if (event !== 'revoked') return;
        data = {};
      }
      dispatch(event, data);
      if (event === 'revoked') end();
    });
  };

  const retry = () => {
    const step = Math.min(maxDelayMs, initialDelayMs * 2 ** failures);
    failures++;
    timer = setTimeout(connect, step / 2 + (random() * step) / 2);
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
        // Heard even with nobody subscribed, so the connection knows to end.
        listen('revoked');
        for (const event of handlers.keys()) listen(event);
        source.onerror = () => {
          drop();
          if (!closed && !ended) retry();
        };
      },
      (error: unknown) => {
        if (closed || abort.signal.aborted) return;
        pendingTicket = null;
        if (isFatal(error)) ended = true;
        else retry();
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
