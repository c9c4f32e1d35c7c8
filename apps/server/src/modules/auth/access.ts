import { createHash, timingSafeEqual } from 'node:crypto';
import type { onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import { SUB_ROLLER_TOKEN_HEADER, type Access } from '@shop/contract';
import { errors } from '../../lib/errors.ts';
import type { AuthedSubRoller, AuthService } from './service.ts';

/** The OpenAPI security schemes, by the name the access rules below refer to. */
export const SECURITY_SCHEMES = {
  bearer: { type: 'http', scheme: 'bearer' },
  inboundSecret: {
    type: 'http',
    scheme: 'bearer',
    description: 'INBOUND_SECRET, for mail forwarders posting to /api/inbound',
  },
  metricsToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'METRICS_TOKEN, for the Prometheus scraper of /metrics',
  },
  subRollerToken: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Sub-Roller-Token',
    description: 'the token of a sub-roller link (SPEC §6)',
  },
} as const;

type Scheme = keyof typeof SECURITY_SCHEMES;

/** What the guards check against. */
export interface AccessContext {
  auth: AuthService;
  /** INBOUND_SECRET; null when mail is not taken over HTTP. */
  inboundSecret: string | null;
  /** METRICS_TOKEN; null when /metrics is off. */
  metricsToken?: string | null;
  /** Finds the sub-roller of a token (401 when there is none). */
  subRollers: { authenticate(token: string): Promise<AuthedSubRoller> } | null;
}

type Guard = (ctx: AccessContext) => onRequestAsyncHookHandler;

interface AccessRule {
  /** Runs first, before the body is read or validated; null lets everyone in. */
  guard: Guard | null;
  /** The schemes that open the route, as documented. */
  schemes: readonly Scheme[];
  /** Whether the route also answers without any credentials (documented as `{}`). */
  anonymous: boolean;
}

export function bearerToken(req: { headers: { authorization?: string } }): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

const requireRoller: Guard =
  ({ auth }) =>
  async (req) => {
    const token = bearerToken(req);
    if (!token) throw errors.unauthenticated();
    req.roller = await auth.authenticate(token);
  };

// A roller first (401 without one), then the owner only (403 for every other roller).
const requireOwner: Guard = (ctx) => {
  const roller = requireRoller(ctx);
  return async function (req, reply) {
    await roller.call(this, req, reply);
    if (!req.roller?.isOwner) throw errors.ownerOnly();
  };
};

// A bad token is still refused: a client that sends one expects to be someone.
const optionalRoller: Guard =
  ({ auth }) =>
  async (req) => {
    const token = bearerToken(req);
    if (token) req.roller = await auth.authenticate(token);
  };

const requireSubRoller: Guard =
  ({ subRollers }) =>
  async (req) => {
    const header = req.headers[SUB_ROLLER_TOKEN_HEADER];
    const token = typeof header === 'string' ? header.trim() : '';
    if (!token || !subRollers) throw errors.subRollerTokenInvalid();
    req.subRoller = await subRollers.authenticate(token);
  };

// The realtime ticket serves both: a bearer token is a roller, else the sub-roller header.
const requireRollerOrSubRoller: Guard = (ctx) => {
  const roller = requireRoller(ctx);
  const subRoller = requireSubRoller(ctx);
  return async function (req, reply) {
    const guard = bearerToken(req) ? roller : subRoller;
    await guard.call(this, req, reply);
  };
};

const digest = (s: string) => createHash('sha256').update(s).digest();

// Compared as digests in constant time: neither the secret's length nor its bytes leak.
const requireSecret = (secret: string | null | undefined): onRequestAsyncHookHandler => {
  const expected = secret ? digest(secret) : null;
  return async (req) => {
    const token = bearerToken(req);
    if (!expected || !token || !timingSafeEqual(digest(token), expected))
      throw errors.unauthenticated();
  };
};

const requireInboundSecret: Guard = ({ inboundSecret }) => requireSecret(inboundSecret);
const requireMetricsToken: Guard = ({ metricsToken }) => requireSecret(metricsToken);

/**
 * Who may call a route. The guard that runs and the OpenAPI `security` it documents come from
 * one entry, so the documentation cannot drift from the check. A new kind of caller is one more
 * line here (and its scheme above), after its name in the contract's `Access`.
 */
export const ACCESS = {
  public: { guard: null, schemes: [], anonymous: true },
  'optional-roller': { guard: optionalRoller, schemes: ['bearer'], anonymous: true },
  roller: { guard: requireRoller, schemes: ['bearer'], anonymous: false },
  owner: { guard: requireOwner, schemes: ['bearer'], anonymous: false },
  inbound: { guard: requireInboundSecret, schemes: ['inboundSecret'], anonymous: false },
  metrics: { guard: requireMetricsToken, schemes: ['metricsToken'], anonymous: false },
  'sub-roller': { guard: requireSubRoller, schemes: ['subRollerToken'], anonymous: false },
  'roller-or-sub-roller': {
    guard: requireRollerOrSubRoller,
    schemes: ['bearer', 'subRollerToken'],
    anonymous: false,
  },
} as const satisfies Record<Access, AccessRule>;

export type { Access };

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call the route. Required: a route that leaves it out fails to register, so no
     * route is public by forgetting (a `config` without it does not type-check either).
     */
    access: Access;
  }
}

const SCOPE_ACCESS = Symbol('scope access');
type Scoped = { [SCOPE_ACCESS]?: Access };

/**
 * For routes a plugin of someone else's declares (the API documentation's pages, the web
 * build's files), which cannot carry `config.access`: the scope they are registered in states
 * it once for all of them. Plugin instances inherit from their parent, so the declaration
 * covers the plugin's own sub-scopes and nothing outside this one.
 */
export function declareScopeAccess(scope: object, access: Access): void {
  if (!Object.hasOwn(ACCESS, access)) throw new Error(`unknown access "${access}"`);
  (scope as Scoped)[SCOPE_ACCESS] = access;
}

/** The access declared by `declareScopeAccess` for the scope a route is registered in. */
export const scopeAccessOf = (scope: object): Access | undefined => (scope as Scoped)[SCOPE_ACCESS];

function securityOf(rule: AccessRule): Record<string, string[]>[] | undefined {
  if (rule.schemes.length === 0) return undefined;
  const schemes = rule.schemes.map((s) => ({ [s]: [] }));
  return rule.anonymous ? [{}, ...schemes] : schemes;
}

/**
 * The onRoute step that turns `config.access` (or its scope's declaration) into the route's
 * guard and its documented security, and answers the access it settled on. A route without
 * either is refused, as is a hand-written `schema.security`: it would be documentation without
 * a guard behind it.
 */
export function applyAccess(route: RouteOptions, ctx: AccessContext, scoped?: Access): Access {
  const where = `${String(route.method)} ${route.url}`;
  if (route.schema?.security)
    throw new Error(`${where}: declare config.access instead of schema.security`);
  const access = (route.config as { access?: Access } | undefined)?.access ?? scoped;
  if (access === undefined)
    throw new Error(
      `${where}: declare who may call it in config.access (${Object.keys(ACCESS).join(', ')})`,
    );
  const rule: AccessRule | undefined = ACCESS[access];
  if (!rule) throw new Error(`${where}: unknown access "${String(access)}"`);
  const security = securityOf(rule);
  // A new schema object: the HEAD twin of a GET route is built from the untouched options.
  if (security) route.schema = { ...route.schema, security };
  if (rule.guard) {
    // On request, not before the handler: a caller without access learns nothing from
    // validation errors and costs no body parsing.
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [rule.guard(ctx), ...existing];
  }
  return access;
}
