import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { heldHost } from './held-host.ts';

/**
 * The probe's finding: an upstream saying `Content-Type: image/png` while sending HTML had its
 * body cached and served as image/png. The proxy now reads the body's own header (sharp) and
 * serves only the raster formats it names, under the type of the format it found.
 */
let ctx: TestContext;
let host: Awaited<ReturnType<typeof heldHost>>;
const tiny = () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#07f' } });
const bodies: Record<string, Buffer> = {};

beforeAll(async () => {
  bodies.png = await tiny().png().toBuffer();
  bodies.jpeg = await tiny().jpeg().toBuffer();
  bodies.webp = await tiny().webp().toBuffer();
  bodies.gif = await tiny().gif().toBuffer();
  bodies.avif = await tiny().avif().toBuffer();
  bodies.tiff = await tiny().tiff().toBuffer();
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>';
  host = await heldHost('127.0.0.2', bodies.png, {
    '/html-as-png': { type: 'image/png', body: '<html><script>alert(1)</script></html>' },
    '/svg-as-gif': { type: 'image/gif', body: svg },
    '/tiff-as-png': { type: 'image/png', body: bodies.tiff },
    '/jpeg-as-png': { type: 'image/png', body: bodies.jpeg },
    '/webp-as-jpeg': { type: 'image/jpeg', body: bodies.webp },
    '/gif-as-webp': { type: 'image/webp', body: bodies.gif },
    '/avif-as-png': { type: 'image/png', body: bodies.avif },
    '/png': { type: 'image/png', body: bodies.png },
  });
  ctx = await createTestContext({ IMAGE_PROXY_ALLOW: '127.0.0.2' });
});
afterAll(async () => {
  await ctx.close();
  host.close();
});

const proxied = (path: string) =>
  ctx.app.inject({ url: `/api/image/cache?url=${encodeURIComponent(`${host.base}${path}`)}` });
const cacheKey = (path: string) =>
  `proxy/${createHash('sha256').update(`${host.base}${path}`).digest('hex')}`;
const asked = (path: string) => host.arrived.filter((p) => p === path).length;

describe('the image proxy serves only what is an image', () => {
  it.each(['/html-as-png', '/svg-as-gif', '/tiff-as-png'])(
    '%s: 502 in the envelope, not cached, asked again next time',
    async (path) => {
      for (const round of [1, 2]) {
        const res = await proxied(path);
        expect(res.statusCode).toBe(502);
        expect(res.json()).toEqual({
          status: 'error',
          code: 'UPSTREAM_FAILED',
          message: 'The image could not be fetched: the address is not an image',
          field: 'url',
        });
        expect(asked(path)).toBe(round);
      }
      expect(await ctx.services.files.get(cacheKey(path))).toBeNull();
      expect(await ctx.services.files.get(`${cacheKey(path)}.json`)).toBeNull();
    },
  );

  it.each([
    ['/jpeg-as-png', 'jpeg', 'image/jpeg'],
    ['/webp-as-jpeg', 'webp', 'image/webp'],
    ['/gif-as-webp', 'gif', 'image/gif'],
    ['/avif-as-png', 'avif', 'image/avif'],
  ])(
    '%s is served as the format it is (%s), from the cache the second time',
    async (path, format, type) => {
      for (const _ of [1, 2]) {
        const res = await proxied(path);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe(type);
        expect(res.rawPayload.equals(bodies[format]!)).toBe(true);
      }
      expect(asked(path)).toBe(1);
    },
  );

  it('an entry cached before bodies were checked is fetched again, not served', async () => {
    const key = cacheKey('/png');
    await ctx.services.files.put(key, Buffer.from('<html><script>alert(1)</script></html>'));
    await ctx.services.files.put(
      `${key}.json`,
      Buffer.from(JSON.stringify({ contentType: 'image/png', url: `${host.base}/png` })),
    );
    const res = await proxied('/png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(bodies.png!)).toBe(true);
    expect(asked('/png')).toBe(1);
    expect((await ctx.services.files.get(key))?.equals(bodies.png!)).toBe(true);
  });
});
