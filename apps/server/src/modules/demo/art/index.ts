/**
 * Demo artwork, generated locally: every picture is a self-contained SVG document derived from a
 * slug (hash -> palette and shapes), so the demo catalog needs no external image host.
 * No scripts, no external references, no web fonts (generic font-family stacks only).
 */

import { renderCharacter } from './character-tile.ts';
import { renderGame } from './game-banner.ts';
import { renderWeapon } from './weapon-tile.ts';

export { artRarity, escapeXml, hashString, initialsOf } from './shared.ts';

export type ArtKind = 'game' | 'character' | 'weapon';

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
