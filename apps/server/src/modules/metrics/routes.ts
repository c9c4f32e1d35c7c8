import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errors } from '../../lib/errors.ts';
import { METRICS_CONTENT_TYPE } from '../../lib/metrics.ts';
import type { Metrics } from './service.ts';

/**
 * GET /metrics, Prometheus text format, only for the bearer of METRICS_TOKEN: the series name
 * routes and volumes that are nobody else's business. Without the token it answers 404.
 */
export const metricsRoutes: FastifyPluginAsyncTypebox<{
  metrics: Metrics;
  enabled: boolean;
}> = async (app, { metrics, enabled }) => {
  if (!enabled) {
    // Answered here, or the web app's fallback would serve a page a scraper takes for success.
    app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async () => {
      throw errors.metricsOff();
    });
    return;
  }
  app.get(
    '/metrics',
    {
      config: { access: 'metrics' },
      schema: {
        tags: ['ops'],
        description:
          'Prometheus text exposition format 0.0.4: HTTP latency histogram, SMTP accepted and refused, outbox depth, SSE clients, RSS, event-loop lag.',
        produces: ['text/plain'],
        response: { 200: Type.String() },
      },
    },
    async (_req, reply) =>
      reply.header('content-type', METRICS_CONTENT_TYPE).send(await metrics.render()),
  );
};
