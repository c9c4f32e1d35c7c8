import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authApi } from '@shop/contract';
import { ok } from '../../lib/http.ts';
import { routeOf } from '../../lib/route.ts';
import { rollerOf } from './plugin.ts';
import type { AuthService } from './service.ts';

export const authRoutes: FastifyPluginAsyncTypebox<{ auth: AuthService }> = async (
  app,
  { auth },
) => {
  app.route({
    ...routeOf(authApi.login, { errors: [401, 429] }),
    handler: async (req) => ok(await auth.login({ ...req.body, ip: req.ip })),
  });

  app.route({
    ...routeOf(authApi.profile),
    handler: async (req) => ok(auth.profile(rollerOf(req))),
  });

  app.route({
    ...routeOf(authApi.logout),
    handler: async (req) => {
      await auth.logout(rollerOf(req));
      return ok({ message: 'Signed out' });
    },
  });

  app.route({
    ...routeOf(authApi.changePassword, { errors: [429] }),
    handler: async (req) => {
      await auth.changePassword(rollerOf(req), req.body.current_password, req.body.new_password);
      return ok({ message: 'Password changed successfully' });
    },
  });
};
