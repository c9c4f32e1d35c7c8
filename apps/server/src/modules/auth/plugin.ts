import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { errors } from '../../lib/errors.ts';
import { applyAccess, scopeAccessOf, type Access, type AccessContext } from './access.ts';
import type { AuthedRoller, AuthedSubRoller, AuthService } from './service.ts';

/** A registered route and who may call it. */
export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyRequest {
    roller: AuthedRoller | null;
    subRoller: AuthedSubRoller | null;
  }
  interface FastifyInstance {
    /** Every route registered so far with its access, HEAD twins included: what is public. */
    routeAccess: readonly RouteAccess[];
  }
}

/**
 * Installs every route's guard from its `config.access` (see access.ts). Registered before the
 * OpenAPI plugin and the routes, so both see the finished route.
 */
export const authPlugin = fp<{
  auth: AuthService;
  inboundSecret?: string | null;
  metricsToken?: string | null;
  subRollers?: AccessContext['subRollers'];
}>(async (app, { auth, inboundSecret = null, metricsToken = null, subRollers = null }) => {
  app.decorateRequest('roller', null);
  app.decorateRequest('subRoller', null);
  const table: RouteAccess[] = [];
  app.decorate('routeAccess', table);
  const ctx = { auth, inboundSecret, metricsToken, subRollers };
  // `this` is the scope the route is registered in, for a declaration that covers a plugin.
  app.addHook('onRoute', function (route) {
    const access = applyAccess(route, ctx, scopeAccessOf(this));
    for (const method of [route.method].flat()) table.push({ method, url: route.url, access });
  });
});

/** Who asks for a realtime ticket: a signed-in roller, or the holder of a sub-roller token. */
export type Listener =
  | { kind: 'roller'; id: number; code: string }
  | { kind: 'sub-roller'; id: number; rollerId: number; rollerCode: string; subCode: string };

/** The caller of a route declared `access: 'roller-or-sub-roller'`. */
export function listenerOf(req: FastifyRequest): Listener {
  if (req.roller) return { kind: 'roller', id: req.roller.id, code: req.roller.code };
  const sub = subRollerOf(req);
  return {
    kind: 'sub-roller',
    id: sub.id,
    rollerId: sub.roller_id,
    rollerCode: sub.roller_code,
    subCode: sub.sub_code,
  };
}

/** The sub-roller of a route declared `access: 'sub-roller'`. */
export function subRollerOf(req: FastifyRequest): AuthedSubRoller {
  if (!req.subRoller) throw errors.subRollerTokenInvalid();
  return req.subRoller;
}

/** The roller of a route declared `access: 'roller'`. */
export function rollerOf(req: FastifyRequest): AuthedRoller {
  if (!req.roller) throw errors.unauthenticated();
  return req.roller;
}
