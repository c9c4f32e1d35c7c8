import { once } from 'node:events';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A reverse proxy that does what docs/deployment.md's nginx block does with
 * `proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for`: it passes on whatever
 * `X-Forwarded-For` the client wrote and appends the address it saw the client connect from.
 * Requests and answers are streamed through over real sockets.
 */
export async function startAppendingProxy(upstream: string): Promise<{
  url: string;
  close(): Promise<void>;
}> {
  const target = new URL(upstream);
  const proxy: Server = createServer((req, res) => {
    const seen = req.socket.remoteAddress ?? '';
    const written = req.headers['x-forwarded-for'];
    const forwardedFor = written ? `${String(written)}, ${seen}` : seen;
    const onward = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': forwardedFor, connection: 'close' },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    onward.on('error', () => res.writeHead(502).end());
    req.pipe(onward);
  });
  proxy.listen(0, '127.0.0.1');
  await once(proxy, 'listening');
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    close: async () => {
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
    },
  };
}
