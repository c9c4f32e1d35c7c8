import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { errors } from '../../lib/errors.ts';
import { applyAccess, type AccessContext } from './access.ts';
import type { SubRollerRow } from '../subrollers/service.ts';
import type { Listener } from '../realtime/service.ts';
import type { AuthedRoller, AuthService } from './service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    roller: AuthedRoller | null;
    subRoller: SubRollerRow | null;
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
  app.addHook('onRoute', (route) =>
    applyAccess(route, { auth, inboundSecret, metricsToken, subRollers }),
  );
});

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
export function subRollerOf(req: FastifyRequest): SubRollerRow {
  if (!req.subRoller) throw errors.subRollerTokenInvalid();
  return req.subRoller;
}

/** The roller of a route declared `access: 'roller'`. */
export function rollerOf(req: FastifyRequest): AuthedRoller {
  if (!req.roller) throw errors.unauthenticated();
  return req.roller;
}
