import { availableParallelism } from 'node:os';
import { errors } from '../../lib/errors.ts';
import type { FileStore } from '../../lib/file-store.ts';
import { createWorkPool } from '../media/work-pool.ts';
import { renderArt } from './art/index.ts';
import type { RasterKind } from './art-raster.ts';
import { demoArtLabel } from './catalog-data.ts';
import { storedPicture } from './picture-names.ts';
import { defaultRasterCache, type RasterCache } from './raster-cache.ts';
import { renderDemoShowcase } from './showcase.ts';

/**
 * Pictures rasterised at once. The first start's seed runs before the shop listens, so every
 * core may draw; a `demo seed` on a running shop is the operator's choice of moment.
 */
export const PICTURE_JOBS = Math.max(1, availableParallelism());

/** The SVG of the picture `key` names, with its kind; undefined when the demo has no such picture. */
export function drawDemoPicture(key: string): { kind: RasterKind; svg: string } | undefined {
  const slash = key.indexOf('/');
  const kind = key.slice(0, slash);
  const name = key.slice(slash + 1);
  if (kind === 'showcase') {
    const svg = renderDemoShowcase(name);
    return svg === undefined ? undefined : { kind, svg };
  }
  if (kind !== 'game' && kind !== 'character' && kind !== 'weapon') return undefined;
  const label = demoArtLabel(kind, name);
  return label === undefined ? undefined : { kind, svg: renderArt(kind, name, label) };
}

export interface StoredPictures {
  /** Drawn and stored now. */
  made: number;
  /** Found in the store already (a repeated seed). */
  kept: number;
  /** Keys the demo draws no picture for. */
  unknown: number;
}

export interface PictureOptions {
  /** Pictures drawn at once; every core by default. */
  jobs?: number;
  /** Where rasters drawn before are found; the machine's cache by default. */
  cache?: RasterCache;
}

/**
 * Draws each picture of `keys` as WebP into the file store, where uploads live, so the shop
 * serves it as any stored image. A picture already stored is kept: its name derives from its
 * key, so a repeated seed costs a look-up per picture. A fresh store takes the rasters from
 * the cache where it has them.
 */
export async function storeDemoPictures(
  files: FileStore,
  keys: Iterable<string>,
  { jobs = PICTURE_JOBS, cache = defaultRasterCache() }: PictureOptions = {},
): Promise<StoredPictures> {
  const unique = [...new Set(keys)];
  const pool = createWorkPool({
    concurrency: jobs,
    queueLimit: unique.length,
    busy: errors.imagesBusy,
  });
  const result: StoredPictures = { made: 0, kept: 0, unknown: 0 };
  const store = async (key: string) => {
    const target = storedPicture(key).key;
    if ((await files.age(target)) !== null) return void result.kept++;
    const drawn = drawDemoPicture(key);
    if (!drawn) return void result.unknown++;
    await files.put(target, await cache.raster(drawn.svg, drawn.kind));
    result.made++;
  };
  await Promise.all(unique.map((key) => pool.run(() => store(key))));
  return result;
}
