import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { ART_PIXELS, ART_WEBP_QUALITY, rasteriseSvg, type RasterKind } from './art-raster.ts';

/**
 * The demo's rasterised pictures, kept between fresh shops on one machine, so each is drawn
 * once rather than by every first start (the e2e server, each process test, two instances).
 *
 * Safe to share between processes, checkouts and versions: an entry is a pure function of its
 * name, which hashes everything the bytes depend on (the SVG, the pixel size, the WebP quality,
 * the encoder's version), so a changed drawing asks for another name and never meets a stale
 * one. Deleting the folder only costs the time to draw again.
 */
export interface RasterCache {
  /** The WebP of `svg` at the size of `kind`: from the cache, or drawn now and kept. */
  raster(svg: string, kind: RasterKind): Promise<Buffer>;
}

/** Where a checkout or CI keeps tool caches (as find-cache-dir does), outside any DATA_DIR. */
const CACHE_NAME = 'shop-demo-pictures';

/**
 * The folder beside the server's own package: found from this file's location, so `src/` run
 * by tsx or vitest and the bundled `dist/` use the same one. Null when no package is above it.
 */
export function defaultRasterCacheDir(from = path.dirname(fileURLToPath(import.meta.url))) {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json')))
      return path.join(dir, 'node_modules', '.cache', CACHE_NAME);
    if (path.dirname(dir) === dir) return null;
  }
}

/** The entry's name: a hash of the SVG and of every setting the raster is made with. */
export function rasterCacheName(svg: string, kind: RasterKind): string {
  const settings = {
    pixels: ART_PIXELS[kind],
    quality: ART_WEBP_QUALITY,
    format: 'webp',
    vips: sharp.versions.vips,
  };
  return `${createHash('sha256').update(JSON.stringify(settings)).update('\n').update(svg).digest('hex')}.webp`;
}

/**
 * A cache in `dir`, drawing what it misses with `draw`. It never fails a drawing: a folder that
 * cannot be read or written (a read-only install) only means drawing each time.
 */
export function rasterCacheAt(dir: string | null, draw = rasteriseSvg): RasterCache {
  const read = async (file: string) => {
    try {
      const bytes = await readFile(file);
      return bytes.length > 0 ? bytes : null;
    } catch {
      return null;
    }
  };
  const keep = async (file: string, bytes: Buffer) => {
    // Written aside and renamed into place (atomic on one file system), so a process reading
    // the same entry at once finds the whole file or none.
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(temp, bytes);
      await rename(temp, file);
    } catch {
      await rm(temp, { force: true }).catch(() => {});
    }
  };
  return {
    async raster(svg, kind) {
      const file = dir === null ? null : path.join(dir, rasterCacheName(svg, kind));
      const cached = file === null ? null : await read(file);
      if (cached) return cached;
      const drawn = await draw(svg, kind);
      if (file !== null) await keep(file, drawn);
      return drawn;
    },
  };
}

/** The machine's cache, beside the server's package. */
export const defaultRasterCache = (): RasterCache => rasterCacheAt(defaultRasterCacheDir());
