import fp from 'fastify-plugin';
import { systemClock, type Clock } from '../lib/clock.ts';

/** How often the warning may repeat while forwarded requests keep arriving. */
export const PROXY_WARNING_EVERY_MS = 60 * 60_000;

/**
 * Warns when a request carries `X-Forwarded-For` while no proxy is trusted (`TRUST_PROXY=0`): the
 * shop is then probably behind a proxy that it takes for the client, so every visitor shares the
 * proxy's address for every per-address limit (sign-in, purchases, mail links). Once at the first
 * such request, then at most once an hour with how many arrived meanwhile, so a busy shop's log is
 * not flooded. Nothing changes for the request itself: a client could send the header to anyone.
 */
export const proxyWarningPlugin = fp<{ trustProxy: boolean; clock?: Clock; everyMs?: number }>(
  async (app, { trustProxy, clock = systemClock, everyMs = PROXY_WARNING_EVERY_MS }) => {
    if (trustProxy) return;
    let warnedAt: number | null = null;
    let since = 0;
    app.addHook('onRequest', async (req) => {
      if (req.headers['x-forwarded-for'] === undefined) return;
      since++;
      const now = clock().getTime();
      if (warnedAt !== null && now - warnedAt < everyMs) return;
      req.log.warn(
        { proxyAddress: req.ip, forwardedRequests: since },
        `X-Forwarded-For arrived from ${req.ip} but TRUST_PROXY=0: every visitor behind that ` +
          'proxy shares its address for rate limits (sign-in, purchases, mail links); set ' +
          'TRUST_PROXY=1 when the shop is reachable only through the proxy',
      );
      warnedAt = now;
      since = 0;
    });
  },
  { name: 'proxy-warning' },
);
