import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { healthApi } from '@shop/contract';
import { ok } from '../../lib/http.ts';
import { routeOf } from '../../lib/route.ts';
import type { HealthService } from './service.ts';

export const healthRoutes: FastifyPluginAsyncTypebox<{ health: HealthService }> = async (
  app,
  { health },
) => {
  app.route({
    // The 503 carries the same report, naming what fails.
    ...routeOf(healthApi.check, { statuses: [200, 503] }),
    handler: async (_req, reply) => {
      const { healthy, data } = await health.report();
      return reply.status(healthy ? 200 : 503).send(ok(data));
    },
  });
};
