import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../lib/errors.ts';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MIN_UPLOAD_BYTES = 64;
/** 40 megapixels: a phone photo fits, a decompression bomb does not. */
export const MAX_INPUT_PIXELS = 40_000_000;
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
  const pixels = (meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0);
  if (!meta.width || !meta.height || pixels > MAX_INPUT_PIXELS) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'File size is too big', 'image');
  }
  const animated = (meta.pages ?? 1) > 1;
  const base = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated }).rotate();
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
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'File type is not supported', 'image');
  }
}
