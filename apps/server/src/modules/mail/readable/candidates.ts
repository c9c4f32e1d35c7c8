/** The links a mail offers, from its HTML and its text, each with the words around it. */

import { walkHtml } from './html-walk.ts';
import {
  headOf,
  LINE_CONTEXT_CHARS,
  MAX_LABEL_CHARS,
  MAX_LINKS,
  MAX_TEXT_CHARS,
} from './limits.ts';
import { LinkVisitor } from './link-visitor.ts';
import { INVISIBLE } from './text-sink.ts';
import { TEXT_URL, trimUrl } from './url-rules.ts';
import { CONTEXT_WORDS, countMatches } from './vocabulary.ts';

export interface Candidate {
  href: string;
  /** What the link itself says: its text, title, aria-label, the alt of an image in it. */
  label: string;
  /** Its sentence's words before it, for "If this wasn't you, <a>reset your password</a>". */
  lead: string;
  /** Its sentence, and the line before, for "Click here to verify" and "Verify:\nURL". */
  line: string;
  previousLine: string;
  button: boolean;
  /** How many words of the text it was found in are about verifying or signing in. */
  contextWords: number;
}

const collapse = (s: string) => s.replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();

const SENTENCE_END = /[.!?](?=\s|$)|[。！？]/g;

/** What follows the last sentence end: the start of the sentence a link stands in. */
function sentenceBefore(s: string): string {
  let cut = 0;
  for (const m of s.matchAll(SENTENCE_END)) cut = m.index + m[0].length;
  return s.slice(cut);
}

/** Up to the first sentence end: the rest of the sentence a link stands in. */
function sentenceAfter(s: string): string {
  const end = s.search(SENTENCE_END);
  return end < 0 ? s : s.slice(0, end + 1);
}

/** The last sentence of `s`, its own end mark included. */
function lastSentence(s: string): string {
  const t = s.trim();
  let cut = 0;
  for (const m of t.matchAll(SENTENCE_END)) {
    const end = m.index + m[0].length;
    if (end < t.length) cut = end;
  }
  return t.slice(cut);
}

/**
 * The words beside a link on its line, up to the links before and after it: its sentence
 * ("Click <a>here</a> to verify."), or when the link stands alone after one, that sentence
 * ("Please confirm your email: URL"); and the part of its sentence before it ("If this wasn't
 * you, <a>reset your password</a>").
 */
function wordsBeside(lineBefore: string, lineAfter: string): Pick<Candidate, 'lead' | 'line'> {
  const clean = (s: string) => collapse(s.replace(TEXT_URL, ' ')).slice(0, MAX_LABEL_CHARS);
  const lead = clean(sentenceBefore(lineBefore));
  const around = clean(`${lead} ${sentenceAfter(lineAfter)}`);
  const line = /[\p{L}\p{N}]/u.test(around) ? around : clean(lastSentence(lineBefore));
  return { lead, line };
}

/** The last sentence of the last non-empty line, looking back past at most one blank line. */
function previousLineOf(before: string[]): string {
  const line = before[before.length - 1]?.trim() || before[before.length - 2]?.trim() || '';
  return collapse(lastSentence(line.slice(-LINE_CONTEXT_CHARS)).replace(TEXT_URL, ' '));
}

export function htmlCandidates(html: string): Candidate[] {
  const visitor = new LinkVisitor();
  walkHtml(html, visitor);
  return linkCandidates(visitor);
}

/** The candidates of an HTML document already walked (its text read on the same walk). */
export function linkCandidates(visitor: LinkVisitor): Candidate[] {
  const text = visitor.reader.sink.written;
  const contextWords = countMatches(CONTEXT_WORDS, text);
  return visitor.links.map((link, i, links) => {
    const linesBefore = text
      .slice(Math.max(0, link.start - 3 * LINE_CONTEXT_CHARS), link.start)
      .split('\n');
    const lineStart = link.start - (linesBefore.pop() ?? '').length;
    const previousEnd = links[i - 1]?.end ?? 0;
    const nextStart = links[i + 1]?.start ?? text.length;
    const lineBefore = text.slice(
      Math.max(lineStart, previousEnd, link.start - LINE_CONTEXT_CHARS),
      link.start,
    );
    const lineAfter = text.slice(link.end, Math.min(nextStart, link.end + LINE_CONTEXT_CHARS));
    return {
      href: link.href,
      label: collapse(link.label).replace(TEXT_URL, ' ').trim(),
      ...wordsBeside(lineBefore, lineAfter.split('\n')[0] ?? ''),
      previousLine: previousLineOf(linesBefore),
      button: link.button,
      contextWords,
    };
  });
}

export function textCandidates(text: string): Candidate[] {
  const head = headOf(text, MAX_TEXT_CHARS);
  const contextWords = countMatches(CONTEXT_WORDS, head);
  const lines = head.split(/\r\n?|\n/);
  const candidates: Candidate[] = [];
  lines.forEach((line, i) => {
    const urls = [...line.matchAll(TEXT_URL)].map((m) => ({
      href: trimUrl(m[0]),
      start: m.index,
      end: m.index + m[0].length,
    }));
    urls.forEach((url, j) => {
      if (candidates.length >= MAX_LINKS) return;
      const previousEnd = urls[j - 1]?.end ?? 0;
      const nextStart = urls[j + 1]?.start ?? line.length;
      const lineBefore = line.slice(
        Math.max(previousEnd, url.start - LINE_CONTEXT_CHARS),
        url.start,
      );
      const afterStart = url.start + url.href.length;
      const lineAfter = line.slice(
        afterStart,
        Math.min(nextStart, afterStart + LINE_CONTEXT_CHARS),
      );
      candidates.push({
        href: url.href,
        label: '',
        ...wordsBeside(lineBefore, lineAfter),
        previousLine: previousLineOf(lines.slice(Math.max(0, i - 2), i)),
        button: false,
        contextWords,
      });
    });
  });
  return candidates;
}
