/** A run of a plain-text mail: text, or a link with the address to open. */
export type TextPart = { text: string; href?: string };

/** http(s) addresses and bare `www.` ones, up to whitespace, quotes or angle brackets. */
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"'`]+/gi;

/** Sentence punctuation after an address ("see https://x.example/a."), not part of it. */
const TRAILING = /[.,;:!?)]$/;

const count = (text: string, char: string) => text.split(char).length - 1;

/**
 * The address without the punctuation that ends the sentence around it. A closing bracket
 * stays when the address opened one itself (`https://en.wikipedia.org/wiki/Foo_(bar)`).
 */
function trimTrailing(url: string): string {
  let end = url;
  while (TRAILING.test(end)) {
    if (end.endsWith(')') && count(end, '(') >= count(end, ')')) break;
    end = end.slice(0, -1);
  }
  return end;
}

/** Splits a plain-text body into text and links, in order; joining the texts gives it back. */
export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = trimTrailing(match[0]);
    // Nothing left after the scheme once the punctuation is off: not an address.
    if (/^(?:https?:\/\/|www\.)$/i.test(url)) continue;
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    const href = /^https?:\/\//i.test(url) ? url : `https://${url}`;
    parts.push({ text: url, href });
    last = match.index + url.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
