import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { MAX_UPLOAD_BYTES } from '@shop/contract';
import { createImageProxy } from './proxy.ts';

let ctx: TestContext;
let allowed: http.Server;
let forbidden: http.Server;
let allowedBase: string;
let forbiddenPort: number;
let forbiddenHits = 0;
let png: Buffer;
let catHits = 0;

function listen(server: http.Server, host: string): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, host, () => resolve((server.address() as AddressInfo).port)),
  );
}

beforeAll(async () => {
  png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0a0' } })
    .png()
    .toBuffer();
  // A server on a loopback address the proxy must never reach: it counts every connection.
  forbidden = http.createServer((_req, res) => res.end('internal secret'));
  forbidden.on('connection', () => forbiddenHits++);
  forbiddenPort = await listen(forbidden, '127.0.0.1');
  // The "external" image host: 127.0.0.2, allowed for tests through IMAGE_PROXY_ALLOW.
  allowed = http.createServer((req, res) => {
    if (req.url === '/cat.png') catHits++;
    if (req.url === '/cat.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    if (req.url === '/to-internal')
      return res.writeHead(302, { location: `http://127.0.0.1:${forbiddenPort}/` }).end();
    if (req.url === '/page')
      return res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>');
    res.writeHead(404).end();
  });
  allowedBase = `http://127.0.0.2:${await listen(allowed, '127.0.0.2')}`;
  ctx = await createTestContext({ IMAGE_PROXY_ALLOW: '127.0.0.2' });
});
afterAll(async () => {
  await ctx.close();
  allowed.close();
  forbidden.close();
});

const proxied = (url: string) =>
  ctx.app.inject({ url: `/api/image/cache?url=${encodeURIComponent(url)}` });

describe('GET /api/image/cache', () => {
  it('fetches an image from an allowed host and serves it with cache headers', async () => {
    const res = await proxied(`${allowedBase}/cat.png`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toContain('max-age=86400');
    // The mail frame (sandboxed, opaque origin) must be able to show it.
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.rawPayload.equals(png)).toBe(true);
    // The second answer comes from the cache: the origin is asked once.
    expect((await proxied(`${allowedBase}/cat.png`)).rawPayload.equals(png)).toBe(true);
    expect(catHits).toBe(1);
  });

  it.each([
    'http://127.0.0.1:PORT/',
    'http://[::1]:PORT/',
    'http://169.254.169.254/latest/meta-data/',
    'http://0x7f.1:PORT/',
    'http://[::ffff:127.0.0.1]:PORT/',
    'http://localhost:PORT/',
    'http://10.0.0.1/',
    'http://[64:ff9b::7f00:1]/',
    'http://[2002:7f00:1::]/',
    'http://[::7f00:1]:PORT/',
    'http://[::127.0.0.1]:PORT/',
    'file:///etc/passwd',
    'http://user:pw@127.0.0.2/cat.png',
  ])('refuses %s with 400 without connecting', async (template) => {
    const before = forbiddenHits;
    const res = await proxied(template.replace('PORT', String(forbiddenPort)));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', code: 'IMAGE_URL_REFUSED', field: 'url' });
    expect(forbiddenHits).toBe(before);
  });

  it('re-checks redirects: an allowed host redirecting to 127.0.0.1 is refused', async () => {
    const before = forbiddenHits;
    const res = await proxied(`${allowedBase}/to-internal`);
    expect(res.statusCode).toBe(400);
    expect(forbiddenHits).toBe(before);
  });

  it('refuses what is not an image with 502', async () => {
    const res = await proxied(`${allowedBase}/page`);
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('UPSTREAM_FAILED');
  });
});

describe('upstream limits', () => {
  let slow: http.Server;
  let slowBase: string;
  let limited: TestContext;
  const arrived: (() => void)[] = [];
  const closed: (() => void)[] = [];
  /** Resolves when the slow server next receives a request / sees a connection close. */
  const next = (list: (() => void)[]) => new Promise<void>((resolve) => list.push(resolve));

  beforeAll(async () => {
    // Answers 200 at once, then drips one byte every 50 ms and never finishes.
    slow = http.createServer((req, res) => {
      arrived.shift()?.();
      req.socket.on('close', () => closed.shift()?.());
      if (req.url === '/silent') return;
      if (req.url === '/huge.png') {
        res.writeHead(200, { 'content-type': 'image/png', 'content-length': MAX_UPLOAD_BYTES + 1 });
        return res.write('x');
      }
      res.writeHead(200, { 'content-type': 'image/png' });
      const drip = setInterval(() => res.write('x'), 50);
      res.on('close', () => clearInterval(drip));
    });
    slowBase = `http://127.0.0.2:${await listen(slow, '127.0.0.2')}`;
    limited = await createTestContext({}, (s) => ({
      imageProxy: createImageProxy(s.files, {
        allow: new Set(['127.0.0.2']),
        maxBytes: MAX_UPLOAD_BYTES,
        timeoutMs: 400,
        maxRedirects: 3,
        maxConcurrent: 1,
      }),
    }));
  });
  afterAll(async () => {
    await limited.close();
    slow.closeAllConnections();
    slow.close();
  });

  const viaLimited = (url: string) =>
    limited.app.inject({ url: `/api/image/cache?url=${encodeURIComponent(url)}` });

  it('gives a dripping server one overall deadline, then answers 502 and drops the connection', async () => {
    const dropped = next(closed);
    const res = await viaLimited(`${slowBase}/drip.png`);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      code: 'UPSTREAM_FAILED',
      message: 'The image could not be fetched: no complete answer within 0.4 s',
    });
    await dropped;
  });

  it('answers 503 BUSY when every upstream slot is taken', async () => {
    const first = next(arrived);
    const holding = viaLimited(`${slowBase}/silent`);
    await first;
    const refused = await viaLimited(`${slowBase}/other.png`);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ code: 'BUSY', field: 'url' });
    expect((await holding).statusCode).toBe(502);
  });

  it('refuses an image over the size cap with 502, without reading it', async () => {
    const res = await viaLimited(`${slowBase}/huge.png`);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      code: 'UPSTREAM_FAILED',
      message: `The image could not be fetched: the answer is larger than ${MAX_UPLOAD_BYTES} bytes`,
    });
  });
});
