import { MAX_UPLOAD_BYTES } from '@shop/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { heldHost } from './held-host.ts';
import { createImageProxy, FETCH_SHARES, type ImageProxy } from './proxy.ts';

/**
 * The probe's finding: eight slow upstreams asked for by one visitor took every fetch slot, and
 * everyone else got 503 for as long as they dripped. Upstreams here hold their answers until the
 * test releases them; nothing waits on a clock.
 */
let png: Buffer;
let slow: Awaited<ReturnType<typeof heldHost>>;
let other: Awaited<ReturnType<typeof heldHost>>;
const contexts: TestContext[] = [];

beforeAll(async () => {
  png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#a00' } })
    .png()
    .toBuffer();
  const cat = { '/cat.png': { type: 'image/png', body: png } };
  slow = await heldHost('127.0.0.2', png, cat);
  other = await heldHost('127.0.0.3', png, cat);
});
afterAll(async () => {
  for (const ctx of contexts) await ctx.close();
  slow.close();
  other.close();
});

/** A shop whose proxy has the given shares (the real ones when none are given). */
async function shop(proxyOptions?: Parameters<typeof createImageProxy>[1]) {
  const ctx = await createTestContext(
    { IMAGE_PROXY_ALLOW: '127.0.0.2,127.0.0.3' },
    proxyOptions ? (s) => ({ imageProxy: createImageProxy(s.files, proxyOptions) }) : undefined,
  );
  contexts.push(ctx);
  const get = (url: string, remoteAddress: string) =>
    ctx.app.inject({ url: `/api/image/cache?url=${encodeURIComponent(url)}`, remoteAddress });
  return { get, proxy: ctx.services.imageProxy as ImageProxy };
}

const options = (shares: Partial<typeof FETCH_SHARES>, maxConcurrent: number) => ({
  allow: new Set(['127.0.0.2', '127.0.0.3']),
  maxBytes: MAX_UPLOAD_BYTES,
  // Far beyond any test: the held upstreams are released by the test itself.
  timeoutMs: 600_000,
  maxRedirects: 3,
  maxConcurrent,
  shares,
});

/**
 * One fetch from the slow host held upstream, then a second one: its answer, or null when it
 * went upstream instead (whichever comes first), and the first fetch still running.
 */
async function oneHeldThenAnother(
  shares: Partial<typeof FETCH_SHARES>,
  maxConcurrent: number,
  [firstPath, firstClient]: [string, string],
  [secondPath, secondClient]: [string, string],
) {
  const { get } = await shop(options(shares, maxConcurrent));
  const start = slow.arrived.length;
  const held = get(`${slow.base}/held/${firstPath}`, firstClient);
  await slow.arrivals(start + 1);
  const second = await Promise.race([
    get(`${slow.base}/held/${secondPath}`, secondClient),
    slow.arrivals(start + 2).then(() => null),
  ]);
  return { get, held, second };
}

describe('fetch shares of the image proxy', () => {
  it('eight slow images of one visitor: the upstream sees two, another visitor is served', async () => {
    const { get } = await shop();
    const start = slow.arrived.length;
    const mine = Array.from({ length: 8 }, (_, i) => get(`${slow.base}/held/a${i}`, '203.0.113.9'));
    await slow.arrivals(start + FETCH_SHARES.perClient);
    const theirs = await get(`${other.base}/cat.png`, '198.51.100.7');
    expect(theirs.statusCode).toBe(200);
    // Still two: the other six wait in the visitor's own queue, not in the shop's pool.
    expect(slow.arrived.length - start).toBe(FETCH_SHARES.perClient);
    for (let released = 0; released < 8; released += FETCH_SHARES.perClient) {
      await slow.arrivals(start + released + FETCH_SHARES.perClient);
      slow.release();
    }
    expect((await Promise.all(mine)).map((r) => r.statusCode)).toEqual(Array(8).fill(200));
  });

  it('a visitor over its share and queue gets 429 with Retry-After while others are served', async () => {
    const { get, proxy } = await shop(
      options({ perClient: 2, clientQueue: 1, perHost: 10, hostQueue: 0 }, 3),
    );
    const start = slow.arrived.length;
    const mine = [1, 2, 3].map((i) => get(`${slow.base}/held/b${i}`, '203.0.113.10'));
    await slow.arrivals(start + 2);
    // Without a share, this would have taken the pool's last slot and the next visitor a 503.
    const over = await get(`${slow.base}/held/b4`, '203.0.113.10');
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBe('5');
    expect(over.json()).toEqual({
      status: 'error',
      code: 'RATE_LIMITED',
      message: 'You are fetching too many images at once; try again in a moment',
      field: 'url',
    });
    expect((await get(`${other.base}/cat.png`, '198.51.100.8')).statusCode).toBe(200);
    slow.release();
    await slow.arrivals(start + 3);
    slow.release();
    expect((await Promise.all(mine)).map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(proxy.shares).toEqual({ clients: 0, hosts: 0 });
  });

  it('one IPv6 /64 is one visitor; an IPv4 address in IPv6 form is that IPv4 address', async () => {
    const { held, second } = await oneHeldThenAnother(
      { perClient: 1, clientQueue: 0, perHost: 10, hostQueue: 0 },
      4,
      ['c1', '2001:db8:1:2::10'],
      ['c2', '2001:db8:1:2:ffff::1'],
    );
    expect(second?.statusCode).toBe(429);
    slow.release();
    expect((await held).statusCode).toBe(200);
  });

  it('a slow host gets its share: further fetches from it get 503, other hosts are served', async () => {
    const { get, held, second } = await oneHeldThenAnother(
      { perClient: 2, clientQueue: 0, perHost: 1, hostQueue: 0 },
      3,
      ['d1', '203.0.113.20'],
      ['d2', '203.0.113.21'],
    );
    expect(second?.statusCode).toBe(503);
    expect(second?.headers['retry-after']).toBe('5');
    expect(second?.json()).toMatchObject({
      code: 'BUSY',
      field: 'url',
      message: 'Too many images are being fetched from 127.0.0.2; try again in a moment',
    });
    expect((await get(`${other.base}/cat.png`, '203.0.113.21')).statusCode).toBe(200);
    slow.release();
    expect((await held).statusCode).toBe(200);
  });
});
