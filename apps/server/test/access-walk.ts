import type { Access } from '@shop/contract';
import type { AccessShop, CredentialKind, Role } from './access-fixture.ts';
import { accountBody } from './access-fixture.ts';

/**
 * What the access walk sends and what it expects back, derived from each operation's
 * documented security (written from the route's `config.access`, see auth/access.ts), so a new
 * route is walked and judged without being listed here.
 */

type Security = Record<string, string[]>[];
export type OpenApiDoc = {
  paths: Record<string, Record<string, { security?: Security }>>;
};

export interface Op {
  method: string;
  path: string;
  /** The schemes that open it; empty for a public operation. */
  schemes: string[];
  /** Also answers without credentials (documented `{}` beside the schemes). */
  anonymous: boolean;
  /** For the shop's owner only (`access: 'owner'`), which the document does not tell apart. */
  ownerOnly: boolean;
}

/** How a credential is presented: the three ways the API reads one. */
export type Presentation = 'bearer' | 'sub-roller header' | 'query token';

// Public by the document, but the handler reads its caller from ?token=: the buyer's link.
const QUERY_CREDENTIAL: Record<string, CredentialKind> = {
  '/api/buyer/emails': 'buyer',
  '/api/buyer/emails/{id}': 'buyer',
  '/api/buyer/emails/{id}/attachments/{n}': 'buyer',
  '/api/buyer/disputes': 'buyer',
  '/api/buyer/disputes/{id}/messages': 'buyer',
  '/api/buyer/disputes/{id}/escalate': 'buyer',
  '/api/buyer/accounts/{transaction_id}/credentials': 'buyer',
};

// What A's buyer may read of A's: the sign-in of the account A sold them.
const BUYERS_OWN: Record<string, readonly string[]> = {
  '/api/buyer/accounts/{transaction_id}/credentials': ['password'],
};

/** Whether `role` reading A's `what` (a MARK) from `op` is no leak: it is theirs too. */
export const readsOwn = (op: Op, role: Role, what: string): boolean =>
  role.kind === 'buyer' && role.valid && (BUYERS_OWN[op.path] ?? []).includes(what);

// The body names something of A's (A's channel, A's sub-roller): only A may act on it.
const BODY_NAMES_A = ['POST /api/realtime/auth', 'DELETE /api/email/sub-roller'];

// Ending a session or changing a password: walked last, on a session made for the call.
export const ENDS_SESSION = ['/api/roller/logout', '/api/roller/change-password'];

/**
 * The documented operations, each with what the app registered for it (`routeAccess`: the
 * route's declared access, with `:name` where the document writes `{name}`).
 */
export function operations(
  doc: OpenApiDoc,
  routeAccess: readonly { method: string; url: string; access: Access }[] = [],
): Op[] {
  const access = new Map(
    routeAccess.map((r) => [`${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`, r.access]),
  );
  const ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const security = op.security ?? [];
      return {
        method: method.toUpperCase(),
        path,
        schemes: security.flatMap((s) => Object.keys(s)),
        anonymous: security.length === 0 || security.some((s) => !Object.keys(s).length),
        ownerOnly: access.get(`${method.toUpperCase()} ${path}`) === 'owner',
      };
    }),
  );
  // Deletions and session ends after everything else: A's walk may remove what others read.
  const rank = (o: Op) => (ENDS_SESSION.includes(o.path) ? 2 : o.method === 'DELETE' ? 1 : 0);
  return ops.sort((x, y) => rank(x) - rank(y));
}

/** An id of A's in the path (the game is shared) or A's thing named in the body. */
function namesARow(op: Op): boolean {
  return /\{(?!gameId\})[^}]+\}/.test(op.path) || BODY_NAMES_A.includes(`${op.method} ${op.path}`);
}

/**
 * allowed; refused at the door (no credential got in); let in but refused A's row; a signed-in
 * roller refused what only the shop's owner may do; or, where the credential is a required
 * query parameter, refused for leaving it out.
 */
export type Expected = 'allowed' | 'unauthenticated' | 'not yours' | 'owner only' | 'missing';

/** What `role`, presenting its credential as `how`, should get from `op`. */
export function expected(op: Op, role: Role, how: Presentation | null): Expected {
  const valid = role.valid && role.kind !== null;
  const queryKind = QUERY_CREDENTIAL[op.path];
  if (op.schemes.length === 0 && queryKind) {
    if (how !== 'query token') return 'missing';
    return role.kind === queryKind && valid ? 'allowed' : 'not yours';
  }
  if (op.schemes.length === 0) return 'allowed';
  const presented =
    how === 'bearer' && role.kind !== 'subRollerToken' && role.kind !== 'buyer'
      ? role.kind
      : how === 'sub-roller header' && role.kind === 'subRollerToken'
        ? role.kind
        : null;
  const gotIn = presented !== null && op.schemes.includes(presented) && valid;
  // A bearer header is always checked, even where the route also answers anonymously.
  if (how === 'bearer' && !gotIn) return 'unauthenticated';
  if (op.anonymous) return 'allowed';
  if (!gotIn) return 'unauthenticated';
  if (op.ownerOnly && !role.shopOwner) return 'owner only';
  return !namesARow(op) || role.owner ? 'allowed' : 'not yours';
}

/** A's ids in the path, and a body the operation would accept from A. */
export function requestFor(op: Op, shop: AccessShop): { url: string; payload?: unknown } {
  const { ids, gameId } = shop;
  const url = op.path
    .replace('{gameId}', String(gameId))
    .replace('{accountId}', String(ids.account))
    .replace(/\/transactions?\/\{id\}/, (m) => m.replace('{id}', String(ids.transaction)))
    .replace('{transaction_id}', String(ids.transaction))
    .replace(/\/(email|emails|access)\/\{id\}/, (m) => m.replace('{id}', String(ids.mail)))
    // A's mail carries one attachment: the first.
    .replace('{n}', '0')
    .replace(/\/push-devices\/\{id\}/, (m) => m.replace('{id}', String(ids.device)))
    // The owner acts on another seller (B): on itself, a disable or a reset is refused.
    .replace(/\/owner\/sellers\/\{id\}/, (m) => m.replace('{id}', String(ids.seller)))
    .replace(/\/disputes\/\{id\}/, (m) => m.replace('{id}', String(ids.dispute)))
    .replace(/\{[^}]+\}/g, '1');
  const bodies: Record<string, unknown> = {
    'PUT /api/games/{gameId}/accounts/{accountId}': accountBody('changed-by-intruder', 'matrixa'),
    'DELETE /api/email/sub-roller': { sub_code: 'asub' },
    'POST /api/realtime/auth': { channel: 'private-matrixa' },
    'POST /api/email/sub-roller/token': { sub_code: 'intruder' },
    'POST /api/owner/sellers': { code: 'intruder', name: 'Intruder' },
    // A's buyer has a dispute open on the purchase already: a second one is a conflict.
    'POST /api/buyer/disputes': {
      transaction_id: ids.transaction,
      reason: 'other',
      message: 'again',
      evidence_email_ids: [],
    },
    'POST /api/buyer/disputes/{id}/messages': { message: 'from the walk' },
    'POST /api/roller/disputes/{id}/messages': { message: 'from the walk' },
    'POST /api/owner/disputes/{id}/resolve': { resolution: 'replacement', note: 'walked' },
  };
  const key = `${op.method} ${op.path}`;
  return { url, ...(key in bodies ? { payload: bodies[key] } : {}) };
}

/** Each way `credential` can be presented, as request headers and query. */
export function presentations(credential: string | null) {
  if (!credential) return [{ how: null, headers: {}, query: '' }];
  return [
    { how: 'bearer' as const, headers: { authorization: `Bearer ${credential}` }, query: '' },
    { how: 'sub-roller header' as const, headers: { 'x-sub-roller-token': credential }, query: '' },
    { how: 'query token' as const, headers: {}, query: `token=${encodeURIComponent(credential)}` },
  ];
}

/**
 * Whether a status is the expected class of answer. Allowed: anything but 401/403 and 5xx (a
 * validation error or a conflict answers a caller who got in), and on A's own rows behind a
 * guard not 404 either, as they exist. Unauthenticated: 401, from the guard. Not yours: 401,
 * 403 or 404, never the row. Missing: 400 naming the parameter, or 401.
 */
export function matches(status: number, expectation: Expected, op: Op, role: Role): boolean {
  if (status >= 500) return false;
  if (expectation === 'unauthenticated') return status === 401;
  if (expectation === 'not yours') return [401, 403, 404].includes(status);
  if (expectation === 'owner only') return status === 403;
  if (expectation === 'missing') return status === 400 || status === 401;
  if (status === 401 || status === 403) return false;
  return !(role.owner && op.schemes.length > 0 && namesARow(op) && status === 404);
}
