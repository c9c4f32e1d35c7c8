import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** Told whether notifications are arriving: while not, some may be missed. */
export interface ListenHandlers {
  onPayload(payload: string): void;
  onListening(listening: boolean): void;
  onError?(err: unknown): void;
}

/** LISTEN on one channel until the returned function is called. */
export type Listen = (channel: string, handlers: ListenHandlers) => () => Promise<void>;

const RECONNECT_MS = 1_000;

/**
 * PostgreSQL: one connection of its own per channel (a pooled connection cannot hold a LISTEN),
 * opened again a second after it is lost. Between losing it and listening again the consumer is
 * told it is deaf, since notices sent meanwhile are gone.
 */
/** `name` tells an operator (pg_stat_activity) whose connection it is: the shop's schema. */
export function postgresListen(databaseUrl: string, name: string): Listen {
  return (channel, handlers) => {
    let current: pg.Client | null = null;
    let retry: NodeJS.Timeout | null = null;
    let stopped = false;

    const lost = (c: pg.Client, err: unknown) => {
      handlers.onError?.(err);
      void c.end().catch(() => {});
      if (current !== c) return;
      current = null;
      handlers.onListening(false);
      if (stopped) return;
      retry = setTimeout(() => {
        retry = null;
        void connect();
      }, RECONNECT_MS);
      retry.unref();
    };

    async function connect() {
      const c = new pg.Client({
        connectionString: databaseUrl,
        application_name: `shop:${channel}:${name}`,
      });
      current = c;
      c.on('notification', (n) => {
        if (n.channel === channel && n.payload !== undefined) handlers.onPayload(n.payload);
      });
      c.on('error', (err) => lost(c, err));
      try {
        await c.connect();
        await c.query(`listen ${channel}`);
        if (stopped) await c.end();
        else if (current === c) handlers.onListening(true);
      } catch (err) {
        lost(c, err);
      }
    }

    void connect();
    return async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      const c = current;
      current = null;
      await c?.end().catch(() => {});
    };
  };
}

/** PGlite is in this process: its notifications cannot be missed. */
export function pgliteListen(pglite: PGlite): Listen {
  return (channel, handlers) => {
    const unlisten = pglite
      .listen(channel, (payload) => handlers.onPayload(payload))
      .then((stop) => {
        handlers.onListening(true);
        return stop;
      });
    unlisten.catch((err: unknown) => handlers.onError?.(err));
    return () =>
      unlisten
        .then((stop) => stop())
        .catch(() => {
          // Already closed with the database.
        });
  };
}
