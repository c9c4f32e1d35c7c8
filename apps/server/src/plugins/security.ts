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
      // HSTS only means something when the shop's public address is https.
      strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: false } : false,
    });
  },
);
