import { escapeXml, n1 } from './shared.ts';

// ---------------------------------------------------------------------------------------------
// Text fitting
// ---------------------------------------------------------------------------------------------

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

export function textWidthEm(text: string, letterSpacingEm = 0): number {
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

export interface FittedText {
  lines: string[];
  fontSize: number;
}

/**
 * Fits `text` in a box: tries 1..maxLines balanced lines and keeps the layout with the largest
 * font (a layout with more lines must win by a clear margin). Never exceeds the box.
 */
export function fitText(
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
export function textBlock(
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
