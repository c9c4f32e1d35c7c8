import { createHash } from 'node:crypto';
import { storedImage } from '../media/service.ts';
import type { RasterKind } from './art-raster.ts';

/**
 * What a demo picture is known by: its kind and the name its drawing derives from, as
 * `character/starfall-reverie-char-aurelia` or `showcase/starfall-reverieXaureliaC2`.
 */
export const pictureKey = (kind: RasterKind, name: string) => `${kind}/${name}`;

/**
 * The picture as a stored image: named like every other (32 hex digits), derived from its key so
 * a repeated seed finds what it stored, and migration 0019 names a shop's older links the same
 * way in SQL. md5 only spreads names here; it protects nothing.
 */
export function storedPicture(key: string): { key: string; link: string } {
  return storedImage(`${createHash('md5').update(`demo-art/${key}`).digest('hex')}.webp`);
}

/** The link the catalogue and the accounts store for a picture. */
export const pictureLink = (key: string) => storedPicture(key).link;
