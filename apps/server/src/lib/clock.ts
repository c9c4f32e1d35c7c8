/** Where services read the time, so tests can move it (invoice expiry, backoff). */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/**
 * The first instant after `now`'s millisecond. A row the database stamped with `now()` carries
 * microseconds, so a job queued within the same millisecond as a JavaScript `now` would compare
 * as later than it and wait a whole poll; "due" means `at < dueBefore(now)`.
 */
export const dueBefore = (now: Date): Date => new Date(now.getTime() + 1);
