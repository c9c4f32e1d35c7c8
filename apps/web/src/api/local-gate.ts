/**
 * SPEC §6 client-side gate. While signed out, a call to a roller, email, sub-roller or owner path is
 * answered locally with 404 instead of reaching the network, so anonymous visitors never
 * trigger (or see) back-office requests. Roller login must get through, and so must the
 * confirmation of a seller's notification e-mail, whose link is often opened on a device that
 * is not signed in; the buyer areas (whose paths contain "email" too) are public.
 */
const GATED_WORDS = ['roller', 'email', 'sub-roller', 'owner'];
const PUBLIC_PREFIXES = ['buyer/', 'buyer-notifications/'];
const ALWAYS_OPEN = ['roller/login', 'roller/email/confirm'];

/** The buyer's calls: a buyer token in the query or body is their only credential. */
const BUYER_ROUTES = ['buyer/', 'realtime/buyer-auth'];

const routeOf = (path: string) =>
  path
    .split('?')[0]!
    .replace(/^\/+/, '')
    .replace(/^api\//, '');

/** `path` is relative to the API base, e.g. "email/sub-roller/list" (query string allowed). */
export function isGatedPath(path: string): boolean {
  const route = routeOf(path);
  if (ALWAYS_OPEN.includes(route.replace(/\/+$/, ''))) return false;
  if (PUBLIC_PREFIXES.some((prefix) => route.includes(prefix))) return false;
  return GATED_WORDS.some((word) => route.includes(word));
}

/**
 * A buyer's call never carries the seller's session: a seller who opens a buyer link on a
 * signed-in device must not be signed out when that link has expired (401 from the buyer's
 * token, not from the session).
 */
export function isBuyerPath(path: string): boolean {
  const route = routeOf(path);
  return BUYER_ROUTES.some((prefix) => route.startsWith(prefix));
}
