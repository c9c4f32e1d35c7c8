import sharp, { type Metadata } from 'sharp';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS, MIN_UPLOAD_BYTES } from '@shop/contract';
import { errors } from '../../lib/errors.ts';

const MAX_EDGE = 2560;
const THUMB_EDGE = 480;
const ACCEPTED = new Set(['png', 'jpeg', 'webp', 'gif', 'heif']);

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
  // AVIF arrives as heif with the av1 compression.
  if (
    !meta.format ||
    !ACCEPTED.has(meta.format) ||
    (meta.format === 'heif' && meta.compression !== 'av1')
  ) {
    throw errors.imageTypeUnsupported();
  }
  const pixels = (meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0);
  if (!meta.width || !meta.height || pixels > MAX_UPLOAD_PIXELS) {
    throw errors.imageTooLarge();
  }
  const animated = (meta.pages ?? 1) > 1;
  const base = () => sharp(input, { limitInputPixels: MAX_UPLOAD_PIXELS, animated }).rotate();
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
  } catch {
    throw errors.imageTypeUnsupported();
  }
}
