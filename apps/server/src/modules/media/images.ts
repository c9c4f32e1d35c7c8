import sharp, { type Metadata } from 'sharp';
import {
  MAX_IMAGE_ASPECT,
  MAX_IMAGE_SIDE,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_PIXELS,
  MIN_UPLOAD_BYTES,
} from '@shop/contract';
import { errors } from '../../lib/errors.ts';
import { createWorkPool } from './work-pool.ts';

/** Images decoded at once, each on one libvips thread: the other core stays with HTTP. */
export const IMAGE_JOBS = 1;
/** Uploads waiting for the image worker; the next one is answered 503. */
export const IMAGE_QUEUE = 4;
/** Wall-clock bound on one decode and re-encode. */
export const IMAGE_TIMEOUT_SECONDS = 10;
const MAX_EDGE = 2560;
const THUMB_EDGE = 480;
/**
 * The image formats the shop takes in and serves, by the name sharp reads from a file's own
 * header, with their media types: raster images every browser shows.
 */
export const IMAGE_TYPES: Readonly<Record<string, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
};

/** The media type of an image of `meta`'s format, or null when it is not one of IMAGE_TYPES. */
export function imageTypeOfMeta(meta: Metadata): string | null {
  // AVIF is read as heif with the av1 compression; other HEIF (HEIC) browsers do not show.
  const format = meta.format === 'heif' && meta.compression === 'av1' ? 'avif' : meta.format;
  return (format && IMAGE_TYPES[format]) || null;
}

sharp.concurrency(1);

/** The pool every upload's decoding runs in. */
export const createImagePool = () =>
  createWorkPool({
    concurrency: IMAGE_JOBS,
    queueLimit: IMAGE_QUEUE,
    busy: errors.imagesBusy,
  });

const tooManyPixels = () =>
  errors.imageDimensionsTooLarge(MAX_IMAGE_SIDE, MAX_UPLOAD_PIXELS / 1_000_000, MAX_IMAGE_ASPECT);

/** Refuses, from the header alone, dimensions that would be slow or huge to decode. */
function checkDimensions(meta: Metadata): void {
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  if (!width || !height) throw errors.imageTypeUnsupported();
  const long = Math.max(width, height);
  if (
    width * height > MAX_UPLOAD_PIXELS ||
    long > MAX_IMAGE_SIDE ||
    long > MAX_IMAGE_ASPECT * Math.min(width, height)
  )
    throw tooManyPixels();
}

export interface EncodedImage {
  full: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

/**
 * Checks an upload by its content (sharp reads the magic bytes and header, never the name or
 * the declared type), then re-encodes it to WebP without metadata, bounded in size, plus a
 * thumbnail. Anything sharp cannot read as one of the accepted formats is refused.
 */
export async function reencodeUpload(input: Buffer): Promise<EncodedImage> {
  if (input.length < MIN_UPLOAD_BYTES) throw errors.imageTooSmall();
  if (input.length > MAX_UPLOAD_BYTES) throw errors.imageTooLarge();
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw errors.imageTypeUnsupported();
  }
  if (!imageTypeOfMeta(meta)) throw errors.imageTypeUnsupported();
  checkDimensions(meta);
  const animated = (meta.pages ?? 1) > 1;
  const base = () =>
    sharp(input, { limitInputPixels: MAX_UPLOAD_PIXELS, animated })
      .timeout({ seconds: IMAGE_TIMEOUT_SECONDS })
      .rotate();
  try {
    const full = await base()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    const thumb = await base()
      .resize({ width: THUMB_EDGE, height: THUMB_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
    return { full: full.data, thumb, width: full.info.width, height: full.info.height };
  } catch (err) {
    if (/timeout/i.test((err as Error).message)) throw errors.imageTooSlow();
    throw errors.imageTypeUnsupported();
  }
}
