import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  isPublicAddress,
  MAX_REDIRECTS,
  OutboundError,
  outboundRequest,
  type OutboundRequest,
} from './outbound-http.ts';

/**
 * The rules every outbound call of the server gets (DESIGN §9). The servers below listen on
 * loopback: 127.0.0.2 plays the public internet (allowed by name, as the callers' *_ALLOW
 * settings do in tests), 127.0.0.1 the shop's own network, which must never be reached.
 */

const servers: http.Server[] = [];
async function serve(host: string, handler: http.RequestListener) {
  const server = http.createServer(handler);
  servers.push(server);
  server.listen(0, host);
  await once(server, 'listening');
  return { server, port: (server.address() as AddressInfo).port };
}
afterAll(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const PUBLIC = new Set(['127.0.0.2']);
const rules: OutboundRequest = {
  reach: PUBLIC,
  timeoutMs: 10_000,
  maxBytes: 1024,
  overflow: 'fail',
};
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('the call succeeded');
    },
    (err: unknown) => {
      expect(err).toBeInstanceOf(OutboundError);
      return err as OutboundError;
    },
  );

let internalHits = 0;
let internalPort: number;
let publicBase: string;
let hops = 0;

beforeAll(async () => {
  // The shop's network: every connection is counted; none may arrive.
  const internal = await serve('127.0.0.1', (_req, res) => res.end('internal secret'));
  internal.server.on('connection', () => internalHits++);
  internalPort = internal.port;
  const pub = await serve('127.0.0.2', (req, res) => {
    if (req.url === '/ok') return res.writeHead(200, { 'x-seen': req.method }).end('hello');
    if (req.url === '/to-internal')
      return res.writeHead(302, { location: `http://127.0.0.1:${internalPort}/` }).end();
    if (req.url === '/to-ok') return res.writeHead(302, { location: '/ok' }).end();
    if (req.url === '/loop') {
      hops++;
      return res.writeHead(302, { location: '/loop' }).end();
    }
    res.writeHead(404).end();
  });
  publicBase = `http://127.0.0.2:${pub.port}`;
});
afterEach(() => expect(internalHits).toBe(0));

describe('which addresses a call may reach', () => {
  it('accepts global unicast only, and refuses every private, reserved and embedding range', () => {
    expect(isPublicAddress('93.184.216.34')).toBe(true);
    expect(isPublicAddress('2606:2800:220:1:248:1893:25c8:1946')).toBe(true);
    for (const address of [
      '127.0.0.1', // loopback
      '10.1.2.3', // private
      '172.16.0.1',
      '192.168.1.1',
      '100.64.0.1', // CGNAT
      '169.254.169.254', // link-local: cloud metadata
      '0.0.0.0',
      '224.0.0.1', // multicast
      '255.255.255.255',
      '::',
      '::1',
      'fe80::1', // link-local
      'fc00::1', // unique local
      'ff02::1',
      '::ffff:10.0.0.1', // v4-mapped
      '::ffff:127.0.0.1',
      '64:ff9b::a00:1', // NAT64
      '64:ff9b:1::a00:1', // local-use NAT64
      '2002:7f00:1::', // 6to4 of 127.0.0.1
      '2001::1', // Teredo
      '::7f00:1', // v4-compatible
      '::a00:1',
      '::8.8.8.8',
      '2001:db8::1', // documentation
      'not an address',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it.each([
    'http://127.0.0.1:PORT/',
    'http://[::1]:PORT/',
    'http://[::ffff:127.0.0.1]:PORT/',
    'http://[::ffff:7f00:1]:PORT/',
    'http://0x7f.1:PORT/',
    'http://2130706433:PORT/',
    'http://[64:ff9b::7f00:1]:PORT/',
    'http://[2002:7f00:1::]:PORT/',
    'http://[::7f00:1]:PORT/',
    'http://10.0.0.1:PORT/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fe80::1]:PORT/',
  ])('refuses %s before connecting', async (template) => {
    const err = await failure(
      outboundRequest(template.replace('PORT', String(internalPort)), rules),
    );
    expect(err.kind).toBe('refused');
    expect(err.message).toMatch(/private or reserved address$/);
  });

  it('refuses a name whose DNS answer is a private address', async () => {
    const err = await failure(outboundRequest(`http://localhost:${internalPort}/`, rules));
    expect(err).toMatchObject({
      kind: 'refused',
      message: 'localhost points to a private or reserved address',
    });
  });

  it('refuses what is not http(s), credentials, and what is not a URL', async () => {
    for (const [url, message] of [
      ['file:///etc/passwd', 'only http and https'],
      ['gopher://127.0.0.2/', 'only http and https'],
      [`http://user:pw@127.0.0.2/ok`, 'credentials in the address'],
      ['not a url', 'not a URL'],
    ])
      expect(await failure(outboundRequest(url!, rules)), url).toMatchObject({
        kind: 'refused',
        message,
      });
  });

  it('reaches an allowed address and reads its answer', async () => {
    const answer = await outboundRequest(`${publicBase}/ok`, { ...rules, method: 'POST' });
    expect(answer).toMatchObject({ status: 200, cut: false });
    expect(answer.headers['x-seen']).toBe('POST');
    expect(answer.body.toString()).toBe('hello');
  });

  it('lets an operator-configured address reach the private network, and nothing else', async () => {
    const answer = await outboundRequest(`http://127.0.0.1:${internalPort}/`, {
      ...rules,
      reach: 'configured',
    });
    expect(answer.body.toString()).toBe('internal secret');
    internalHits = 0;
  });
});

describe('redirects', () => {
  it('are not followed unless asked: the 3xx is the answer', async () => {
    const answer = await outboundRequest(`${publicBase}/to-ok`, rules);
    expect(answer.status).toBe(302);
  });

  it('are followed when asked', async () => {
    const answer = await outboundRequest(`${publicBase}/to-ok`, { ...rules, maxRedirects: 1 });
    expect(answer.body.toString()).toBe('hello');
  });

  it('are checked again at every hop: a redirect to a private address is refused', async () => {
    const err = await failure(
      outboundRequest(`${publicBase}/to-internal`, { ...rules, maxRedirects: 3 }),
    );
    expect(err.kind).toBe('refused');
  });

  it('are checked again for an operator-configured address too', async () => {
    const err = await failure(
      outboundRequest(`${publicBase}/to-internal`, {
        ...rules,
        reach: 'configured',
        maxRedirects: 3,
      }),
    );
    expect(err.kind).toBe('refused');
  });

  it(`are capped at ${MAX_REDIRECTS}, whatever a caller asks`, async () => {
    hops = 0;
    const err = await failure(
      outboundRequest(`${publicBase}/loop`, { ...rules, maxRedirects: 50 }),
    );
    expect(err).toMatchObject({ kind: 'failed', message: 'too many redirects' });
    expect(hops).toBe(MAX_REDIRECTS + 1);
  });
});

describe('the deadline', () => {
  it('ends a call to a server that never answers, and hangs up', async () => {
    let hungUp!: () => void;
    const closed = new Promise<void>((resolve) => (hungUp = resolve));
    const silent = await serve('127.0.0.2', (req) => req.socket.on('close', hungUp));
    const started = Date.now();
    const err = await failure(
      outboundRequest(`http://127.0.0.2:${silent.port}/`, { ...rules, timeoutMs: 150 }),
    );
    expect(err).toMatchObject({ kind: 'failed', message: 'no complete answer within 0.15 s' });
    expect(Date.now() - started).toBeLessThan(5_000);
    await closed;
  });

  it('covers the whole body: a server that drips forever is cut off at the deadline', async () => {
    const drip = await serve('127.0.0.2', (_req, res) => {
      res.writeHead(200);
      const timer = setInterval(() => res.write('x'), 20);
      res.on('close', () => clearInterval(timer));
    });
    const err = await failure(
      outboundRequest(`http://127.0.0.2:${drip.port}/`, {
        ...rules,
        maxBytes: 1024 * 1024,
        timeoutMs: 200,
      }),
    );
    expect(err.message).toBe('no complete answer within 0.2 s');
  });
});

describe('the size cap', () => {
  let endless: string;
  let endlessServer: http.Server;
  let sent = 0;
  let hungUp: Promise<void>;

  beforeAll(async () => {
    const server = await serve('127.0.0.2', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      const chunk = Buffer.alloc(64 * 1024, 'x');
      const pump = () => {
        while (!res.destroyed && res.write(chunk)) sent += chunk.length;
      };
      res.on('drain', pump);
      pump();
    });
    endless = `http://127.0.0.2:${server.port}/`;
    endlessServer = server.server;
  });
  const watchClose = () => {
    sent = 0;
    hungUp = new Promise<void>((resolve) =>
      endlessServer.once('connection', (socket) => socket.on('close', resolve)),
    );
  };

  it('refuses an endless answer at the cap and hangs up, long before the deadline', async () => {
    watchClose();
    const err = await failure(outboundRequest(endless, { ...rules, timeoutMs: 60_000 }));
    expect(err).toMatchObject({ kind: 'failed', message: 'the answer is larger than 1024 bytes' });
    await hungUp;
    expect(sent).toBeLessThan(64 * 1024 * 1024);
  });

  it('or answers with the first bytes when the caller only needs those', async () => {
    watchClose();
    const answer = await outboundRequest(endless, { ...rules, overflow: 'cut', timeoutMs: 60_000 });
    expect(answer).toMatchObject({ status: 200, cut: true });
    expect(answer.body).toEqual(Buffer.alloc(1024, 'x'));
    await hungUp;
  });

  it('refuses an answer that declares more than the cap without reading it', async () => {
    const big = await serve('127.0.0.2', (_req, res) =>
      res.writeHead(200, { 'content-length': '5000' }).end(Buffer.alloc(5000)),
    );
    const err = await failure(outboundRequest(`http://127.0.0.2:${big.port}/`, rules));
    expect(err.message).toBe('the answer is larger than 1024 bytes');
  });
});
