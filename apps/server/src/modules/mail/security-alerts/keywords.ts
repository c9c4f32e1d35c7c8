import type { SecurityAlertKind } from '@shop/contract/values';
import { ASIA } from './keywords-asia.ts';
import { ENGLISH } from './keywords-english.ts';
import { EUROPE } from './keywords-europe.ts';
import { NL_PL } from './keywords-nl-pl.ts';
import { phrase, statedMatch } from './text.ts';

/** One language's phrases for each kind of event. */
export interface LanguageRules {
  language: string;
  /** Words separated by spaces: a phrase must start at a word start. */
  spaced: boolean;
  /** Phrases that say the event happened or was requested, read in the subject and the text. */
  said: Partial<Record<SecurityAlertKind, string[]>>;
  /**
   * Headlines, read in the subject only: there an imperative names the mail ("Reset your
   * password", "パスワード再発行"), where in the text it is a footer's advice.
   */
  headline?: Partial<Record<SecurityAlertKind, string[]>>;
}

/**
 * When a mail matches several kinds, the most specific wins: a mail about turning off
 * two-factor or changing the address often also says "password" and "sign in"; a password
 * changed notice often also says how to reset it; a sign-in notice is the weakest signal.
 */
export const KIND_PRIORITY: readonly SecurityAlertKind[] = [
  'two_factor_off',
  'email_changed',
  'phone_changed',
  'recovery',
  'password_changed',
  'password_reset',
  'new_device_login',
];

const LANGUAGES: readonly LanguageRules[] = [ENGLISH, ...EUROPE, ...NL_PL, ...ASIA];

function compile(part: 'said' | 'headline'): Map<SecurityAlertKind, RegExp> {
  const out = new Map<SecurityAlertKind, RegExp>();
  for (const kind of KIND_PRIORITY) {
    const sources = LANGUAGES.flatMap((l) =>
      (l[part]?.[kind] ?? []).map((p) => phrase(p, l.spaced)),
    );
    if (sources.length > 0) out.set(kind, new RegExp(sources.join('|'), 'giu'));
  }
  return out;
}

const SAID = compile('said');
const HEADLINES = compile('headline');

/** The kind of event the subject and text state, by the phrases of every language. */
export function keywordKind(subject: string, text: string): SecurityAlertKind | null {
  const both = `${subject}\n${text}`;
  for (const kind of KIND_PRIORITY) {
    const headline = HEADLINES.get(kind);
    if (headline && statedMatch(headline, subject) !== null) return kind;
    const said = SAID.get(kind);
    if (said && statedMatch(said, both) !== null) return kind;
  }
  return null;
}
