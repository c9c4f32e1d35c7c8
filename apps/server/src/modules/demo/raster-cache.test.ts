import { mkdtempSync, writeFileSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { ART_PIXELS, rasteriseSvg, type RasterKind } from './art-raster.ts';
import { catalogPictureKeys, demoCatalog } from './catalog-data.ts';
import { pictureLink } from './picture-names.ts';
import { drawDemoPicture } from './pictures.ts';
import { defaultRasterCacheDir, rasterCacheAt, rasterCacheName } from './raster-cache.ts';
import { seedDrawingOnly } from './seed-fixture.ts';

const banner = drawDemoPicture(`game/${demoCatalog.games[0]!.slug}`)!;
const made: string[] = [];
const emptyDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'demo-raster-cache-'));
  made.push(dir);
  return dir;
};
afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

/** A cache in `dir` that counts the drawings it had to make. */
function countingCache(dir: string | null) {
  const drawn: string[] = [];
  const cache = rasterCacheAt(dir, (svg: string, kind: RasterKind) => {
    drawn.push(svg);
    return rasteriseSvg(svg, kind);
  });
  return { cache, drawn };
}

/** A folder no one can create: its parent is a file. */
function unwritableDir() {
  const file = path.join(emptyDir(), 'a-file');
  writeFileSync(file, 'not a folder');
  return path.join(file, 'cache');
}

describe('demo raster cache', { timeout: 60_000 }, () => {
  it('gives on a hit the same bytes as a fresh drawing, without drawing', async () => {
    const dir = emptyDir();
    const first = countingCache(dir);
    const missed = await first.cache.raster(banner.svg, banner.kind);
    expect(first.drawn).toHaveLength(1);
    expect(await readdir(dir)).toEqual([rasterCacheName(banner.svg, banner.kind)]);

    // Another process on the same folder: it finds the file and draws nothing.
    const second = countingCache(dir);
    const hit = await second.cache.raster(banner.svg, banner.kind);
    expect(second.drawn).toHaveLength(0);
    const fresh = await rasteriseSvg(banner.svg, banner.kind);
    expect(hit.equals(fresh)).toBe(true);
    expect(missed.equals(fresh)).toBe(true);
  });

  it('misses for a changed SVG, and for the same SVG at another size', async () => {
    const dir = emptyDir();
    const { cache, drawn } = countingCache(dir);
    await cache.raster(banner.svg, banner.kind);
    const changed = banner.svg.replace('</svg>', '<rect width="1" height="1"/></svg>');
    expect(changed).not.toBe(banner.svg);
    await cache.raster(changed, banner.kind);
    expect(drawn).toEqual([banner.svg, changed]);

    expect(rasterCacheName(banner.svg, 'character')).not.toBe(rasterCacheName(banner.svg, 'game'));
    const tile = await cache.raster(banner.svg, 'character');
    expect(drawn).toHaveLength(3);
    const meta = await sharp(tile).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual(ART_PIXELS.character);
    expect((await readdir(dir)).sort()).toEqual(
      [
        rasterCacheName(banner.svg, 'game'),
        rasterCacheName(changed, 'game'),
        rasterCacheName(banner.svg, 'character'),
      ].sort(),
    );
  });

  it('leaves only whole entries when processes draw the same picture at once', async () => {
    const dir = emptyDir();
    const racers = [countingCache(dir), countingCache(dir), countingCache(dir)];
    const results = await Promise.all(racers.map((r) => r.cache.raster(banner.svg, banner.kind)));
    const stored = await readFile(path.join(dir, rasterCacheName(banner.svg, banner.kind)));
    for (const bytes of results) expect(bytes.equals(stored)).toBe(true);
    // No write left aside: each was renamed into place.
    expect(await readdir(dir)).toEqual([rasterCacheName(banner.svg, banner.kind)]);
  });

  it('draws each time when its folder cannot be written, or when there is none', async () => {
    for (const dir of [unwritableDir(), null]) {
      const { cache, drawn } = countingCache(dir);
      const once = await cache.raster(banner.svg, banner.kind);
      const twice = await cache.raster(banner.svg, banner.kind);
      expect(drawn).toHaveLength(2);
      expect(twice.equals(once)).toBe(true);
      expect((await sharp(once).metadata()).format).toBe('webp');
    }
  });

  it('lives beside the server package, outside any data folder, from src/ and from dist/', () => {
    const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
    const expected = path.join(server, 'node_modules', '.cache', 'shop-demo-pictures');
    expect(defaultRasterCacheDir()).toBe(expected);
    expect(defaultRasterCacheDir(path.join(server, 'dist'))).toBe(expected);
    expect(defaultRasterCacheDir(path.parse(server).root)).toBeNull();
  });
});

describe('a demo seed with a cache folder it cannot write', { timeout: 120_000 }, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ DEMO: '0' });
  });
  afterAll(() => ctx.close());

  it('still stores and links every picture it draws', async () => {
    const banners = catalogPictureKeys().filter((k) => k.startsWith('game/'));
    const { cache, drawn } = countingCache(unwritableDir());
    const seeded = await seedDrawingOnly(ctx, banners, null, cache);
    expect(seeded.pictures.made).toBe(banners.length);
    expect(drawn).toHaveLength(banners.length);
    expect(seeded.accounts).toBeGreaterThan(0);
    for (const key of banners) {
      const res = await ctx.app.inject({ url: pictureLink(key) });
      expect(res.statusCode, key).toBe(200);
      const meta = await sharp(res.rawPayload).metadata();
      expect({ width: meta.width, height: meta.height }).toEqual(ART_PIXELS.game);
    }
  });
});
