import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../lib/errors.ts';
import { createWorkPool } from './work-pool.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MIN_UPLOAD_BYTES = 64;
/** 40 megapixels: a phone photo fits, a decompression bomb does not. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Longest side; a 1 x 40,000,000 strip fits the pixel cap yet costs half a minute to decode. */
export const MAX_IMAGE_SIDE = 16_384;
/** Longest side over shortest: panoramas fit, pathological strips do not. */
export const MAX_ASPECT_RATIO = 20;
/** Images decoded at once, each on one libvips thread: the other core stays with HTTP. */
export const IMAGE_JOBS = 1;
/** Uploads waiting for the image worker; the next one is answered 503. */
export const IMAGE_QUEUE = 4;
/** Wall-clock bound on one decode and re-encode. */
export const IMAGE_TIMEOUT_SECONDS = 10;
const MAX_EDGE = 2560;
const THUMB_EDGE = 480;
const ACCEPTED = new Set(['png', 'jpeg', 'webp', 'gif', 'heif']);

sharp.concurrency(1);

/** The pool every upload's decoding runs in. */
export const createImagePool = () =>
  createWorkPool({
    concurrency: IMAGE_JOBS,
    queueLimit: IMAGE_QUEUE,
    busy: () =>
      new AppError('BUSY', 'Too many images are being processed; try again in a moment', 'image', {
        'retry-after': '5',
      }),
  });

const tooManyPixels = () =>
  new AppError(
    'IMAGE_DIMENSIONS_TOO_LARGE',
    `Image is too large: at most ${MAX_IMAGE_SIDE} pixels a side, ${MAX_INPUT_PIXELS / 1_000_000} megapixels, and ${MAX_ASPECT_RATIO} times longer than wide`,
    'image',
  );

/** Refuses, from the header alone, dimensions that would be slow or huge to decode. */
function checkDimensions(meta: Metadata): void {
  const width = meta.width ?? 0;
  const height = meta.pageHeight ?? meta.height ?? 0;
  if (!width || !height)
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'File type is not supported', 'image');
  const long = Math.max(width, height);
  if (
    width * height > MAX_INPUT_PIXELS ||
    long > MAX_IMAGE_SIDE ||
    long > MAX_ASPECT_RATIO * Math.min(width, height)
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
  if (input.length < MIN_UPLOAD_BYTES)
    throw new AppError('BAD_REQUEST', 'File size is too small', 'image');
  if (input.length > MAX_UPLOAD_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', 'File size is too big', 'image');
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'File type is not supported', 'image');
  }
  // AVIF arrives as heif with the av1 compression.
  if (
    !meta.format ||
    !ACCEPTED.has(meta.format) ||
    (meta.format === 'heif' && meta.compression !== 'av1')
  ) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'File type is not supported', 'image');
  }
  checkDimensions(meta);
  const animated = (meta.pages ?? 1) > 1;
  const base = () =>
    sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated })
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
    if (/timeout/i.test((err as Error).message))
      throw new AppError(
        'IMAGE_DIMENSIONS_TOO_LARGE',
        'The image takes too long to process',
        'image',
      );
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'File type is not supported', 'image');
  }
}
