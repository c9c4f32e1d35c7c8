import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/** Hashes of the inline scripts of the built index.html, so CSP can allow exactly them. */
function inlineScriptHashes(webDist: string): string[] {
  const index = path.join(webDist, 'index.html');
  if (!existsSync(index)) return [];
  const html = readFileSync(index, 'utf8');
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64')}'`,
  );
}

const HSTS = 'max-age=15552000';

/** The API and the metrics: answers for their caller alone, never for a cache. */
const isApiPath = (url: string) =>
  url.startsWith('/api/') || url === '/metrics' || url.startsWith('/metrics?');

/** Strict CSP, nosniff, no referrer (token links carry secrets), HSTS only behind TLS. */
export const securityPlugin = fp<{ webDist: string; https: boolean }>(
  async (app, { webDist, https }) => {
    await app.register(helmet, {
      global: true,
      // The docs UI sets its own CSP for its inline bootstrap.
      enableCSPNonces: false,
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...inlineScriptHashes(webDist)],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
        },
      },
      referrerPolicy: { policy: 'no-referrer' },
      crossOriginEmbedderPolicy: false,
      // Sent below, on answers that went out over https only.
      strictTransportSecurity: false,
    });
    // HSTS only means something when the shop's public address is https, and RFC 6797 §7.2
    // has it only on answers over TLS: through the proxy (X-Forwarded-Proto from a trusted one)
    // or directly. A plain request to the shop's own port does not get it.
    if (https)
      app.addHook('onSend', async (req, reply, payload) => {
        if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
        return payload;
      });
    // API answers are read once, by the caller who asked: a seller's inbox, a buyer's mail behind
    // a token link, an invoice. None may be kept by the browser's cache or a shared proxy. A
    // route that may be kept (uploaded pictures) says so itself, and keeps its own header.
    app.addHook('onSend', async (req, reply, payload) => {
      if (isApiPath(req.url) && !reply.hasHeader('cache-control'))
        reply.header('cache-control', 'no-store');
      return payload;
    });
  },
);
