import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { REALTIME_HEARTBEAT_SECONDS, realtimeApi } from '@shop/contract';
import { clientKey } from '../../lib/client-key.ts';
import { ok } from '../../lib/http.ts';
import { routeOf } from '../../lib/route.ts';
import { listenerOf } from '../auth/plugin.ts';
import type { RealtimeService, StreamEvent } from './service.ts';

const frame = (event: string, data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * POST /api/realtime/auth hands a signed-in roller a ticket for a channel it may hear;
 * GET /api/realtime?ticket= streams that channel as Server-Sent Events. A ticket in the query
 * rather than a header: EventSource can send no headers.
 */
export const realtimeRoutes: FastifyPluginAsyncTypebox<{
  realtime: RealtimeService;
  heartbeatMs?: number;
}> = async (app, { realtime, heartbeatMs = REALTIME_HEARTBEAT_SECONDS * 1000 }) => {
  const streams = new Set<() => void>();
  // Open streams never go idle: end them, or closing the server waits on them forever.
  app.addHook('preClose', async () => {
    for (const end of streams) end();
  });

  app.route({
    ...routeOf(realtimeApi.ticket, { errors: [403] }),
    handler: async (req) => ok(await realtime.issueTicket(listenerOf(req), req.body.channel)),
  });

  app.route({
    ...routeOf(realtimeApi.buyerTicket, { errors: [401] }),
    handler: async (req) => ok(await realtime.issueBuyerTicket(req.body.token)),
  });

  app.route({
    ...routeOf(realtimeApi.stream, {
      errors: [401, 429],
      response: {
        200: {
          description: 'The event stream',
          content: { 'text/event-stream': { schema: { type: 'string' } } },
        },
      },
    }),
    handler: async (req, reply) => {
      const pending: StreamEvent[] = [];
      let write: ((e: StreamEvent) => void) | null = null;
      // Events that arrive before `ready` is written wait for it, so the order holds; so does
      // an end asked for meanwhile (a `revoked` among them), carried out once they are written.
      let endAsked = false;
      let end = () => {
        endAsked = true;
      };
      const close = await realtime.open(
        req.query.ticket,
        (e) => (write ? write(e) : pending.push(e)),
        () => end(),
        clientKey(req.ip),
      );
      // Past this point the stream is ours: no serializer, no compression buffering it.
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
        connection: 'keep-alive',
      });
      res.flushHeaders();
      write = (e) => res.write(frame(e.event, e.data));
      res.write(frame('ready', {}));
      for (const e of pending.splice(0)) write(e);
      const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), heartbeatMs);
      heartbeat.unref();
      end = () => {
        clearInterval(heartbeat);
        close();
        streams.delete(end);
        if (!res.writableEnded) res.end();
      };
      streams.add(end);
      res.on('close', end);
      if (res.destroyed || endAsked) end();
    },
  });
};
