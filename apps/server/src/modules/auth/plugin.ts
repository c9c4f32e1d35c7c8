import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { errors } from '../../lib/errors.ts';
import { applyAccess } from './access.ts';
import type { AuthedRoller, AuthService } from './service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    roller: AuthedRoller | null;
  }
}

/**
 * Installs every route's guard from its `config.access` (see access.ts). Registered before the
 * OpenAPI plugin and the routes, so both see the finished route.
 */
export const authPlugin = fp<{ auth: AuthService; inboundSecret?: string | null }>(
  async (app, { auth, inboundSecret = null }) => {
    app.decorateRequest('roller', null);
    app.addHook('onRoute', (route) => applyAccess(route, { auth, inboundSecret }));
  },
);

/** The roller of a route declared `access: 'roller'`. */
export function rollerOf(req: FastifyRequest): AuthedRoller {
  if (!req.roller) throw errors.unauthenticated();
  return req.roller;
}
