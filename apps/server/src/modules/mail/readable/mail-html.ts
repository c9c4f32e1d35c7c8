import { linkCandidates, textCandidates } from './candidates.ts';
import { walkHtml } from './html-walk.ts';
import { LinkVisitor } from './link-visitor.ts';
import { finishText } from './readable-text.ts';
import { bestLink } from './verification-link.ts';

/**
 * `readableText(html)` and `findVerificationLink(html, text)` of one received mail in a single
 * walk of its HTML: the link finder reads the same text the reader sees, so storing a mail
 * parses its markup once, not twice.
 */
export function readMailHtml(
  html: string,
  text: string,
): { readable: string; link: string | null } {
  const visitor = new LinkVisitor();
  walkHtml(html, visitor);
  return {
    readable: finishText(visitor.reader.sink.written),
    link: bestLink([...linkCandidates(visitor), ...textCandidates(text)]),
  };
}
