import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PATH_SEGMENT } from '../../lib/http.ts';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { ART_PIXELS, createArtImages, rasteriseSvg } from './art-raster.ts';
import { demoCatalog } from './catalog-data.ts';

const game = demoCatalog.games[0]!;
const svgOf = (url: string) => url.replace(/\.webp$/, '.svg');

let ctx: TestContext;
let cover: string;
beforeAll(async () => {
  ctx = await createTestContext({ DEMO: '0', DEMO_PASSWORD: 'demo-password-1' });
  await ctx.services.demo.seed();
  const listed = await ctx.app.inject({ url: '/api/games' });
  const id = listed.json().data.find((g: { image: string }) => g.image === game.image).id;
  const page = await ctx.app.inject({ url: `/api/games/${id}/accounts?limit=1` });
  cover = page.json().data.accounts[0].images[0];
}, 60_000);
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });

describe('demo artwork as WebP', { timeout: 30_000 }, () => {
  it.each([
    ['game', () => game.image],
    ['character', () => game.characters[0]!.image],
    ['weapon', () => game.weapons[0]!.image],
    ['showcase', () => cover],
  ] as const)('draws a %s as a WebP of its fixed size', async (kind, url) => {
    expect(url()).toMatch(new RegExp(`^/api/art/${kind}/[A-Za-z0-9_-]+\\.webp$`));
    const res = await get(url());
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect({ width: meta.width, height: meta.height }).toEqual(ART_PIXELS[kind]);
    // A few KB to a few tens of KB: small enough for a phone, detailed enough to be sharp.
    expect(res.rawPayload.length).toBeGreaterThan(1000);
    expect(res.rawPayload.length).toBeLessThan(60_000);
  });

  it('rasterises a picture once: concurrent and later requests get the same bytes', async () => {
    const url = game.characters[1]!.image;
    const before = ctx.services.art.stats().renders;
    const [a, b] = await Promise.all([get(url), get(url)]);
    const c = await get(url);
    expect(ctx.services.art.stats().renders).toBe(before + 1);
    expect(a.statusCode).toBe(200);
    expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
    expect(c.rawPayload.equals(a.rawPayload)).toBe(true);
  });

  it('revalidates by ETag without rasterising, in both formats', async () => {
    const url = game.weapons[1]!.image;
    for (const format of [url, svgOf(url)]) {
      const first = await get(format);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/".+"$/);
      const renders = ctx.services.art.stats().renders;
      const again = await get(format, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload).toHaveLength(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, max-age=86400');
      expect(ctx.services.art.stats().renders).toBe(renders);
      expect((await get(format, { 'if-none-match': '"other", W/"x"' })).statusCode).toBe(200);
    }
    // Two formats of one picture are two different answers.
    expect((await get(url)).headers.etag).not.toBe((await get(svgOf(url))).headers.etag);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const url = game.characters[2]!.image;
    const full = await get(url);
    const head = await ctx.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
    expect(head.headers.etag).toBe(full.headers.etag);
    expect(Number(head.headers['content-length'])).toBe(full.rawPayload.length);
    expect(head.rawPayload).toHaveLength(0);
  });

  it('draws a cover of the four longest-named characters, a name longer than most paths', async () => {
    const longest = [...game.characters]
      .sort((a, b) => b.value.length - a.value.length)
      .slice(0, 4)
      .map((c) => `${c.value}C6`);
    const name = [game.slug, ...longest].join('X');
    expect(name.length).toBeGreaterThan(100);
    for (const ext of ['svg', 'webp']) {
      const res = await get(`/api/art/showcase/${name}.${ext}`);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    }
  });

  it('refuses unknown and over-long names as the SVG does', async () => {
    for (const ext of ['webp', 'svg']) {
      for (const url of [
        `/api/art/game/not-a-demo-game.${ext}`,
        `/api/art/showcase/${game.slug}XnobodyC1.${ext}`,
      ]) {
        const res = await get(url);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'MEDIA_NOT_FOUND' });
      }
      const long = await get(`/api/art/showcase/${'a'.repeat(MAX_PATH_SEGMENT)}.${ext}`);
      expect(long.statusCode).toBe(414);
      expect(long.json()).toMatchObject({ code: 'URI_TOO_LONG' });
    }
    expect((await get(game.image.replace(/\.webp$/, '.png'))).statusCode).toBe(400);
  });

  it('still serves the SVG source at the .svg address', async () => {
    const res = await get(svgOf(cover));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
    expect(res.body.startsWith('<svg')).toBe(true);
  });
});

describe('the WebP cache', () => {
  const sized = (bytes: number) => async () => Buffer.alloc(bytes);

  it('keeps the most recently used pictures within its byte cap', async () => {
    let renders = 0;
    const art = createArtImages({
      maxBytes: 250,
      rasterise: async () => {
        renders++;
        return sized(100)();
      },
    });
    await art.webp('a', 'character', '<svg/>');
    await art.webp('b', 'character', '<svg/>');
    await art.webp('a', 'character', '<svg/>'); // a is now the most recent
    await art.webp('c', 'character', '<svg/>'); // over the cap: b, the coldest, goes
    expect(art.stats()).toEqual({ renders: 3, entries: 2, bytes: 200 });
    await art.webp('a', 'character', '<svg/>');
    expect(renders).toBe(3);
    await art.webp('b', 'character', '<svg/>');
    expect(renders).toBe(4);
  });

  it('forgets a failed rasterisation, so the next request tries again', async () => {
    let fail = true;
    const art = createArtImages({
      rasterise: async (svg, kind) => {
        if (fail) throw new Error('broken');
        return rasteriseSvg(svg, kind);
      },
    });
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"/>';
    await expect(art.webp('x', 'weapon', svg)).rejects.toThrow('broken');
    fail = false;
    const webp = await art.webp('x', 'weapon', svg);
    expect((await sharp(webp).metadata()).width).toBe(ART_PIXELS.weapon.width);
    expect(art.stats().renders).toBe(2);
  });
});
