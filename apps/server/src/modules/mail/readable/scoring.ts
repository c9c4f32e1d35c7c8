import type { Candidate } from './candidates.ts';
import { ACTION_URL, usableHref } from './url-rules.ts';
import {
  ACTION_WORDS,
  CODE_PHRASES,
  CONTEXT_WORDS,
  countMatches,
  DENIAL_WORDS,
  OTHER_PURPOSE_WORDS,
  SIGN_IN_WORDS,
  WEAK_WORDS,
} from './vocabulary.ts';

// A link scores what its words say (an action 10, signing in 7, a bare "確認" or "continue" 4;
// 2 less when the words stand beside it rather than on it), plus 4 for a verify, login or
// token URL, 3 for a button, and 4 when the rest of the mail speaks of verifying or signing in.
// It qualifies at 8, and only when its words alone reach 8 or the mail is about it: the
// "Log in" of a newsletter's menu does not.

const STRENGTH = { action: 10, signIn: 7, weak: 4 } as const;
/** Words beside the link, not on it, say a little less. */
const BESIDE_PENALTY = 2;
const ACTION_URL_BONUS = 4;
const BUTTON_BONUS = 3;
const CONTEXT_BONUS = 4;
/** Enough on its own: the link says "Verify", or "Sign in" in a mail about signing in. */
const QUALIFYING_SCORE = 8;

function strengthOf(words: string): number {
  const text = words.replace(CODE_PHRASES, ' ');
  if (ACTION_WORDS.test(text)) return STRENGTH.action;
  if (SIGN_IN_WORDS.test(text)) return STRENGTH.signIn;
  if (WEAK_WORDS.test(text)) return STRENGTH.weak;
  return 0;
}

type Reading = { strength: number; source: string } | 'refused';

/**
 * What some words say of a link: refused when they say no or name another purpose ("Verify
 * your purchase" is a receipt's), else how strongly they name a verification; null when they
 * say nothing either way. Only one sentence is read, so "Need help?" after "Click here to
 * verify." does not refuse the link.
 */
function readWords(words: string): Reading | null {
  if (words === '') return null;
  const text = words.normalize('NFC');
  if (DENIAL_WORDS.test(text) || OTHER_PURPOSE_WORDS.test(text)) return 'refused';
  const strength = strengthOf(text);
  return strength > 0 ? { strength, source: text } : null;
}

/**
 * The nearest words that say anything: the link's own, its sentence, then the line before.
 * A sentence that starts "If this wasn't you" refuses the link whatever the link says.
 */
function readLabels(c: Candidate): Reading {
  if (DENIAL_WORDS.test(c.lead.normalize('NFC'))) return 'refused';
  const own = readWords(c.label);
  if (own) return own;
  for (const beside of [c.line, c.previousLine]) {
    const reading = readWords(beside);
    if (reading === 'refused') return reading;
    if (reading) return { ...reading, strength: reading.strength - BESIDE_PENALTY };
  }
  return { strength: 0, source: '' };
}

export function scored(c: Candidate): { href: string; score: number } | null {
  const usable = usableHref(c.href);
  if (!usable) return null;
  const reading = readLabels(c);
  if (reading === 'refused') return null;
  const { href, url } = usable;
  const pageWords = `${url.pathname}${url.search}${url.hash}`.toLowerCase();
  const aboutVerification = c.contextWords > countMatches(CONTEXT_WORDS, reading.source);
  const score =
    reading.strength +
    (ACTION_URL.test(pageWords) ? ACTION_URL_BONUS : 0) +
    (c.button ? BUTTON_BONUS : 0) +
    (aboutVerification ? CONTEXT_BONUS : 0);
  // A "Sign in" or a /login link alone is a newsletter's menu unless the mail is about it.
  const qualifies =
    score >= QUALIFYING_SCORE && (reading.strength >= QUALIFYING_SCORE || aboutVerification);
  return qualifies ? { href, score } : null;
}
