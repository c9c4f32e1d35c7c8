import {
  CJK_WORD_RE,
  HAS_CJK,
  NOT_A_CODE_WORD,
  NOT_A_CODE_WORD_AFTER,
  PROMOTION_NEARBY,
  WORD_RE,
} from './keywords.ts';
import { CANDIDATE_RE, isSpacedOut, shapeOf, turnedDown, typedCode, type Shape } from './shapes.ts';

/**
 * The general rule: a code is a token in the same sentence as a code word, after it ("Your
 * code is 482913", "验证码：482913") or just before it ("482913 is your code", "123456 ist
 * dein Amazon-Einmalkennwort"). When several qualify, the one nearest its word wins.
 */

interface Span {
  start: number;
  end: number;
}

/** How far a code may stand from its word, in characters of the prepared text. */
const AFTER_DIGITS = 60;
const AFTER_LETTERS = 45;
const BEFORE = 45;
/** Digit groups ("123 456") only close to their word: further away they are phone numbers. */
const GROUPED_AFTER = 35;
/** A code before its word counts a little further than one after: "code: X" is the usual order. */
const BEFORE_PENALTY = 10;
/** A code word this close before a token is "right there": "code: X", "验证码X", "PIN X". */
const TIGHT_CHARS = 12;
const TIGHT_NON_SPACE = 4;

/**
 * A sentence ends inside the gap: "." before a blank or a non-ASCII character ("。" and "!"
 * glue to the next CJK word), or "。". Not "." inside "Bol.com", "169.00", "e-bgpb.by".
 */
const SENTENCE_BREAK = /[.!?](?=[^!-~])|。/;
const TRAILING_BREAK = /[.!?。]\s*$/;

const SPACE = 32;
const LINE_BREAK = 10;
const DASH = 45;

/** The word just before `index`: "gift card code" gives "card", "sms-code" gives "sms". */
function wordBefore(text: string, index: number): string {
  let end = index;
  for (let c = text.charCodeAt(end - 1); c === SPACE || c === LINE_BREAK || c === DASH;) {
    end -= 1;
    c = text.charCodeAt(end - 1);
  }
  let start = end;
  while (start > 0 && end - start < 24) {
    const c = text.charCodeAt(start - 1);
    if (c === SPACE || c === LINE_BREAK) break;
    start -= 1;
  }
  return text.slice(start, end);
}

function sortedMatches(text: string): Span[] {
  const spans: Span[] = [];
  for (const m of text.matchAll(WORD_RE))
    spans.push({ start: m.index, end: m.index + m[0].length });
  if (!HAS_CJK.test(text)) return spans;
  for (const m of text.matchAll(CJK_WORD_RE)) {
    spans.push({ start: m.index, end: m.index + m[0].length });
  }
  return spans.sort((a, b) => a.start - b.start);
}

/** Code words, without those that name a promo, gift, error or tracking code. */
function keywordSpans(text: string): Span[] {
  const promotions = [...text.matchAll(PROMOTION_NEARBY)].map((m) => m.index);
  return sortedMatches(text).filter(
    ({ start, end }) =>
      !NOT_A_CODE_WORD.test(wordBefore(text, start)) &&
      !NOT_A_CODE_WORD_AFTER.test(text.slice(end, end + 24)) &&
      !promotions.some((p) => p >= start - 40 && p <= end + 60),
  );
}

function nonSpaceLength(s: string): number {
  return s.replace(/\s+/g, '').length;
}

function lineBreaks(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i += 1) if (s.charCodeAt(i) === 10) n += 1;
  return n;
}

/** Distance from the token to the nearest code word it may belong to, or null for none. */
function distance(text: string, span: Span, nearby: Span[], shape: Shape): number | null {
  const afterLimit = shape === 'letters' || shape === 'mixed' ? AFTER_LETTERS : AFTER_DIGITS;
  let best: number | null = null;
  for (const k of nearby) {
    let d: number;
    if (k.end <= span.start) {
      if (span.start - k.end > afterLimit) continue;
      const gap = text.slice(k.end, span.start);
      if (lineBreaks(gap) > 2 || SENTENCE_BREAK.test(gap.replace(TRAILING_BREAK, ''))) continue;
      d = nonSpaceLength(gap);
      if (shape === 'grouped' && d > GROUPED_AFTER) continue;
    } else if (k.start >= span.end) {
      if (k.start - span.end > BEFORE) continue;
      const gap = text.slice(span.end, k.start);
      if (/[.!?。:\n]/.test(gap)) continue;
      d = nonSpaceLength(gap) + BEFORE_PENALTY;
    } else {
      continue;
    }
    if (best === null || d < best) best = d;
  }
  return best;
}

/** On a line of its own: nothing but the token between two line breaks (or after "code:"). */
function standsAlone(text: string, span: Span): boolean {
  const before = text.slice(Math.max(0, span.start - 2), span.start);
  const after = text.slice(span.end, span.end + 1);
  return /(?:\n|: ?)$/.test(before) && (after === '' || after === '\n');
}

export function findNearKeyword(text: string): string | null {
  const keywords = keywordSpans(text);
  if (keywords.length === 0) return null;
  let best: { code: string; score: number } | null = null;
  let first = 0;
  for (const m of text.matchAll(CANDIDATE_RE)) {
    const token = m[0];
    // Most tokens are plain words: a code has a digit or is written in capitals.
    if (!/\d|^[A-Z ]+$/.test(token)) continue;
    const span = { start: m.index, end: m.index + token.length };
    // Only the code words within reach are looked at: tokens come in order, so a moving start.
    while (first < keywords.length && keywords[first]!.end < span.start - AFTER_DIGITS) first += 1;
    const nearby: Span[] = [];
    for (let i = first; i < keywords.length && keywords[i]!.start <= span.end + BEFORE; i += 1) {
      nearby.push(keywords[i]!);
    }
    if (nearby.length === 0 || nearby.some((k) => k.start < span.end && span.start < k.end)) {
      continue;
    }
    const code = typedCode(token);
    const shape = shapeOf(code, token);
    if (shape === null) continue;

    const wordBeforeToken = nearby.findLast((k) => k.end <= span.start && span.start - k.end <= 24);
    const gapBefore = wordBeforeToken ? text.slice(wordBeforeToken.end, span.start) : null;
    const tightAfter =
      gapBefore !== null &&
      gapBefore.length <= TIGHT_CHARS &&
      nonSpaceLength(gapBefore) <= TIGHT_NON_SPACE;

    // Shapes that are words or long numbers as often as codes need their code word right there.
    if ((shape === 'long-digits' || shape === 'lowercase-mixed') && !tightAfter) continue;
    if (shape === 'letters' && !standsAlone(text, span)) continue;
    if (isSpacedOut(token) && !(tightAfter && standsAlone(text, span))) continue;

    const before = text.slice(Math.max(0, span.start - 24), span.start);
    const labelWindow = gapBefore ?? before;
    const after = text.slice(span.end, span.end + 12);
    if (turnedDown(code, shape, before, labelWindow, after, tightAfter)) continue;

    const score = distance(text, span, nearby, shape);
    if (score !== null && (best === null || score < best.score)) best = { code, score };
  }
  return best?.code ?? null;
}
