/**
 * Demo artwork, generated locally: every picture is a self-contained SVG document derived from a
 * slug (hash -> palette and shapes), so the demo catalog needs no external image host.
 * No scripts, no external references, no web fonts (generic font-family stacks only).
 */

export type ArtKind = 'game' | 'character' | 'weapon';

export const ART_PATH = '/api/art';

export function artUrl(kind: ArtKind, slug: string): string {
  return `${ART_PATH}/${kind}/${slug}.svg`;
}

const SANS = 'system-ui, -apple-system, Segoe UI, Roboto, Helvetica Neue, Arial, sans-serif';
const SERIF = 'Georgia, Cambria, Palatino Linotype, Book Antiqua, Times New Roman, serif';

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

/** mulberry32: a tiny, fast, seeded PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Rng {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  float(min = 0, max = 1): number {
    return min + (max - min) * this.next();
  }
  int(min: number, max: number): number {
    return Math.floor(this.float(min, max + 1));
  }
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

/** HSL (h in degrees, s and l in percent) to a #rrggbb string. */
function hsl(h: number, s: number, l: number): string {
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
function mix(a: string, b: string, t: number): string {
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

const n1 = (x: number) => (Math.round(x * 10) / 10).toString();

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

/**
 * Rough advance width of a character in em for a bold sans-serif, erring on the wide side
 * (DejaVu Sans Bold is among the widest fallbacks) so that text never overflows.
 */
function charWidth(ch: string): number {
  if (ch === ' ') return 0.34;
  if ("iljtfrI.,:;'!|".includes(ch)) return 0.42;
  if ('mwMW'.includes(ch)) return 1.0;
  if (/[A-Z]/.test(ch)) return 0.8;
  if (/[0-9]/.test(ch)) return 0.72;
  if (/[a-z]/.test(ch)) return 0.68;
  if (/[\u3000-\u9fff\uac00-\ud7af]/.test(ch)) return 1.05;
  return 0.8;
}

function textWidthEm(text: string, letterSpacingEm = 0): number {
  let w = 0;
  for (const ch of Array.from(text)) w += charWidth(ch) + letterSpacingEm;
  return w;
}

/** Splits long words so that no piece is wider than `maxEm`. */
function breakLongWords(words: string[], maxEm: number): string[] {
  const out: string[] = [];
  for (const word of words) {
    let piece = '';
    for (const ch of Array.from(word)) {
      if (piece && textWidthEm(piece + ch) > maxEm) {
        out.push(piece);
        piece = '';
      }
      piece += ch;
    }
    if (piece) out.push(piece);
  }
  return out;
}

/** Best split of `words` into exactly `lines` contiguous lines, minimising the widest line. */
function balancedSplit(words: string[], lines: number, spacing: number): string[] {
  const memo = new Map<string, { width: number; lines: string[] }>();
  const solve = (start: number, left: number): { width: number; lines: string[] } => {
    const key = `${start}:${left}`;
    const cached = memo.get(key);
    if (cached) return cached;
    let best: { width: number; lines: string[] };
    if (left === 1) {
      const line = words.slice(start).join(' ');
      best = { width: textWidthEm(line, spacing), lines: [line] };
    } else {
      best = { width: Infinity, lines: [] };
      for (let end = start + 1; end <= words.length - left + 1; end++) {
        const line = words.slice(start, end).join(' ');
        const rest = solve(end, left - 1);
        const width = Math.max(textWidthEm(line, spacing), rest.width);
        if (width < best.width) best = { width, lines: [line, ...rest.lines] };
      }
    }
    memo.set(key, best);
    return best;
  };
  return solve(0, lines).lines;
}

interface FittedText {
  lines: string[];
  fontSize: number;
}

/**
 * Fits `text` in a box: tries 1..maxLines balanced lines and keeps the layout with the largest
 * font (a layout with more lines must win by a clear margin). Never exceeds the box.
 */
function fitText(
  text: string,
  box: { width: number; height: number; maxFont: number; minFont: number; maxLines: number },
  opts: { letterSpacingEm?: number; lineHeight?: number; preferWrapBelow?: number } = {},
): FittedText {
  const spacing = opts.letterSpacingEm ?? 0;
  const lineHeight = opts.lineHeight ?? 1.15;
  const clean = text.replace(/\s+/g, ' ').trim() || '?';
  let best: FittedText | undefined;
  for (let count = 1; count <= box.maxLines; count++) {
    const maxEmAtMin = box.width / box.minFont;
    const words = breakLongWords(clean.split(' '), maxEmAtMin);
    if (count > words.length) break;
    const lines = balancedSplit(words, count, spacing);
    const widest = Math.max(...lines.map((l) => textWidthEm(l, spacing)));
    const byWidth = box.width / widest;
    const byHeight = box.height / (count * lineHeight);
    const fontSize = Math.floor(Math.min(box.maxFont, byWidth, byHeight));
    const wrapWins =
      !best ||
      fontSize > best.fontSize * 1.12 ||
      (best.fontSize < (opts.preferWrapBelow ?? 0) && fontSize > best.fontSize);
    if (wrapWins) best = { lines, fontSize };
  }
  if (!best) return { lines: [clean], fontSize: box.minFont };
  return { lines: best.lines, fontSize: Math.max(Math.min(best.fontSize, box.maxFont), 1) };
}

/** Renders fitted lines centred on (cx, cy). */
function textBlock(
  fitted: FittedText,
  cx: number,
  cy: number,
  attrs: string,
  lineHeight = 1.15,
): string {
  const { lines, fontSize } = fitted;
  const step = fontSize * lineHeight;
  const first = cy - ((lines.length - 1) * step) / 2;
  const tspans = lines
    .map((line, i) => `<tspan x="${n1(cx)}" y="${n1(first + i * step)}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<text ${attrs} font-size="${fontSize}" text-anchor="middle" dominant-baseline="central">${tspans}</text>`;
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

// ---------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------

function starPath(cx: number, cy: number, outer: number, inner: number, points = 5): string {
  const parts: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / points;
    parts.push(`${i === 0 ? 'M' : 'L'}${n1(cx + r * Math.cos(a))} ${n1(cy + r * Math.sin(a))}`);
  }
  return `${parts.join(' ')}Z`;
}

/** A four-pointed sparkle. */
function sparklePath(cx: number, cy: number, r: number): string {
  const w = r * 0.22;
  return (
    `M${n1(cx)} ${n1(cy - r)} Q${n1(cx + w)} ${n1(cy - w)} ${n1(cx + r)} ${n1(cy)} ` +
    `Q${n1(cx + w)} ${n1(cy + w)} ${n1(cx)} ${n1(cy + r)} Q${n1(cx - w)} ${n1(cy + w)} ${n1(cx - r)} ${n1(cy)} ` +
    `Q${n1(cx - w)} ${n1(cy - w)} ${n1(cx)} ${n1(cy - r)}Z`
  );
}

function rarityStars(count: number, cx: number, y: number, size: number): string {
  const gap = size * 2.15;
  const start = cx - ((count - 1) * gap) / 2;
  const stars: string[] = [];
  for (let i = 0; i < count; i++) stars.push(starPath(start + i * gap, y, size, size * 0.45));
  return (
    `<path d="${stars.join(' ')}" fill="#ffe27a" stroke="#6b4a10" stroke-width="1.2" ` +
    `stroke-linejoin="round"/>`
  );
}

function svgDocument(
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
const RARITY = {
  5: { top: '#6f4425', bottom: '#d0893f', glow: '#ffd38a', hue: 32 },
  4: { top: '#3f2f6e', bottom: '#9a6fcf', glow: '#e4c8ff', hue: 272 },
  3: { top: '#24406d', bottom: '#4f8fc0', glow: '#bfe4ff', hue: 210 },
} as const;
type Rarity = keyof typeof RARITY;

/** Element-like accent hues (fire, water, wind, lightning, nature, ice, earth). */
const ELEMENT_HUES = [8, 205, 165, 285, 100, 190, 42] as const;

/**
 * Rarity the artwork shows for an item (characters 4-5, weapons 3-5), so other demo content
 * (prices, descriptions) can agree with what the pictures show.
 */
export function artRarity(kind: 'character' | 'weapon', slug: string): Rarity {
  const roll = mulberry32(hashString(`${kind}:rarity:${slug}`))();
  if (kind === 'character') return roll < 0.38 ? 5 : 4;
  return roll < 0.3 ? 5 : roll < 0.82 ? 4 : 3;
}

/** Name ribbon at the bottom of a square tile. */
function nameRibbon(label: string, size: number, id: string): string {
  const bandH = size * 0.25;
  const top = size - bandH;
  const fitted = fitText(
    label,
    { width: size - 28, height: bandH - 12, maxFont: 21, minFont: 9, maxLines: 2 },
    { preferWrapBelow: 20 },
  );
  return (
    `<rect x="0" y="${n1(top - 18)}" width="${size}" height="${n1(bandH + 18)}" fill="url(#${id}-band)"/>` +
    textBlock(
      fitted,
      size / 2,
      top + bandH / 2 + 1,
      `font-family="${SANS}" font-weight="700" fill="#ffffff" stroke="#140c22" ` +
        `stroke-width="3" stroke-opacity="0.55" paint-order="stroke" stroke-linejoin="round"`,
      1.12,
    )
  );
}

function ribbonGradient(id: string): string {
  return (
    `<linearGradient id="${id}-band" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="#0d0818" stop-opacity="0"/>` +
    `<stop offset="0.32" stop-color="#0d0818" stop-opacity="0.55"/>` +
    `<stop offset="1" stop-color="#0d0818" stop-opacity="0.78"/></linearGradient>`
  );
}

// ---------------------------------------------------------------------------------------------
// Game banner (640 x 360)
// ---------------------------------------------------------------------------------------------

type RidgeStyle = 'peaks' | 'hills' | 'spires';

function ridgePath(
  rng: Rng,
  style: RidgeStyle,
  width: number,
  height: number,
  base: number,
  amp: number,
  windows: string[] = [],
): string {
  if (style === 'spires') {
    const parts = [`M0 ${height} L0 ${n1(base)}`];
    let x = 0;
    while (x < width) {
      const w = rng.float(18, 54);
      const h = base - rng.float(0.15, 1) * amp;
      const roof = rng.int(0, 3);
      if (roof === 0) {
        parts.push(`L${n1(x)} ${n1(h)} L${n1(x + w)} ${n1(h)}`);
      } else if (roof === 1) {
        parts.push(
          `L${n1(x)} ${n1(h)} L${n1(x + w / 2)} ${n1(h - rng.float(10, 36))} L${n1(x + w)} ${n1(h)}`,
        );
      } else if (roof === 2) {
        parts.push(`L${n1(x)} ${n1(h)} Q${n1(x + w / 2)} ${n1(h - w * 0.6)} ${n1(x + w)} ${n1(h)}`);
      } else {
        const mast = x + w * rng.float(0.3, 0.7);
        parts.push(
          `L${n1(x)} ${n1(h)} L${n1(mast - 1.5)} ${n1(h)} L${n1(mast - 1.5)} ${n1(h - rng.float(18, 44))} ` +
            `L${n1(mast + 1.5)} ${n1(h - rng.float(18, 44))} L${n1(mast + 1.5)} ${n1(h)} L${n1(x + w)} ${n1(h)}`,
        );
      }
      // A few lit windows inside the building.
      const lit = rng.int(0, 4);
      for (let k = 0; k < lit && w > 12; k++) {
        windows.push(
          `<rect x="${n1(rng.float(x + 4, x + w - 7))}" y="${n1(rng.float(h + 6, Math.max(h + 8, base + 20)))}" width="2.6" height="3.4"/>`,
        );
      }
      x += w;
      if (rng.chance(0.35)) {
        const gap = rng.float(4, 14);
        const low = base - rng.float(0, 0.25) * amp;
        parts.push(`L${n1(x)} ${n1(low)} L${n1(x + gap)} ${n1(low)}`);
        x += gap;
      }
    }
    parts.push(`L${width} ${height} Z`);
    return parts.join(' ');
  }
  // Midpoint displacement for a natural ridge line.
  const segments = 32;
  const ys: number[] = [];
  for (let i = 0; i <= segments; i++) ys.push(0);
  ys[0] = rng.float(-0.5, 0.5);
  ys[segments] = rng.float(-0.5, 0.5);
  const roughness = style === 'peaks' ? 0.62 : 0.42;
  const fill = (lo: number, hi: number, spread: number) => {
    if (hi - lo < 2) return;
    const mid = (lo + hi) >> 1;
    ys[mid] = ((ys[lo] ?? 0) + (ys[hi] ?? 0)) / 2 + rng.float(-spread, spread);
    fill(lo, mid, spread * roughness);
    fill(mid, hi, spread * roughness);
  };
  fill(0, segments, 1);
  const lo = Math.min(...ys);
  const span = Math.max(...ys) - lo || 1;
  const pts = ys.map((v, i) => [(i / segments) * width, base - ((v - lo) / span) * amp] as const);
  const first = pts[0] ?? [0, base];
  if (style === 'peaks') {
    return `M0 ${height} L${pts.map(([x, y]) => `${n1(x)} ${n1(y)}`).join(' L')} L${width} ${height} Z`;
  }
  // Smooth hills: quadratic curves through midpoints.
  const parts = [`M0 ${height} L${n1(first[0])} ${n1(first[1])}`];
  for (let i = 1; i < pts.length - 1; i++) {
    const p = pts[i] ?? first;
    const q = pts[i + 1] ?? p;
    parts.push(`Q${n1(p[0])} ${n1(p[1])} ${n1((p[0] + q[0]) / 2)} ${n1((p[1] + q[1]) / 2)}`);
  }
  const last = pts[pts.length - 1] ?? first;
  parts.push(`L${n1(last[0])} ${n1(last[1])} L${width} ${height} Z`);
  return parts.join(' ');
}

/** Sky themes as [zenith hue, horizon hue]: dusk palettes that stay clear of muddy olives. */
const SKY_THEMES: readonly (readonly [number, number])[] = [
  [235, 25],
  [260, 330],
  [215, 185],
  [205, 42],
  [280, 195],
  [345, 32],
  [175, 285],
  [228, 305],
];

const SCI_FI_WORDS =
  /\b(express|rail|railway|train|neon|cyber|station|metro|city|orbit|protocol|nova|star ?line|galactic|void|mech)\b/;

/** An elevated rail with a streamlined train gliding along it. */
function skyTrain(
  rng: Rng,
  W: number,
  H: number,
  y: number,
  night: string,
  sky: string,
  glow: string,
): string {
  const dark = mix(night, sky, 0.35);
  const edge = mix(sky, '#ffffff', 0.25);
  const parts: string[] = [];
  // Pylons, then the beam.
  const pylons: string[] = [];
  const step = rng.float(80, 110);
  for (let x = rng.float(10, step); x < W; x += step) {
    pylons.push(
      `M${n1(x - 4)} ${n1(y + 5)} L${n1(x + 4)} ${n1(y + 5)} L${n1(x + 8)} ${H} L${n1(x - 8)} ${H}Z`,
    );
  }
  parts.push(`<path d="${pylons.join(' ')}" fill="${dark}"/>`);
  parts.push(`<rect x="0" y="${n1(y)}" width="${W}" height="6" fill="${dark}"/>`);
  parts.push(`<rect x="0" y="${n1(y)}" width="${W}" height="1.2" fill="${edge}" opacity="0.6"/>`);
  // Train: a lead car with a bullet nose, then carriages behind it.
  const cars = rng.int(3, 5);
  const carLen = 74;
  const gap = 4;
  const leadLen = 96;
  const total = leadLen + cars * (carLen + gap);
  const head = rng.float(total * 0.55, W - 30);
  const top = y - 22;
  const bottom = y - 2;
  const body: string[] = [];
  const windows: string[] = [];
  // Lead car.
  const leadStart = head - leadLen;
  body.push(
    `M${n1(leadStart)} ${n1(bottom)} L${n1(leadStart)} ${n1(top + 3)} Q${n1(leadStart)} ${n1(top)} ${n1(leadStart + 3)} ${n1(top)} ` +
      `L${n1(head - 40)} ${n1(top)} Q${n1(head - 6)} ${n1(top + 2)} ${n1(head)} ${n1(bottom)} Z`,
  );
  windows.push(
    `<rect x="${n1(leadStart + 6)}" y="${n1(top + 6)}" width="${n1(leadLen - 50)}" height="5" rx="2"/>`,
    `<path d="M${n1(head - 38)} ${n1(top + 5)} Q${n1(head - 20)} ${n1(top + 6)} ${n1(head - 12)} ${n1(top + 11)} L${n1(head - 38)} ${n1(top + 11)}Z"/>`,
  );
  for (let c = 0; c < cars; c++) {
    const end = leadStart - gap - c * (carLen + gap);
    const start = end - carLen;
    body.push(
      `M${n1(start)} ${n1(bottom)} L${n1(start)} ${n1(top + 3)} Q${n1(start)} ${n1(top)} ${n1(start + 3)} ${n1(top)} ` +
        `L${n1(end - 3)} ${n1(top)} Q${n1(end)} ${n1(top)} ${n1(end)} ${n1(top + 3)} L${n1(end)} ${n1(bottom)} Z`,
    );
    windows.push(
      `<rect x="${n1(start + 6)}" y="${n1(top + 6)}" width="${carLen - 12}" height="5" rx="2"/>`,
    );
  }
  const tail = leadStart - cars * (carLen + gap);
  // Speed streaks behind the tail and a headlight beam ahead.
  const streaks: string[] = [];
  for (let k = 0; k < 4; k++) {
    const sy = top + 3 + k * 5;
    const len = rng.float(40, 110);
    streaks.push(`M${n1(tail - 6)} ${n1(sy)} L${n1(tail - 6 - len)} ${n1(sy)}`);
  }
  parts.push(
    `<path d="${streaks.join(' ')}" stroke="${glow}" stroke-width="1.4" stroke-linecap="round" opacity="0.45"/>`,
  );
  parts.push(
    `<path d="M${n1(head - 2)} ${n1(bottom - 5)} L${n1(head + 120)} ${n1(bottom - 22)} L${n1(head + 120)} ${n1(bottom + 10)}Z" fill="${glow}" opacity="0.16"/>`,
  );
  parts.push(
    `<path d="${body.join(' ')}" fill="${dark}" stroke="${edge}" stroke-width="1.2" stroke-opacity="0.7"/>`,
  );
  parts.push(`<g fill="${glow}" opacity="0.95">${windows.join('')}</g>`);
  parts.push(`<circle cx="${n1(head - 3)}" cy="${n1(bottom - 4)}" r="2.2" fill="#ffffff"/>`);
  return parts.join('');
}

function renderGame(slug: string, label: string): string {
  const W = 640;
  const H = 360;
  const seed = hashString(`game:${slug}`);
  const rng = new Rng(seed);
  const id = `g${seed.toString(36)}`;
  const theme = rng.pick(SKY_THEMES);
  const hue = theme[0] + rng.float(-10, 10);
  const warm = theme[1] + rng.float(-10, 10);
  const futuristic = SCI_FI_WORDS.test(`${label} ${slug}`.toLowerCase());
  const style: RidgeStyle = futuristic
    ? 'spires'
    : rng.pick<RidgeStyle>(['peaks', 'hills', 'peaks']);
  const serif = !futuristic && rng.chance(0.6);

  const skyTop = hsl(hue, 60, 10);
  const skyMid = hsl(hue + 18, 55, 26);
  const skyLow = hsl(warm, 70, 62);
  const glow = hsl(warm, 95, 80);
  const night = hsl(hue + 8, 45, 6);

  const sunX = rng.float(0.18, 0.82) * W;
  const sunY = rng.float(0.17, 0.3) * H;
  const sunR = rng.float(24, 42);
  const ringed = style === 'spires' || rng.chance(0.25);

  const defs: string[] = [
    `<linearGradient id="${id}-sky" x1="0" y1="0" x2="0" y2="1">` +
      `<stop offset="0" stop-color="${skyTop}"/><stop offset="0.3" stop-color="${skyMid}"/>` +
      `<stop offset="0.58" stop-color="${skyLow}"/><stop offset="1" stop-color="${skyLow}"/></linearGradient>`,
    `<radialGradient id="${id}-glow" cx="${n1(sunX)}" cy="${n1(sunY)}" r="${n1(sunR * 5.5)}" gradientUnits="userSpaceOnUse">` +
      `<stop offset="0" stop-color="${glow}" stop-opacity="0.75"/><stop offset="0.25" stop-color="${glow}" stop-opacity="0.22"/>` +
      `<stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="${id}-sun" cx="0.4" cy="0.35" r="0.75">` +
      `<stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${hsl(warm, 80, 82)}"/></radialGradient>`,
    `<linearGradient id="${id}-floor" x1="0" y1="0" x2="0" y2="1">` +
      `<stop offset="0" stop-color="#05030b" stop-opacity="0"/><stop offset="0.55" stop-color="#05030b" stop-opacity="0.45"/>` +
      `<stop offset="1" stop-color="#05030b" stop-opacity="0.85"/></linearGradient>`,
    `<radialGradient id="${id}-vignette" cx="0.5" cy="0.45" r="0.75">` +
      `<stop offset="0.6" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.5"/></radialGradient>`,
    `<filter id="${id}-blur" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="18"/></filter>`,
    `<filter id="${id}-shadow" x="-10%" y="-30%" width="120%" height="160%">` +
      `<feDropShadow dx="0" dy="3" stdDeviation="5" flood-color="#000000" flood-opacity="0.65"/></filter>`,
  ];

  const body: string[] = [];
  body.push(`<rect width="${W}" height="${H}" fill="url(#${id}-sky)"/>`);

  // Nebula / aurora bands.
  for (let i = 0; i < 3; i++) {
    const cx = rng.float(0, W);
    const cy = rng.float(0.08, 0.4) * H;
    body.push(
      `<ellipse cx="${n1(cx)}" cy="${n1(cy)}" rx="${n1(rng.float(120, 260))}" ry="${n1(rng.float(14, 34))}" ` +
        `transform="rotate(${n1(rng.float(-18, 18))} ${n1(cx)} ${n1(cy)})" fill="${hsl(hue + rng.pick([90, 140, 200]), 80, 60)}" ` +
        `opacity="${rng.float(0.18, 0.32).toFixed(2)}" filter="url(#${id}-blur)"/>`,
    );
  }

  // Stars and sparkles.
  const dots: string[] = [];
  for (let i = 0; i < 90; i++) {
    const x = rng.float(0, W);
    const y = Math.pow(rng.float(0, 1), 1.6) * H * 0.62;
    dots.push(
      `<circle cx="${n1(x)}" cy="${n1(y)}" r="${n1(rng.float(0.5, 1.7))}" opacity="${rng.float(0.25, 0.95).toFixed(2)}"/>`,
    );
  }
  body.push(`<g fill="#ffffff">${dots.join('')}</g>`);
  const sparkles: string[] = [];
  for (let i = 0; i < 7; i++) {
    sparkles.push(sparklePath(rng.float(20, W - 20), rng.float(12, H * 0.45), rng.float(3, 8)));
  }
  body.push(`<path d="${sparkles.join(' ')}" fill="#ffffff" opacity="0.85"/>`);

  // Celestial body with its glow.
  body.push(`<rect width="${W}" height="${H}" fill="url(#${id}-glow)"/>`);
  body.push(`<circle cx="${n1(sunX)}" cy="${n1(sunY)}" r="${n1(sunR)}" fill="url(#${id}-sun)"/>`);
  if (ringed) {
    const tilt = rng.float(-24, -8);
    body.push(
      `<ellipse cx="${n1(sunX)}" cy="${n1(sunY)}" rx="${n1(sunR * 2.1)}" ry="${n1(sunR * 0.42)}" ` +
        `transform="rotate(${n1(tilt)} ${n1(sunX)} ${n1(sunY)})" fill="none" stroke="${hsl(warm, 70, 85)}" ` +
        `stroke-width="3" opacity="0.7"/>`,
    );
  }

  // Layered ridges, hazy in the back, dark in front.
  const layers = 4;
  for (let i = 0; i < layers; i++) {
    const t = i / (layers - 1);
    const base = H * (0.6 + t * 0.24);
    const amp = H * (0.2 - t * 0.06);
    const layerStyle: RidgeStyle = style === 'spires' && i === 0 ? 'peaks' : style;
    // Atmospheric perspective: far layers take the horizon colour, near ones fade to night.
    const tone = mix(mix(skyLow, skyMid, 0.45), night, 0.42 + t * 0.55);
    const top = mix(tone, '#ffffff', 0.06 * (1 - t));
    const bottom = mix(tone, night, 0.5);
    defs.push(
      `<linearGradient id="${id}-r${i}" x1="0" y1="0" x2="0" y2="1">` +
        `<stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`,
    );
    const windows: string[] = [];
    body.push(
      `<path d="${ridgePath(rng, layerStyle, W, H, base, amp, windows)}" fill="url(#${id}-r${i})"/>`,
    );
    if (windows.length > 0 && i >= 1) {
      body.push(
        `<g fill="${hsl(warm, 95, 80)}" opacity="${(0.9 - t * 0.3).toFixed(2)}">${windows.join('')}</g>`,
      );
    }
    if (i === 1 && futuristic) body.push(skyTrain(rng, W, H, H * 0.47, night, skyMid, glow));
    if (i === 1) {
      // Mist between the back and front layers.
      body.push(
        `<rect x="0" y="${n1(base - amp * 0.3)}" width="${W}" height="${n1(amp * 0.9)}" fill="${hsl(warm, 50, 75)}" opacity="0.12" filter="url(#${id}-blur)"/>`,
      );
    }
  }

  body.push(`<rect width="${W}" height="${H}" fill="url(#${id}-vignette)"/>`);
  body.push(
    `<rect x="0" y="${H * 0.5}" width="${W}" height="${H * 0.5}" fill="url(#${id}-floor)"/>`,
  );

  // Title.
  const spacing = 0.06;
  const fitted = fitText(
    label.toUpperCase(),
    { width: W - 88, height: 124, maxFont: 62, minFont: 20, maxLines: 2 },
    { letterSpacingEm: spacing, lineHeight: 1.08 },
  );
  const titleY = H * 0.73;
  const font = serif ? SERIF : SANS;
  body.push(
    `<g filter="url(#${id}-shadow)">` +
      textBlock(
        fitted,
        W / 2,
        titleY,
        `font-family="${font}" font-weight="700" letter-spacing="${n1(fitted.fontSize * spacing)}" ` +
          `fill="#ffffff" stroke="${hsl(hue, 60, 12)}" stroke-width="${n1(Math.max(2, fitted.fontSize / 14))}" ` +
          `stroke-opacity="0.5" paint-order="stroke" stroke-linejoin="round"`,
        1.08,
      ) +
      `</g>`,
  );
  // Ornament under the title.
  const blockH = fitted.fontSize * 1.08 * fitted.lines.length;
  const oy = Math.min(H - 14, titleY + blockH / 2 + 12);
  const ow = Math.min(
    W * 0.36,
    (Math.max(...fitted.lines.map((l) => textWidthEm(l, spacing))) * fitted.fontSize) / 2,
  );
  const accent = hsl(warm, 90, 80);
  body.push(
    `<g stroke="${accent}" stroke-width="1.6" stroke-linecap="round" opacity="0.9">` +
      `<line x1="${n1(W / 2 - ow)}" y1="${n1(oy)}" x2="${n1(W / 2 - 12)}" y2="${n1(oy)}"/>` +
      `<line x1="${n1(W / 2 + 12)}" y1="${n1(oy)}" x2="${n1(W / 2 + ow)}" y2="${n1(oy)}"/></g>` +
      `<path d="M${W / 2} ${n1(oy - 6)} L${W / 2 + 6} ${n1(oy)} L${W / 2} ${n1(oy + 6)} L${W / 2 - 6} ${n1(oy)}Z" fill="${accent}"/>`,
  );

  return svgDocument(W, H, label, defs.join(''), body.join(''));
}

// ---------------------------------------------------------------------------------------------
// Character portrait (256 x 256)
// ---------------------------------------------------------------------------------------------

function bust(rng: Rng, fill: string, rim: string): string {
  const cx = 128 + rng.float(-6, 6);
  const headY = 96;
  const headR = 31;
  const shoulderY = 170;
  const spread = rng.float(84, 100);
  const parts: string[] = [];
  const hair = rng.pick(['short', 'long', 'ponytail', 'spiky', 'bun', 'hood'] as const);
  const accessory = rng.pick(['none', 'none', 'horns', 'halo', 'hat', 'feather'] as const);

  // Hair behind the head.
  if (hair === 'long') {
    parts.push(
      `M${n1(cx - headR - 6)} ${headY} Q${n1(cx - headR - 14)} ${headY + 70} ${n1(cx - headR - 22)} ${headY + 96} ` +
        `L${n1(cx + headR + 22)} ${headY + 96} Q${n1(cx + headR + 14)} ${headY + 70} ${n1(cx + headR + 6)} ${headY} Z`,
    );
  } else if (hair === 'ponytail') {
    const side = rng.chance(0.5) ? 1 : -1;
    parts.push(
      `M${n1(cx + side * 18)} ${headY - 26} Q${n1(cx + side * 74)} ${headY - 30} ${n1(cx + side * 58)} ${headY + 40} ` +
        `Q${n1(cx + side * 50)} ${headY + 6} ${n1(cx + side * 24)} ${headY - 4} Z`,
    );
  } else if (hair === 'hood') {
    parts.push(
      `M${n1(cx - headR - 16)} ${headY + 40} Q${n1(cx - headR - 20)} ${headY - headR - 22} ${n1(cx)} ${headY - headR - 20} ` +
        `Q${n1(cx + headR + 20)} ${headY - headR - 22} ${n1(cx + headR + 16)} ${headY + 40} Z`,
    );
  }
  // Shoulders and neck.
  parts.push(
    `M${n1(cx - spread)} 256 L${n1(cx - spread)} ${shoulderY + 40} ` +
      `Q${n1(cx - spread + 4)} ${shoulderY} ${n1(cx - 32)} ${shoulderY - 10} ` +
      `Q${n1(cx - 14)} ${shoulderY - 16} ${n1(cx - 13)} ${headY + headR - 4} ` +
      `L${n1(cx + 13)} ${headY + headR - 4} Q${n1(cx + 14)} ${shoulderY - 16} ${n1(cx + 32)} ${shoulderY - 10} ` +
      `Q${n1(cx + spread - 4)} ${shoulderY} ${n1(cx + spread)} ${shoulderY + 40} L${n1(cx + spread)} 256 Z`,
  );
  // Head.
  parts.push(
    `M${n1(cx - headR)} ${headY} A${headR} ${headR * 1.12} 0 1 1 ${n1(cx + headR)} ${headY} ` +
      `A${headR} ${headR * 1.12} 0 1 1 ${n1(cx - headR)} ${headY} Z`,
  );
  // Hair on top.
  if (hair === 'spiky') {
    const spikes: string[] = [`M${n1(cx - headR - 4)} ${headY + 4}`];
    for (let i = 0; i <= 6; i++) {
      const x = cx - headR - 4 + ((2 * headR + 8) * i) / 6;
      const tip = headY - headR - rng.float(6, 22);
      spikes.push(`L${n1(x - 4)} ${n1(headY - headR + 8)} L${n1(x)} ${n1(tip)}`);
    }
    spikes.push(`L${n1(cx + headR + 4)} ${headY + 4} Z`);
    parts.push(spikes.join(' '));
  } else if (hair === 'bun') {
    parts.push(
      `M${n1(cx - 14)} ${headY - headR - 4} A14 13 0 1 1 ${n1(cx + 14)} ${headY - headR - 4} Z`,
    );
  } else if (hair !== 'hood') {
    parts.push(
      `M${n1(cx - headR - 3)} ${headY + 6} Q${n1(cx - headR - 6)} ${headY - headR - 12} ${n1(cx + 4)} ${headY - headR - 8} ` +
        `Q${n1(cx + headR + 8)} ${headY - headR - 6} ${n1(cx + headR + 3)} ${headY + 6} ` +
        `Q${n1(cx + 6)} ${headY - 18} ${n1(cx - headR - 3)} ${headY + 6} Z`,
    );
  }
  // Accessories.
  const extras: string[] = [];
  if (accessory === 'horns') {
    parts.push(
      `M${n1(cx - 18)} ${headY - headR + 2} Q${n1(cx - 34)} ${headY - headR - 18} ${n1(cx - 26)} ${headY - headR - 36} ` +
        `Q${n1(cx - 22)} ${headY - headR - 14} ${n1(cx - 8)} ${headY - headR - 2} Z ` +
        `M${n1(cx + 18)} ${headY - headR + 2} Q${n1(cx + 34)} ${headY - headR - 18} ${n1(cx + 26)} ${headY - headR - 36} ` +
        `Q${n1(cx + 22)} ${headY - headR - 14} ${n1(cx + 8)} ${headY - headR - 2} Z`,
    );
  } else if (accessory === 'hat') {
    parts.push(
      `M${n1(cx - headR - 22)} ${headY - headR + 10} Q${n1(cx)} ${headY - headR - 6} ${n1(cx + headR + 22)} ${headY - headR + 10} ` +
        `Q${n1(cx)} ${headY - headR + 2} ${n1(cx - headR - 22)} ${headY - headR + 10} Z ` +
        `M${n1(cx - 20)} ${headY - headR + 2} L${n1(cx + rng.float(-6, 10))} ${headY - headR - 44} L${n1(cx + 22)} ${headY - headR + 2} Z`,
    );
  } else if (accessory === 'feather') {
    const fx = cx + 22;
    const fy = headY - headR + 4;
    parts.push(
      `M${n1(fx)} ${fy} Q${n1(fx + 24)} ${fy - 18} ${n1(fx + 28)} ${fy - 46} Q${n1(fx + 8)} ${fy - 30} ${n1(fx)} ${fy} Z`,
    );
  } else if (accessory === 'halo') {
    extras.push(
      `<ellipse cx="${n1(cx)}" cy="${headY - headR - 14}" rx="26" ry="7" fill="none" stroke="${rim}" stroke-width="3.5" opacity="0.9"/>`,
    );
  }
  const d = parts.join(' ');
  // Rim light: a wide stroke under the fill, so only the outer contour glows.
  return (
    `<path d="${d}" fill="none" stroke="${rim}" stroke-width="6" stroke-linejoin="round" opacity="0.9"/>` +
    `<path d="${d}" fill="${fill}"/>` +
    extras.join('')
  );
}

function renderCharacter(slug: string, label: string): string {
  const S = 256;
  const seed = hashString(`character:${slug}`);
  const rng = new Rng(seed);
  const id = `c${seed.toString(36)}`;
  const rarity = artRarity('character', slug);
  const pal = RARITY[rarity];
  const element = rng.pick(ELEMENT_HUES);
  const elemLight = hsl(element, 85, 72);
  const elemMid = hsl(element, 70, 50);

  const defs = [
    `<linearGradient id="${id}-bg" x1="0" y1="0" x2="0.25" y2="1">` +
      `<stop offset="0" stop-color="${pal.top}"/><stop offset="1" stop-color="${pal.bottom}"/></linearGradient>`,
    `<radialGradient id="${id}-aura" cx="0.5" cy="0.4" r="0.5">` +
      `<stop offset="0" stop-color="${elemLight}" stop-opacity="0.85"/><stop offset="0.55" stop-color="${elemMid}" stop-opacity="0.35"/>` +
      `<stop offset="1" stop-color="${elemMid}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="${id}-body" x1="0" y1="0" x2="0" y2="1">` +
      `<stop offset="0" stop-color="${hsl(element, 45, 20)}"/><stop offset="1" stop-color="${hsl(pal.hue, 40, 10)}"/></linearGradient>`,
    `<filter id="${id}-shadow" x="-20%" y="-20%" width="140%" height="140%">` +
      `<feDropShadow dx="0" dy="2" stdDeviation="3" flood-color="#000000" flood-opacity="0.7"/></filter>`,
    ribbonGradient(id),
  ];

  const body: string[] = [];
  body.push(`<rect width="${S}" height="${S}" fill="url(#${id}-bg)"/>`);
  // Radiating rays behind the figure.
  const rays: string[] = [];
  const rayCount = rng.int(10, 16);
  const phase = rng.float(0, Math.PI);
  for (let i = 0; i < rayCount; i++) {
    const a = phase + (i * 2 * Math.PI) / rayCount;
    const b = a + Math.PI / rayCount / 2;
    rays.push(
      `M128 100 L${n1(128 + 260 * Math.cos(a))} ${n1(100 + 260 * Math.sin(a))} L${n1(128 + 260 * Math.cos(b))} ${n1(100 + 260 * Math.sin(b))}Z`,
    );
  }
  body.push(`<path d="${rays.join(' ')}" fill="#ffffff" opacity="0.07"/>`);
  body.push(`<circle cx="128" cy="100" r="120" fill="url(#${id}-aura)"/>`);
  // Emblem rings.
  body.push(
    `<g fill="none" stroke="${pal.glow}" opacity="0.45">` +
      `<circle cx="128" cy="100" r="70" stroke-width="1.5"/>` +
      `<circle cx="128" cy="100" r="78" stroke-width="1" stroke-dasharray="2 6"/></g>`,
  );
  // Floating motes.
  const motes: string[] = [];
  for (let i = 0; i < 10; i++) {
    motes.push(sparklePath(rng.float(14, 242), rng.float(14, 170), rng.float(2, 5)));
  }
  body.push(`<path d="${motes.join(' ')}" fill="#ffffff" opacity="0.75"/>`);

  body.push(bust(rng, `url(#${id}-body)`, elemLight));

  // Initials, large.
  const initials = initialsOf(label);
  const initialsFont = initials.length > 1 ? 66 : 78;
  body.push(
    `<text x="128" y="162" font-family="${SANS}" font-weight="800" font-size="${initialsFont}" ` +
      `text-anchor="middle" dominant-baseline="central" letter-spacing="2" fill="#ffffff" ` +
      `stroke="${hsl(element, 60, 18)}" stroke-width="4" paint-order="stroke" stroke-linejoin="round" ` +
      `filter="url(#${id}-shadow)">${escapeXml(initials)}</text>`,
  );

  // Element badge (top left) and rarity stars (top right).
  body.push(
    `<g transform="translate(24 24)"><circle r="13" fill="${hsl(element, 60, 18)}" stroke="${elemLight}" stroke-width="2"/>` +
      `<path d="${starPath(0, 0, 8, 3.4, 4)}" fill="${elemLight}"/></g>`,
  );
  body.push(rarityStars(rarity, S - 14 - rarity * 6.5, 22, 6.5));

  body.push(nameRibbon(label, S, id));
  body.push(
    `<rect x="1.5" y="1.5" width="${S - 3}" height="${S - 3}" fill="none" stroke="${pal.glow}" stroke-opacity="0.5" stroke-width="3"/>`,
  );
  return svgDocument(S, S, label, defs.join(''), body.join(''));
}

// ---------------------------------------------------------------------------------------------
// Weapon tile (256 x 256)
// ---------------------------------------------------------------------------------------------

type WeaponType = 'sword' | 'claymore' | 'polearm' | 'bow' | 'catalyst';
const WEAPON_TYPES: readonly WeaponType[] = ['sword', 'claymore', 'polearm', 'bow', 'catalyst'];

const WEAPON_WORDS: [RegExp, WeaponType][] = [
  [/\b(greatsword|claymore|cleaver|greataxe|warblade|maul|zweihander)\b/, 'claymore'],
  [/\b(bow|longbow|shortbow|crossbow|arbalest|recurve|harp)\b/, 'bow'],
  [/\b(spear|lance|glaive|halberd|pike|polearm|trident|naginata|partisan)\b/, 'polearm'],
  [/\b(orb|tome|codex|grimoire|catalyst|sphere|lantern|prism|almanac|scripture)\b/, 'catalyst'],
  [/\b(sword|blade|saber|sabre|katana|rapier|edge|dagger|cutter)\b/, 'sword'],
];

function weaponTypeOf(slug: string, label: string, rng: Rng): WeaponType {
  const text = `${label} ${slug.replace(/[-_]/g, ' ')}`.toLowerCase();
  for (const [re, type] of WEAPON_WORDS) if (re.test(text)) return type;
  return rng.pick(WEAPON_TYPES);
}

function weaponGlyph(type: WeaponType, rng: Rng, id: string, accent: string): string {
  const metal = `url(#${id}-metal)`;
  const outline = `stroke="#120b1d" stroke-width="3" stroke-linejoin="round"`;
  const gem = (x: number, y: number, r: number) =>
    `<path d="M${x} ${y - r} L${x + r * 0.8} ${y} L${x} ${y + r} L${x - r * 0.8} ${y}Z" fill="${accent}" stroke="#ffffff" stroke-width="1.5"/>`;
  // Drawn upright around (128, 120), then rotated to a diagonal.
  if (type === 'sword' || type === 'claymore') {
    const wide = type === 'claymore';
    const bw = wide ? 15 : 8.5;
    const tipY = wide ? 14 : 22;
    const guardY = wide ? 160 : 156;
    const guardW = wide ? 44 : 34;
    const curve = rng.float(-4, 4);
    return (
      `<g transform="rotate(45 128 120)">` +
      `<path d="M${128 - bw} ${guardY} L${128 - bw + curve} ${tipY + 30} L128 ${tipY} L${128 + bw + curve} ${tipY + 30} L${128 + bw} ${guardY} Z" fill="${metal}" ${outline}/>` +
      `<path d="M128 ${tipY + 16} L128 ${guardY - 6}" stroke="#ffffff" stroke-width="${wide ? 3 : 1.8}" opacity="0.7"/>` +
      `<path d="M${128 - guardW} ${guardY - 4} Q128 ${guardY - 16} ${128 + guardW} ${guardY - 4} L${128 + guardW - 6} ${guardY + 8} Q128 ${guardY} ${128 - guardW + 6} ${guardY + 8} Z" fill="${accent}" ${outline}/>` +
      `<rect x="${wide ? 121 : 122.5}" y="${guardY + 4}" width="${wide ? 14 : 11}" height="${wide ? 50 : 40}" rx="3" fill="#3b2a1e" ${outline}/>` +
      `<circle cx="128" cy="${guardY + (wide ? 60 : 50)}" r="${wide ? 9 : 7}" fill="${metal}" ${outline}/>` +
      gem(128, guardY + 1, wide ? 7 : 5.5) +
      `</g>`
    );
  }
  if (type === 'polearm') {
    return (
      `<g transform="rotate(40 128 128)">` +
      `<rect x="123.5" y="64" width="9" height="186" rx="4" fill="#4a3322" ${outline}/>` +
      `<path d="M128 4 L144 46 L134 70 L122 70 L112 46 Z" fill="${metal}" ${outline}/>` +
      `<path d="M128 14 L128 60" stroke="#ffffff" stroke-width="2" opacity="0.7"/>` +
      `<path d="M110 70 Q128 60 146 70 L142 80 Q128 74 114 80 Z" fill="${accent}" ${outline}/>` +
      `<path d="M124 84 Q112 104 118 128 M132 84 Q144 104 138 128" stroke="${accent}" stroke-width="4" fill="none" stroke-linecap="round"/>` +
      `<rect x="121" y="150" width="14" height="8" rx="2" fill="${accent}" ${outline}/>` +
      gem(128, 74, 5) +
      `</g>`
    );
  }
  if (type === 'bow') {
    const pull = n1(rng.float(168, 192));
    const belly = n1(rng.float(148, 162));
    const limbs = `M112 18 Q${pull} 50 ${belly} 124 Q${pull} 198 112 230`;
    const recurve = rng.chance(0.5)
      ? `<path d="M112 18 Q100 16 98 28 M112 230 Q100 232 98 220" fill="none" stroke="${accent}" stroke-width="5" stroke-linecap="round"/>`
      : '';
    return (
      `<g transform="rotate(30 128 124)">` +
      `<path d="M112 18 L112 230" stroke="#f4efe4" stroke-width="1.8" opacity="0.9"/>` +
      `<path d="${limbs}" fill="none" stroke="#120b1d" stroke-width="15" stroke-linecap="round"/>` +
      `<path d="${limbs}" fill="none" stroke="${metal}" stroke-width="9" stroke-linecap="round"/>` +
      recurve +
      `<path d="M118 28 Q168 60 150 110" fill="none" stroke="#ffffff" stroke-width="2" opacity="0.55"/>` +
      `<rect x="${n1(Number(belly) - 6)}" y="108" width="16" height="32" rx="5" fill="#3b2a1e" ${outline}/>` +
      `<path d="M100 124 L214 124" stroke="#e9e2cf" stroke-width="3"/>` +
      `<path d="M214 124 L200 116 L204 124 L200 132 Z" fill="${metal}" stroke="#120b1d" stroke-width="1.5"/>` +
      `<path d="M100 124 L90 117 M100 124 L90 131 M106 124 L96 117 M106 124 L96 131" stroke="${accent}" stroke-width="3" stroke-linecap="round"/>` +
      gem(Number(belly) + 2, 124, 6) +
      `</g>`
    );
  }
  // Catalyst: an orb held in a ring frame with orbiting runes.
  const tilt = rng.float(-30, 30);
  return (
    `<g>` +
    `<circle cx="128" cy="118" r="62" fill="url(#${id}-orbglow)"/>` +
    `<ellipse cx="128" cy="118" rx="78" ry="22" transform="rotate(${n1(tilt)} 128 118)" fill="none" stroke="${accent}" stroke-width="2.5" opacity="0.85"/>` +
    `<ellipse cx="128" cy="118" rx="70" ry="30" transform="rotate(${n1(tilt + 70)} 128 118)" fill="none" stroke="#ffffff" stroke-width="1.5" stroke-dasharray="3 7" opacity="0.7"/>` +
    `<circle cx="128" cy="118" r="40" fill="url(#${id}-orb)" ${outline}/>` +
    `<ellipse cx="114" cy="102" rx="14" ry="9" transform="rotate(-30 114 102)" fill="#ffffff" opacity="0.55"/>` +
    `<path d="${starPath(128, 118, 16, 6, 4)}" fill="#ffffff" opacity="0.85"/>` +
    `<path d="M92 150 Q128 176 164 150 L156 168 Q128 186 100 168 Z" fill="${metal}" ${outline}/>` +
    gem(128, 176, 7) +
    `</g>`
  );
}

function renderWeapon(slug: string, label: string): string {
  const S = 256;
  const seed = hashString(`weapon:${slug}`);
  const rng = new Rng(seed);
  const id = `w${seed.toString(36)}`;
  const rarity = artRarity('weapon', slug);
  const pal = RARITY[rarity];
  const type = weaponTypeOf(slug, label, rng);
  const accentHue = rng.float(0, 360);
  const accent = hsl(accentHue, 80, 58);

  const defs = [
    `<linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="${pal.top}"/><stop offset="1" stop-color="${pal.bottom}"/></linearGradient>`,
    `<radialGradient id="${id}-glow" cx="0.5" cy="0.46" r="0.5">` +
      `<stop offset="0" stop-color="${pal.glow}" stop-opacity="0.75"/><stop offset="0.6" stop-color="${pal.glow}" stop-opacity="0.12"/>` +
      `<stop offset="1" stop-color="${pal.glow}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="${id}-metal" x1="0" y1="0" x2="1" y2="0.2">` +
      `<stop offset="0" stop-color="#ffffff"/><stop offset="0.45" stop-color="${hsl(accentHue, 25, 82)}"/>` +
      `<stop offset="1" stop-color="${hsl(accentHue, 20, 55)}"/></linearGradient>`,
    `<radialGradient id="${id}-orb" cx="0.4" cy="0.35" r="0.7">` +
      `<stop offset="0" stop-color="${hsl(accentHue, 90, 85)}"/><stop offset="0.6" stop-color="${accent}"/>` +
      `<stop offset="1" stop-color="${hsl(accentHue, 70, 25)}"/></radialGradient>`,
    `<radialGradient id="${id}-orbglow" cx="0.5" cy="0.5" r="0.5">` +
      `<stop offset="0" stop-color="${hsl(accentHue, 90, 75)}" stop-opacity="0.9"/>` +
      `<stop offset="1" stop-color="${hsl(accentHue, 90, 75)}" stop-opacity="0"/></radialGradient>`,
    `<filter id="${id}-drop" x="-20%" y="-20%" width="140%" height="140%">` +
      `<feDropShadow dx="3" dy="5" stdDeviation="4" flood-color="#000000" flood-opacity="0.5"/></filter>`,
    ribbonGradient(id),
  ];

  const body: string[] = [];
  body.push(`<rect width="${S}" height="${S}" fill="url(#${id}-bg)"/>`);
  body.push(`<rect width="${S}" height="${S}" fill="url(#${id}-glow)"/>`);
  // Rune circle behind the weapon.
  const points = rng.int(5, 7);
  const ticks: string[] = [];
  const tickCount = rng.int(18, 30);
  for (let i = 0; i < tickCount; i++) {
    const a = (i * 2 * Math.PI) / tickCount;
    ticks.push(
      `M${n1(128 + 84 * Math.cos(a))} ${n1(118 + 84 * Math.sin(a))} L${n1(128 + 92 * Math.cos(a))} ${n1(118 + 92 * Math.sin(a))}`,
    );
  }
  body.push(
    `<g fill="none" stroke="#ffffff" opacity="0.28">` +
      `<circle cx="128" cy="118" r="96" stroke-width="1.5"/><circle cx="128" cy="118" r="80" stroke-width="1"/>` +
      `<path d="${ticks.join(' ')}" stroke-width="2"/>` +
      `<path d="${starPath(128, 118, 80, (80 * Math.cos((2 * Math.PI) / points)) / Math.cos(Math.PI / points), points)}" ` +
      `transform="rotate(${n1(rng.float(0, 360 / points))} 128 118)" stroke-width="1" opacity="0.6"/></g>`,
  );
  // Diagonal light streaks.
  const streaks: string[] = [];
  for (let i = 0; i < 4; i++) {
    const x = rng.float(-60, 240);
    streaks.push(
      `M${n1(x)} 256 L${n1(x + 180)} 0 L${n1(x + 180 + rng.float(6, 18))} 0 L${n1(x + rng.float(6, 18))} 256Z`,
    );
  }
  body.push(`<path d="${streaks.join(' ')}" fill="#ffffff" opacity="0.06"/>`);

  body.push(
    `<g filter="url(#${id}-drop)"><g transform="translate(128 112) rotate(${n1(rng.float(-8, 8))}) scale(0.84) translate(-128 -120)">` +
      `${weaponGlyph(type, rng, id, accent)}</g></g>`,
  );

  const motes: string[] = [];
  for (let i = 0; i < 6; i++)
    motes.push(sparklePath(rng.float(16, 240), rng.float(40, 180), rng.float(2, 5)));
  body.push(`<path d="${motes.join(' ')}" fill="#ffffff" opacity="0.8"/>`);

  body.push(rarityStars(rarity, S / 2, 18, 6.5));
  body.push(nameRibbon(label, S, id));
  body.push(
    `<rect x="1.5" y="1.5" width="${S - 3}" height="${S - 3}" fill="none" stroke="${pal.glow}" stroke-opacity="0.5" stroke-width="3"/>`,
  );
  return svgDocument(S, S, label, defs.join(''), body.join(''));
}

// ---------------------------------------------------------------------------------------------

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
