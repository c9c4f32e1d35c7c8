import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A 256-bit random token, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256, so a database leak yields no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A token bound to one record and purpose, derived from the secret key: nothing is stored,
 * so the same link can be given again (a retried purchase answers the same invoice link).
 */
export function derivedToken(key: Buffer, purpose: string, id: number | string): string {
  return createHmac('sha256', key).update(`${purpose}:${id}`).digest('base64url');
}

export function derivedTokenMatches(
  key: Buffer,
  purpose: string,
  id: number | string,
  token: string,
): boolean {
  const expected = Buffer.from(derivedToken(key, purpose, id));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
