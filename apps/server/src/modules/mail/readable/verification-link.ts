import { htmlCandidates, textCandidates, type Candidate } from './candidates.ts';
import { scored } from './scoring.ts';

/**
 * The mail's verification or sign-in link ("Verify email", "Confirm login", "Sign in",
 * "Yes, it was me", in the languages a game buyer meets): from the HTML's links (their text,
 * title, aria-label or image alt, a button weighing more, a verify/login/token URL counting
 * too) and from the plain text (a URL on the line of such words, or the line after). Only
 * http(s) links, never an unsubscribe, privacy, help, social, store or "view in browser" one.
 * The best scored wins, the first of equals; null when none qualifies. Returns the href as
 * written (entities decoded, trimmed), at most 2,000 characters. Never goes to the network.
 */
export function findVerificationLink(html: string | null, text: string): string | null {
  return bestLink([...(html ? htmlCandidates(html) : []), ...textCandidates(text)]);
}

/** The best scored candidate's href, the first of equals; null when none qualifies. */
export function bestLink(candidates: Candidate[]): string | null {
  let best: { href: string; score: number } | null = null;
  for (const candidate of candidates) {
    const result = scored(candidate);
    if (result && (!best || result.score > best.score)) best = result;
  }
  return best?.href ?? null;
}
