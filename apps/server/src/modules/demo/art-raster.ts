import sharp from 'sharp';
import { errors } from '../../lib/errors.ts';
import { IMAGE_TIMEOUT_SECONDS } from '../media/images.ts';
import { createWorkPool, type WorkPool } from '../media/work-pool.ts';

export type RasterKind = 'game' | 'character' | 'weapon' | 'showcase';

/**
 * Pixel size of each kind's WebP: about twice the largest CSS size a phone shows it at, so it
 * is sharp on a 2x screen. Banners and covers fill a phone-wide card (at most ~480 CSS px
 * before the grids split into columns) and the purchase page's gallery, which a desktop shows
 * at 1x below 960 px; characters and weapons are at most 64 CSS px tiles (owned items).
 */
export const ART_PIXELS: Readonly<Record<RasterKind, { width: number; height: number }>> = {
  game: { width: 960, height: 540 },
  showcase: { width: 960, height: 540 },
  character: { width: 128, height: 128 },
  weapon: { width: 128, height: 128 },
};
/** Flat colours and gradients: 75 keeps a cover near 20 KB with no visible banding. */
export const ART_WEBP_QUALITY = 75;
/**
 * Memory, not DATA_DIR: a picture is re-drawn from its name in well under a second, covers are
 * ~20 KB, so 16 MB holds hundreds of them (many listing pages) at a small share of the RSS
 * budget (DESIGN §8); a disk copy would need its own eviction and would outlive a new version's
 * drawing, while memory starts fresh with each start.
 */
export const ART_CACHE_BYTES = 16 * 1024 * 1024;
/** Distinct pictures a first page view asks for at once (covers plus every item tile). */
const ART_QUEUE = 256;

/** The SVG drawn at the kind's pixel size and encoded as WebP, on one libvips thread. */
export async function rasteriseSvg(svg: string, kind: RasterKind): Promise<Buffer> {
  const { width, height } = ART_PIXELS[kind];
  // Drawn at the target size rather than scaled after, so edges and text stay crisp.
  const drawnWidth = Number(/\swidth="(\d+)"/.exec(svg)?.[1] ?? width);
  return sharp(Buffer.from(svg), { density: (72 * width) / drawnWidth })
    .timeout({ seconds: IMAGE_TIMEOUT_SECONDS })
    .resize(width, height, { fit: 'fill' })
    .webp({ quality: ART_WEBP_QUALITY })
    .toBuffer();
}

export interface ArtImagesOptions {
  maxBytes?: number;
  pool?: WorkPool;
  rasterise?: typeof rasteriseSvg;
}

/**
 * The WebP of each demo picture, rasterised once: a byte-capped LRU of finished pictures, and
 * concurrent first requests for one picture share its single rasterisation. Rasterising runs in
 * its own work pool, one at a time, so the other core stays with HTTP and a page's burst of
 * first requests queues instead of competing with uploads.
 */
export function createArtImages({
  maxBytes = ART_CACHE_BYTES,
  pool = createWorkPool({ concurrency: 1, queueLimit: ART_QUEUE, busy: errors.imagesBusy }),
  rasterise = rasteriseSvg,
}: ArtImagesOptions = {}) {
  // Map keeps insertion order; a hit moves its entry to the end, so the first is the coldest.
  const done = new Map<string, Buffer>();
  const pending = new Map<string, Promise<Buffer>>();
  let bytes = 0;
  let renders = 0;

  function remember(key: string, webp: Buffer): void {
    if (webp.length > maxBytes) return;
    done.set(key, webp);
    bytes += webp.length;
    for (const [oldKey, old] of done) {
      if (bytes <= maxBytes) break;
      done.delete(oldKey);
      bytes -= old.length;
    }
  }

  return {
    /** The WebP of `svg`, a picture of `kind` known by `key` (its kind and name). */
    webp(key: string, kind: RasterKind, svg: string): Promise<Buffer> {
      const hit = done.get(key);
      if (hit) {
        done.delete(key);
        done.set(key, hit);
        return Promise.resolve(hit);
      }
      const running = pending.get(key);
      if (running) return running;
      const job = pool
        .run(() => {
          renders++;
          return rasterise(svg, kind);
        })
        .then((webp) => {
          remember(key, webp);
          return webp;
        })
        .finally(() => pending.delete(key));
      pending.set(key, job);
      return job;
    },
    /** Rasterisations so far and what the cache holds. */
    stats() {
      return { renders, entries: done.size, bytes };
    },
  };
}

export type ArtImages = ReturnType<typeof createArtImages>;
