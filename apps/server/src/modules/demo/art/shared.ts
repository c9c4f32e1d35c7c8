/** Shared building blocks of the demo artwork: hashing, seeded randomness, colours, initials, svg shell, rarity. */

import { mulberry32 } from '../rng.ts';

export const SANS = 'system-ui, -apple-system, Segoe UI, Roboto, Helvetica Neue, Arial, sans-serif';
export const SERIF = 'Georgia, Cambria, Palatino Linotype, Book Antiqua, Times New Roman, serif';

// ---------------------------------------------------------------------------------------------
// Hashing, seeded randomness, colours
// ---------------------------------------------------------------------------------------------

/** FNV-1a 32-bit hash of a string. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** HSL (h in degrees, s and l in percent) to a #rrggbb string. */
export function hsl(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const sat = Math.max(0, Math.min(100, s)) / 100;
  const lig = Math.max(0, Math.min(100, l)) / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = sat * Math.min(lig, 1 - lig);
  const f = (n: number) => lig - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  const hex = (x: number) =>
    Math.round(x * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
}

/** Linear mix of two #rrggbb colours (t = 0 gives a, t = 1 gives b). */
export function mix(a: string, b: string, t: number): string {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return `#${pa
    .map((v, i) =>
      Math.round(v + ((pb[i] ?? v) - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export const n1 = (x: number) => (Math.round(x * 10) / 10).toString();

// ---------------------------------------------------------------------------------------------
// Text helpers
// ---------------------------------------------------------------------------------------------

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const SMALL_WORDS = new Set(['of', 'the', 'and', 'de', 'la', 'le', 'von', 'van', 'du', 'a', 'an']);
const TITLES = new Set([
  'captain',
  'lady',
  'lord',
  'sir',
  'dame',
  'dr',
  'doctor',
  'professor',
  'prof',
  'master',
  'madam',
  'mister',
  'mr',
  'mrs',
  'ms',
  'saint',
  'st',
  'king',
  'queen',
  'prince',
  'princess',
]);

const lettersOnly = (word: string) =>
  Array.from(word)
    .filter((ch) => /[\p{L}\p{N}]/u.test(ch))
    .join('');

/**
 * Initials of a label: first letters of the first and last significant words (titles such as
 * "Captain" and particles such as "of" are skipped); a lone hyphenated word uses its parts.
 */
export function initialsOf(label: string): string {
  const words = label.split(/\s+/).filter((w) => lettersOnly(w).length > 0);
  let use = words.filter((w) => {
    const bare = lettersOnly(w).toLowerCase();
    return !SMALL_WORDS.has(bare) && !TITLES.has(bare);
  });
  if (use.length === 0) use = words;
  if (use.length === 1) use = (use[0] ?? '').split(/[-_.]+/).filter((w) => lettersOnly(w));
  const first = use[0];
  if (!first) return '?';
  const last = use.length > 1 ? use[use.length - 1] : undefined;
  const letter = (w: string | undefined) => (w ? (Array.from(lettersOnly(w))[0] ?? '') : '');
  return (letter(first) + letter(last)).toUpperCase();
}

export function svgDocument(
  width: number,
  height: number,
  label: string,
  defs: string,
  body: string,
): string {
  const title = escapeXml(label);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" role="img" aria-label="${title}">` +
    `<title>${title}</title><defs>${defs}</defs>${body}</svg>`
  );
}

/** Rarity palettes in the spirit of gacha games: 5 gold, 4 purple, 3 blue. */
export const RARITY = {
  5: { top: '#6f4425', bottom: '#d0893f', glow: '#ffd38a', hue: 32 },
  4: { top: '#3f2f6e', bottom: '#9a6fcf', glow: '#e4c8ff', hue: 272 },
  3: { top: '#24406d', bottom: '#4f8fc0', glow: '#bfe4ff', hue: 210 },
} as const;
export type Rarity = keyof typeof RARITY;

/** Element-like accent hues (fire, water, wind, lightning, nature, ice, earth). */
export const ELEMENT_HUES = [8, 205, 165, 285, 100, 190, 42] as const;

/**
 * Rarity the artwork shows for an item (characters 4-5, weapons 3-5), so other demo content
 * (prices, descriptions) can agree with what the pictures show.
 */
export function artRarity(kind: 'character' | 'weapon', slug: string): Rarity {
  const roll = mulberry32(hashString(`${kind}:rarity:${slug}`))();
  if (kind === 'character') return roll < 0.38 ? 5 : 4;
  return roll < 0.3 ? 5 : roll < 0.82 ? 4 : 3;
}
