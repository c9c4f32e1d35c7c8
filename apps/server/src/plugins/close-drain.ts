import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { errors } from '../lib/errors.ts';

/** Time the stop keeps for its other steps (mail, jobs, database) after cutting slow uploads. */
export const STOP_RESERVE_MS = 2000;

/**
 * Ends each keep-alive connection once its last response is sent, when the server is closing.
 *
 * Node closes idle keep-alive connections once, when closing starts, and skips those with a
 * response still under way. Such a connection then stays open after its response until the
 * client lets it go, up to the keep-alive timeout (72 s), and the close waits for it: a stop
 * with one request in flight took 71 s, far past STOP_TIMEOUT_S. Requests that arrive while
 * closing (pipelined behind one in flight) are answered 503 in the error envelope, with the
 * security headers and `Connection: close`; Fastify's own `return503OnClosing` answer has
 * neither, so the app turns it off.
 *
 * A request whose body is still arriving when closing starts (a client that stalled, or an
 * upload slower than the stop) has been accepted by nothing yet, and would hold the stop past
 * STOP_TIMEOUT_S, so that the shop exits 1 with its database still open. Its connection is cut
 * after `incompleteGraceMs` unless its body has arrived by then; the client sees the connection
 * drop and sends again to a running instance.
 */
export function installCloseDrain(
  app: FastifyInstance,
  { incompleteGraceMs }: { incompleteGraceMs: number },
): void {
  let closing = false;
  app.addHook('onRequest', async () => {
    if (closing) throw errors.stopping();
  });
  const open = new Set<ServerResponse>();
  app.server.on('request', (_req, res: ServerResponse) => {
    open.add(res);
    res.once('close', () => open.delete(res));
  });
  app.addHook('preClose', async () => {
    closing = true;
    const cut = setTimeout(() => {
      for (const res of open) if (!res.req.complete) res.socket?.destroy();
    }, incompleteGraceMs);
    cut.unref();
    app.server.once('close', () => clearTimeout(cut));
    for (const res of open) {
      if (!res.headersSent) {
        // Sent as `Connection: close`; Node ends the connection after this response.
        res.shouldKeepAlive = false;
        continue;
      }
      // Headers already out (a download under way): end the connection once the body is.
      const socket = res.socket;
      if (socket) res.once('finish', () => socket.destroySoon());
    }
  });
}
