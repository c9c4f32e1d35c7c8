/**
 * A random Idempotency-Key (32 characters of base64url, inside IDEMPOTENCY_KEY_PATTERN).
 * getRandomValues rather than randomUUID: the latter is missing on plain-HTTP LAN addresses.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
