/** Where services read the time, so tests can move it (invoice expiry, backoff). */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/**
 * The first instant after `now`'s millisecond. A row the database stamped with `now()` carries
 * microseconds, so a job queued within the same millisecond as a JavaScript `now` would compare
 * as later than it and wait a whole poll; "due" means `at < dueBefore(now)`.
 */
export const dueBefore = (now: Date): Date => new Date(now.getTime() + 1);

/** A clock tests can move forward while the shop runs (TEST_CLOCK=1, `shop clock advance`). */
export type MovableClock = Clock & { move(ms: number): void };

export function movableClock(): MovableClock {
  let offset = 0;
  return Object.assign(() => new Date(Date.now() + offset), {
    move(ms: number) {
      offset += ms;
    },
  });
}

export const isMovable = (clock: Clock): clock is MovableClock =>
  typeof (clock as Partial<MovableClock>).move === 'function';
