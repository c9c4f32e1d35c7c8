/** Where services read the time, so tests can move it (invoice expiry, backoff). */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
