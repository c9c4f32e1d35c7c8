import fp from 'fastify-plugin';
import type { Metrics } from './service.ts';

/** A request that matched no route is one series, whatever its URL (ids and tokens stay out). */
const UNMATCHED = '(unmatched)';

/** Times every request from the HTTP hook; routes know nothing of metrics. */
export const metricsPlugin = fp<{ metrics: Metrics }>(async (app, { metrics }) => {
  app.addHook('onResponse', async (req, reply) => {
    // A realtime stream is open for hours: its "latency" would drown every bucket.
    if (String(reply.raw.getHeader('content-type') ?? '').startsWith('text/event-stream')) return;
    metrics.observeRequest(
      req.method,
      req.routeOptions.url ?? UNMATCHED,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
});
