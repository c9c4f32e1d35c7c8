import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { devMailboxApi } from '@shop/contract';
import { ok } from '../../lib/http.ts';
import { routeOf } from '../../lib/route.ts';
import type { DevMailboxService } from './dev-mailbox.ts';

/**
 * Headers a proxy or CDN adds (nginx, Caddy, Traefik, Apache, HAProxy, Cloudflare, Akamai,
 * Fastly, RFC 7230's Via): their presence is the tell. Any `X-Forwarded-*` counts, since each
 * proxy picks its own set (`X-Forwarded-Host` alone from some ingress controllers).
 */
const FORWARDING_HEADERS = [
  'forwarded',
  'via',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'x-original-forwarded-for',
  'cf-connecting-ip',
  'cf-ray',
  'cdn-loop',
  'true-client-ip',
  'fastly-client-ip',
];

/** The request came through a proxy, whatever TRUST_PROXY says of its addresses. */
export function cameThroughProxy(req: Pick<FastifyRequest, 'headers'>): boolean {
  return Object.keys(req.headers).some(
    (name) => name.startsWith('x-forwarded-') || FORWARDING_HEADERS.includes(name),
  );
}

/**
 * Registered only while the dev mailbox is on (config.devMailbox): otherwise the path is as
 * unknown as any other, since what it would list includes credentials (DESIGN §9). Even on, a
 * request that came through a proxy gets that same 404, so nothing tells it the mailbox exists.
 */
export const devMailboxRoutes: FastifyPluginAsyncTypebox<{
  devMailbox: DevMailboxService;
}> = async (app, { devMailbox }) => {
  app.route({
    ...routeOf(devMailboxApi.list, { errors: [404] }),
    onRequest: async (req, reply) => {
      if (cameThroughProxy(req)) return reply.callNotFound();
    },
    handler: async (req) => ok(await devMailbox.list({ to: req.query.to })),
  });
};
