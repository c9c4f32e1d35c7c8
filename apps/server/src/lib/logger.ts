import type { FastifyServerOptions } from 'fastify';

// Token links carry secrets in the query string (?token=...); logs keep the path only.
const redactUrl = (url: string | undefined) =>
  url ? url.replace(/([?&](?:token|ticket)=)[^&]*/gi, '$1[redacted]') : url;

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers["x-sub-roller-token"]',
        '*.password',
        '*.new_password',
        '*.current_password',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
    },
  };
}
