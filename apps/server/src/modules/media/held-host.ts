import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An "external" image host for proxy tests on a loopback address the proxy is told to allow.
 * `routes` answers by path; paths under /held/ answer `image` only once the test calls
 * `release()`, so a slow upstream is held open as long as a test needs, with no clock.
 */
export async function heldHost(
  address: string,
  image: Buffer,
  routes: Record<string, { type: string; body: Buffer | string }> = {},
) {
  const arrived: string[] = [];
  const watchers: { count: number; resolve: () => void }[] = [];
  const opened = () => {
    let open!: () => void;
    const promise = new Promise<void>((resolve) => (open = resolve));
    return { promise, open };
  };
  let gate = opened();
  const server = http.createServer((req, res) => {
    const url = req.url ?? '';
    arrived.push(url);
    for (const w of watchers.filter((w) => arrived.length >= w.count)) {
      watchers.splice(watchers.indexOf(w), 1);
      w.resolve();
    }
    const fixed = routes[url];
    if (fixed) return res.writeHead(200, { 'content-type': fixed.type }).end(fixed.body);
    if (!url.startsWith('/held/')) return res.writeHead(404).end();
    void gate.promise.then(() => res.writeHead(200, { 'content-type': 'image/png' }).end(image));
  });
  await new Promise<void>((resolve) => server.listen(0, address, resolve));
  return {
    base: `http://${address}:${(server.address() as AddressInfo).port}`,
    /** Every path asked for, in order. */
    arrived,
    /** Resolves once `count` requests in all have arrived. */
    arrivals: (count: number) =>
      arrived.length >= count
        ? Promise.resolve()
        : new Promise<void>((resolve) => watchers.push({ count, resolve })),
    /** Answers every held request; later ones are held again until the next release. */
    release() {
      gate.open();
      gate = opened();
    },
    close() {
      server.closeAllConnections();
      server.close();
    },
  };
}
