import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errors } from '../../lib/errors.ts';
import type { AuthedRoller, AuthService } from './service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    roller: AuthedRoller | null;
  }
  interface FastifyInstance {
    /** preHandler for routes only a signed-in roller may call. */
    requireRoller: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler for public routes that show more to a signed-in roller; a bad token is still refused. */
    optionalRoller: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** Resolves the bearer token to a roller for the routes that ask for one. */
export const authPlugin = fp<{ auth: AuthService }>(async (app, { auth }) => {
  app.decorateRequest('roller', null);
  app.decorate('requireRoller', async (req: FastifyRequest) => {
    const token = bearerToken(req);
    if (!token) throw errors.unauthenticated();
    req.roller = await auth.authenticate(token);
  });
  app.decorate('optionalRoller', async (req: FastifyRequest) => {
    const token = bearerToken(req);
    if (token) req.roller = await auth.authenticate(token);
  });
});

/** The roller of a route guarded by `requireRoller`. */
export function rollerOf(req: FastifyRequest): AuthedRoller {
  if (!req.roller) throw errors.unauthenticated();
  return req.roller;
}
