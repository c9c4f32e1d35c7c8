/**
 * The shop's one clock. Every time the shop stores or sends (an order's created_at and
 * expires_at, a dispute's deadline, a webhook's timestamp, a mail's received_at, a session's last
 * use, a buyer link's expiry) is read from it and written explicitly, so a test shop whose clock
 * was moved (TEST_CLOCK=1, `shop clock advance`) keeps every stamp on one time line; the
 * databases' `default now()` is only a fallback for a row a script writes by hand.
 *
 * Left on the real clock, on purpose, as each measures the process or the world outside the
 * shop, and none is shown as a time of the shop's:
 * - log and step timings, health-check spacing, in-memory caches (games, roller codes, a PayPal
 *   token, micro-caches), the CLI's wait for a starting shop, the staleness of half-written
 *   files, a backup's own stamp, a PayPal request id and a test webhook's delivery id;
 * - the outgoing mail queue (outbox rows, their retries and leases, the age health reports) and
 *   the dev mailbox, which stands in for the receiving mail server; a mail's Date header is
 *   the relay's;
 * - the alert matcher's queue rows and its push retries (alert_queue, alert_deliveries,
 *   alert_pushes, unsubscribe tokens): work lists, never shown;
 * - the catalog's games (an operator's import) and the key check's first start.
 */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/**
 * The first instant after `now`'s millisecond. A row the database stamped with `now()` carries
 * microseconds, so a job queued within the same millisecond as a JavaScript `now` would compare
 * as later than it and wait a whole poll; "due" means `at < dueBefore(now)`.
 */
export const dueBefore = (now: Date): Date => new Date(now.getTime() + 1);

/** Where a movable clock keeps its offset, so a restart starts where the last run left off. */
export interface ClockOffsetStore {
  /** Adds `ms` to the kept offset and answers the offset now kept. */
  add(ms: number): Promise<number>;
}

/** A clock tests can move forward while the shop runs (TEST_CLOCK=1, `shop clock advance`). */
export type MovableClock = Clock & {
  /** Moves the clock `ms` forward; with a store, the offset is kept before the clock moves. */
  move(ms: number): Promise<void>;
  /** How far ahead of the real clock it runs. */
  offsetMs(): number;
  /** Takes up an offset kept elsewhere (a move another process made); never goes back. */
  adopt(offsetMs: number): void;
};

/** A clock `offsetMs` ahead of the real one; `store` keeps each move (the shop's database). */
export function movableClock(offsetMs = 0, store?: ClockOffsetStore): MovableClock {
  let offset = offsetMs;
  return Object.assign(() => new Date(Date.now() + offset), {
    async move(ms: number) {
      // The store answers the sum, so a move another process made to the same store counts too.
      offset = store ? Math.max(offset, await store.add(ms)) : offset + ms;
    },
    offsetMs: () => offset,
    adopt(kept: number) {
      offset = Math.max(offset, kept);
    },
  });
}

export const isMovable = (clock: Clock): clock is MovableClock =>
  typeof (clock as Partial<MovableClock>).move === 'function';
