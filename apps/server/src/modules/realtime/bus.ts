import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { sql } from 'kysely';
import { PREPARED } from '../../db/prepared.ts';
import type {
  DisputeChangedEvent,
  NewEmailEvent,
  NewOrderEvent,
  SecurityAlertEvent,
} from '@shop/contract';
import type { DB } from '../../db/index.ts';
import type { Listen } from '../../db/listen.ts';

/** One event for one roller's streams, whichever instance holds them. */
export type RealtimeMessage =
  | { rollerId: number; subRollerId?: number; event: 'new-email'; data: NewEmailEvent }
  | { rollerId: number; event: 'new-order'; data: NewOrderEvent }
  /** Mail to an account's login address: streamed as `new-email` on its buyer's channel. */
  | { accountId: number; event: 'account-mail'; data: NewEmailEvent }
  /** A security event in mail to an account under warranty: `security-alert` for its buyer. */
  | { accountId: number; event: 'account-security-alert'; data: SecurityAlertEvent }
  /** A dispute step: `dispute-changed` on the roller's own channel (its seller's, the owner's). */
  | { rollerId: number; event: 'dispute-changed'; data: DisputeChangedEvent }
  /** A dispute step about an account: `dispute-changed` for the buyer who holds it. */
  | { accountId: number; event: 'account-dispute-changed'; data: DisputeChangedEvent }
  /**
   * The account's buyer may no longer read it (a refund): every buyer stream holding it drops
   * it, and one left with no account hears `revoked` and ends, on every instance.
   */
  | { accountId: number; event: 'account-revoked'; data: Record<string, never> }
  /** Streamed, then ends the streams of a removed sub-roller on every instance. */
  | { rollerId: number; subRollerId: number; event: 'revoked'; data: Record<string, never> }
  /**
   * A disabled seller: `revoked` on every stream of the roller, its sub-rollers' included, which
   * then end on every instance.
   */
  | { rollerId: number; event: 'roller-revoked'; data: Record<string, never> };

/** Carries messages to the streams of every instance of the shop. */
export interface RealtimeBus {
  publish(message: RealtimeMessage): void;
  subscribe(listener: (message: RealtimeMessage) => void): () => void;
  /** Resolves once messages from every instance reach this one's subscribers. */
  ready(): Promise<void>;
  /**
   * Whether messages from other instances arrive now (health): `idle` while no stream has
   * needed them yet, so no LISTEN connection is held.
   */
  listening(): 'ok' | 'down' | 'idle';
  readonly kind: 'in-process' | 'postgres';
  close(): Promise<void>;
}

/** Embedded PGlite is one process: its streams are all here. */
export function createLocalBus(): RealtimeBus {
  const emitter = new EventEmitter();
  // One listener per open stream: the default limit of 10 is no leak warning here.
  emitter.setMaxListeners(0);
  return {
    publish: (message) => emitter.emit('message', message),
    subscribe(listener) {
      emitter.on('message', listener);
      return () => emitter.off('message', listener);
    },
    ready: () => Promise.resolve(),
    // Every stream is in this process: nothing to listen to, nothing to lose.
    listening: () => 'ok',
    kind: 'in-process',
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

export const NOTIFY_CHANNEL = 'shop_realtime';

interface Notice {
  /** The schema of the sender: shops sharing one database do not hear each other. */
  scope: string;
  /** The sending instance, which has already delivered the message itself. */
  origin: string;
  message: RealtimeMessage;
}

/**
 * PostgreSQL: each message goes out through pg_notify (its own statement, so after the commit
 * that caused it) and every instance LISTENs on one connection of its own (db/listen.ts), opened
 * with the first stream. The publisher delivers to its own streams at once and skips its own
 * notice.
 */
export function createPostgresBus(opts: {
  listen: Listen;
  db: DB;
  onError?: (err: unknown) => void;
}): RealtimeBus {
  const local = createLocalBus();
  const origin = randomUUID();
  const onError = opts.onError ?? (() => {});
  let scope: Promise<string> | null = null;
  const scopeOf = () =>
    (scope ??= sql<{ s: string }>`select current_schema() as s`
      .execute(opts.db)
      .then((r) => r.rows[0]!.s)
      .catch((err: unknown) => {
        // Asked again next time: the database may be back.
        scope = null;
        throw err;
      }));
  let stop: (() => Promise<void>) | null = null;
  let listening = false;
  let markListening = () => {};
  const listening$ = new Promise<void>((resolve) => (markListening = resolve));

  const receive = async (payload: string) => {
    const notice = JSON.parse(payload) as Notice;
    if (notice.origin === origin || notice.scope !== (await scopeOf())) return;
    local.publish(notice.message);
  };

  // Messages published in one turn of the event loop (a batch of mail committed together) go
  // out in one statement: one transaction and one commit however many there are, in order.
  let outgoing: RealtimeMessage[] = [];
  const flush = () => {
    const messages = outgoing;
    outgoing = [];
    void scopeOf()
      .then((s) => {
        const notices = messages.map((message) =>
          JSON.stringify({ scope: s, origin, message } satisfies Notice),
        );
        // The notices tell of rows already committed durably; their own commit need not wait
        // for a WAL flush (a second fsync per batch of mail), and a crash before that flush
        // loses nothing a listener could not read again from the inbox.
        return sql`${sql.raw(PREPARED)}
          select pg_notify(${NOTIFY_CHANNEL}, n)
          from (select set_config('synchronous_commit', 'off', true)) as async_commit,
            json_array_elements_text(${JSON.stringify(notices)}::json) with ordinality as x(n, i)
          order by i
        `.execute(opts.db);
      })
      .catch(onError);
  };

  return {
    publish(message) {
      local.publish(message);
      if (outgoing.push(message) === 1) setImmediate(flush);
    },
    subscribe(listener) {
      stop ??= opts.listen(NOTIFY_CHANNEL, {
        onPayload: (payload) => void receive(payload).catch(onError),
        onListening: (now) => {
          listening = now;
          if (now) markListening();
        },
        onError,
      });
      return local.subscribe(listener);
    },
    ready: () => listening$,
    listening: () => (!stop ? 'idle' : listening ? 'ok' : 'down'),
    kind: 'postgres',
    async close() {
      await local.close();
      await stop?.();
    },
  };
}
