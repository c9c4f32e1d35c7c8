import { Rng } from '../rng.ts';
import { SANS, hashString, n1, svgDocument } from './shared.ts';
import { renderCharacter } from './character-tile.ts';
import { renderGame } from './game-banner.ts';

// ---------------------------------------------------------------------------------------------
// Account showcase (640 x 360): a demo account's cover, its best characters over the game's sky
// ---------------------------------------------------------------------------------------------

/** The most characters a cover shows: four still leave each portrait legible on a phone. */
export const SHOWCASE_MAX = 4;

export interface ShowcasePick {
  /** The character's value in its game. */
  value: string;
  copies: number;
}

export interface ShowcaseCharacter extends ShowcasePick {
  /** The character portrait's art slug and the name it draws. */
  artSlug: string;
  name: string;
}

// Values are lowercase, so capitals mark the parts unambiguously.
const NAME = /^([a-z0-9][a-z0-9_-]*)((?:X[a-z0-9][a-z0-9_-]*C[0-9])+)$/;
const ENTRY = /X([a-z0-9][a-z0-9_-]*)C([0-9])/g;

/**
 * The cover's name spells its whole composition (game, characters, copies), so accounts that
 * show the same characters share one picture, and a picture is drawn from its name alone:
 * `starfall-reverieXaureliaC2XthorneC0`.
 */
export function showcaseName(gameSlug: string, picks: readonly ShowcasePick[]): string {
  const entries = picks
    .slice(0, SHOWCASE_MAX)
    .map((p) => `X${p.value}C${Math.min(9, Math.max(0, p.copies))}`);
  return `${gameSlug}${entries.join('')}`;
}

/** The game slug and picks a showcase name holds, or null. */
export function parseShowcase(name: string): { gameSlug: string; picks: ShowcasePick[] } | null {
  const m = NAME.exec(name);
  if (!m) return null;
  const picks = [...m[2]!.matchAll(ENTRY)].map((e) => ({ value: e[1]!, copies: Number(e[2]) }));
  return picks.length > SHOWCASE_MAX ? null : { gameSlug: m[1]!, picks };
}

/** Inlines a whole SVG document at (x, y), scaled; its ids are already unique to its slug. */
function place(doc: string, x: number, y: number, scale: number): string {
  return `<g transform="translate(${n1(x)} ${n1(y)}) scale(${scale.toFixed(4)})">${doc}</g>`;
}

/** "C2" in a gold pill, over the portrait's (decorative) element emblem. */
function copiesPill(copies: number, x: number, y: number): string {
  return (
    `<g transform="translate(${n1(x)} ${n1(y)})">` +
    `<rect width="40" height="24" rx="12" fill="#1a1029" stroke="#ffd76a" stroke-width="2"/>` +
    `<text x="20" y="12.5" font-family="${SANS}" font-weight="800" font-size="14" ` +
    `text-anchor="middle" dominant-baseline="central" fill="#ffe9a8">C${copies}</text></g>`
  );
}

/**
 * The cover: the game's sky, zoomed past its title, and the account's leading characters as a
 * row of framed portraits with their copies. Deterministic in its arguments (a slight tilt per
 * portrait comes from the composition's hash), self-contained like every demo picture.
 */
export function renderShowcase(
  gameSlug: string,
  gameName: string,
  characters: readonly ShowcaseCharacter[],
): string {
  const W = 640;
  const H = 360;
  const shown = characters.slice(0, SHOWCASE_MAX);
  const key = `showcase:${gameSlug}:${shown.map((c) => `${c.value}:${c.copies}`).join(',')}`;
  const rng = new Rng(hashString(key));
  const id = `s${hashString(key).toString(36)}`;

  const size = shown.length <= 2 ? 200 : shown.length === 3 ? 180 : 140;
  const gap = shown.length === 4 ? 14 : 20;
  const rowWidth = shown.length * size + (shown.length - 1) * gap;
  const left = (W - rowWidth) / 2;
  const top = (H - size) / 2 - 6;

  // The banner's title sits in its lower third; zoomed 1.8 from the top it falls off the canvas.
  const zoom = 1.8;
  const body: string[] = [place(renderGame(gameSlug, gameName), (W - W * zoom) / 2, 0, zoom)];
  body.push(`<rect width="${W}" height="${H}" fill="url(#${id}-shade)"/>`);
  for (const [i, c] of shown.entries()) {
    const x = left + i * (size + gap);
    const tilt = shown.length === 1 ? 0 : rng.float(-2.5, 2.5);
    const cx = x + size / 2;
    const cy = top + size / 2;
    body.push(
      `<g transform="rotate(${tilt.toFixed(2)} ${n1(cx)} ${n1(cy)})">` +
        `<rect x="${n1(x + 3)}" y="${n1(top + 8)}" width="${size}" height="${size}" rx="10" ` +
        `fill="#000000" opacity="0.45" filter="url(#${id}-soft)"/>` +
        `<g clip-path="url(#${id}-clip${i})">${place(renderCharacter(c.artSlug, c.name), x, top, size / 256)}</g>` +
        `<rect x="${n1(x)}" y="${n1(top)}" width="${size}" height="${size}" rx="10" fill="none" ` +
        `stroke="#ffffff" stroke-opacity="0.85" stroke-width="2.5"/>` +
        (c.copies > 0 ? copiesPill(c.copies, x + 6, top + 6) : '') +
        '</g>',
    );
  }
  const defs = [
    `<linearGradient id="${id}-shade" x1="0" y1="0" x2="0" y2="1">` +
      `<stop offset="0" stop-color="#05030b" stop-opacity="0.15"/>` +
      `<stop offset="1" stop-color="#05030b" stop-opacity="0.6"/></linearGradient>`,
    `<filter id="${id}-soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="6"/></filter>`,
    ...shown.map(
      (_, i) =>
        `<clipPath id="${id}-clip${i}"><rect x="${n1(left + i * (size + gap))}" y="${n1(top)}" ` +
        `width="${size}" height="${size}" rx="10"/></clipPath>`,
    ),
  ];
  const label = `${gameName}: ${shown.map((c) => c.name).join(', ')}`;
  return svgDocument(W, H, label, defs.join(''), body.join(''));
}
