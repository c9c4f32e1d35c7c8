/**
 * Demo artwork, generated locally: every picture is a self-contained SVG document derived from a
 * slug (hash -> palette and shapes), so the demo catalog needs no external image host.
 * No scripts, no external references, no web fonts (generic font-family stacks only).
 */

import { ART_PATH } from '@shop/contract';
import { renderCharacter } from './character-tile.ts';
import { renderGame } from './game-banner.ts';
import { renderWeapon } from './weapon-tile.ts';

export { artRarity, escapeXml, hashString, initialsOf } from './shared.ts';

export type ArtKind = 'game' | 'character' | 'weapon';

export { ART_PATH };

/**
 * Each picture is served as its SVG source and as WebP rasterised from it (art-raster.ts).
 * The shop links the WebP: browsers render an SVG `<img>` as a small document on the main
 * thread, while a raster image decodes off it. The `.svg` stays served for links stored before.
 */
export const ART_FORMATS = ['webp', 'svg'] as const;
export type ArtFormat = (typeof ART_FORMATS)[number];

/** The address the shop stores and links for a picture. */
export const ART_EXTENSION: ArtFormat = 'webp';

/** `webp|svg`: the formats as a regular expression alternation. */
export const ART_FORMAT_PATTERN = ART_FORMATS.join('|');

const ART_FILE = new RegExp(`^(.+)\\.(${ART_FORMAT_PATTERN})$`);

/** A picture's file name split into its name and format; null for any other extension. */
export function splitArtFile(file: string): { name: string; format: ArtFormat } | null {
  const m = ART_FILE.exec(file);
  return m ? { name: m[1]!, format: m[2] as ArtFormat } : null;
}

export function artUrl(kind: ArtKind, slug: string): string {
  return `${ART_PATH}/${kind}/${slug}.${ART_EXTENSION}`;
}

/** A self-contained SVG document for a game banner, character portrait or weapon tile. */
export function renderArt(kind: ArtKind, slug: string, label: string): string {
  switch (kind) {
    case 'game':
      return renderGame(slug, label);
    case 'character':
      return renderCharacter(slug, label);
    case 'weapon':
      return renderWeapon(slug, label);
  }
}
