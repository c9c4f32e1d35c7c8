import { errors } from '../../lib/errors.ts';

/**
 * The rules of sign-in limits (docs/decisions/0019-sign-in-limits.md). Every attempt is
 * reserved, as rows of `login_failures`, before its password is checked, in one transaction that
 * holds a lock on the address (or the roller), so N parallel guesses are counted as N: the
 * (limit+1)th sees the limit's reservations even while their passwords are still being checked. A
 * success gives its rows back; a failure leaves them as the record of the failure.
 *
 * The limits live in the database, so they hold across restarts and across every instance on one
 * database: a guesser cannot multiply them by spreading requests over instances.
 */

/** How long an attempt counts. Rows older than this are deleted by the next reservation. */
export const ATTEMPT_WINDOW_SECONDS = 60;
/**
 * Attempts on one code from one address in the window that did not succeed (failed or still
 * being checked); the next is refused. This is the only refusal an address earns by itself: an
 * address can lock out only the codes it guessed at, so a visitor behind a shared proxy or NAT
 * who guesses at other codes never refuses the real sellers behind the same address.
 */
export const CODE_ADDRESS_ATTEMPTS = 10;
/**
 * Across codes one address is only slowed down: after this many unsuccessful attempts in the
 * window, its attempts take turns, one every ADDRESS_PACE_MS whatever their code, so a spray over
 * many codes gets at most 60 s / ADDRESS_PACE_MS guesses a minute however parallel it is. An
 * attempt before the address's next turn is refused at once with Retry-After the seconds to that
 * turn (never held open, so a flood piles nothing up): a seller behind a spraying address is told
 * to retry within seconds, never locked out for the window. The free budget is three times a
 * code's limit, so a few sellers mistyping behind one NAT are never refused.
 */
export const ADDRESS_FREE_ATTEMPTS = 30;
export const ADDRESS_PACE_MS = 2000;
/**
 * Failures on one code, from any addresses, that mark it as under attack. From then on an
 * address that has failed on it is refused, and an address that has not is only slowed down:
 * the right password from a clean address always gets in.
 */
export const CODE_ATTACK_FAILURES = 10;
export const CODE_ATTACK_DELAY_MS = 1000;
/** Wrong current passwords per roller in the window (a stolen session guessing), from anywhere. */
export const PASSWORD_CHANGE_ATTEMPTS = 10;

/** A key's reservations in the window: how many, the oldest and the latest. */
export interface KeyCount {
  count: number;
  oldest: number;
  latest: number;
}
export type Counts = ReadonlyMap<string, KeyCount>;

/** One reserved row: its key and time. */
export interface Reservation {
  key: string;
  at: Date;
}

export const loginKeys = (code: string, ip: string) => ({
  address: `ip:${ip}`,
  code: `code:${code}`,
  codeFromAddress: `code-ip:${code}@${ip}`,
});
export type LoginKeys = ReturnType<typeof loginKeys>;

export const passwordChangeKey = (rollerId: number) => `password:${rollerId}`;

const NONE: KeyCount = { count: 0, oldest: 0, latest: 0 };
const WINDOW_MS = ATTEMPT_WINDOW_SECONDS * 1000;

/** 429 with Retry-After in whole seconds, at least one. */
const refuse = (ms: number) => errors.rateLimited(Math.max(1, Math.ceil(ms / 1000)));

/**
 * What a login attempt reserves and how long it waits before its password is checked, or the
 * refusal (thrown), from the reservations already held under the address's lock.
 */
export function planLogin(
  keys: LoginKeys,
  counts: Counts,
  now: number,
): { rows: Reservation[]; waitMs: number } {
  const of = (key: string) => counts.get(key) ?? NONE;
  const here = of(keys.codeFromAddress);
  if (here.count >= CODE_ADDRESS_ATTEMPTS) throw refuse(here.oldest + WINDOW_MS - now);
  const underAttack = of(keys.code).count >= CODE_ATTACK_FAILURES;
  if (underAttack && here.count > 0) throw refuse(here.oldest + WINDOW_MS - now);
  const address = of(keys.address);
  if (address.count >= ADDRESS_FREE_ATTEMPTS && now < address.latest + ADDRESS_PACE_MS)
    throw refuse(address.latest + ADDRESS_PACE_MS - now);
  const at = new Date(now);
  return {
    rows: [
      { key: keys.codeFromAddress, at },
      { key: keys.code, at },
      { key: keys.address, at },
    ],
    waitMs: underAttack ? CODE_ATTACK_DELAY_MS : 0,
  };
}

/** The reservation of one password change, or the refusal (thrown). */
export function planPasswordChange(
  key: string,
  counts: Counts,
  now: number,
): { rows: Reservation[] } {
  const held = counts.get(key) ?? NONE;
  if (held.count >= PASSWORD_CHANGE_ATTEMPTS) throw refuse(held.oldest + WINDOW_MS - now);
  return { rows: [{ key, at: new Date(now) }] };
}
