import sharp from 'sharp';
import { IMAGE_TIMEOUT_SECONDS } from '../media/images.ts';

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
