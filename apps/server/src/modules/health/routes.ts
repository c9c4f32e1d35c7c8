import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthData, Success } from '@shop/contract';
import { ok } from '../../lib/http.ts';
import type { HealthService } from './service.ts';

export const healthRoutes: FastifyPluginAsyncTypebox<{ health: HealthService }> = async (
  app,
  { health },
) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['ops'],
        description:
          '200 when this instance can take orders and mail; 503 naming the failing parts in `failing` (db, smtp_in, workers). An unreachable relay, file store or realtime LISTEN only degrades it (`degraded`: mail_out, files, realtime), since outbound mail waits in the outbox and orders go on without pictures or live updates.',
        response: { 200: Success(HealthData), 503: Success(HealthData) },
      },
    },
    async (_req, reply) => {
      const { healthy, data } = await health.report();
      return reply.status(healthy ? 200 : 503).send(ok(data));
    },
  );
};
