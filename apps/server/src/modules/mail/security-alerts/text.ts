/**
 * How the classifier reads a mail: the subject and the head of the readable text, in one
 * shape for every rule, and the two questions asked of each phrase it finds (is it negated,
 * is it only a condition).
 */

/** Security notices say what happened in their first lines; newsletters bury "password" deep. */
export const MAX_READ = 6_000;

const INVISIBLE = /[\u00ad\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;
const URL = /\b(?:https?:\/\/|www\.)\S+/gi;

/**
 * NFKC (full-width letters, the Arabic presentation forms some templates are written in),
 * links out, blanks folded to one space and line breaks kept: a line break ends a phrase as
 * a full stop does.
 */
export function readable(s: string): string {
  return s
    .slice(0, MAX_READ)
    .replace(INVISIBLE, '')
    .normalize('NFKC')
    .replace(URL, ' ')
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n[\s]*/g, '\n')
    .trim();
}

/**
 * A rule's phrase as written (words separated by single spaces) turned into a pattern: a
 * space stands for any run of blanks including a line break, and a phrase of a spaced
 * script starts at a word start (JavaScript's \b knows only ASCII letters).
 */
export function phrase(source: string, spaced: boolean): string {
  const body = source.replaceAll(' ', '\\s');
  return spaced ? `(?<![\\p{L}\\p{N}])(?:${body})` : `(?:${body})`;
}

/**
 * Negation inside the phrase found: "has not been changed", "не будет изменён",
 * "không", "ไม่", "لم". The phrase then tells what did not happen.
 */
const NEGATION =
  /(?<![\p{L}])(?:not|never|no|nicht|niet|nie|pas|jamais|non|nunca|não|nao|не|ни|không|chưa|tidak|belum|bukan|لم|لن|لا)(?![\p{L}])|n't|未|不|没|沒|ไม่|않|ない|ません/iu;

/**
 * A condition before the phrase in the same sentence: "If you did not change your password",
 * "If you recently changed your password, sign in again", "Wenn du dein Passwort nicht
 * geändert hast", "如果", "もし", "만약", "หาก", "إذا". The phrase then says what might have
 * happened, which every security mail's footer and many newsletters do.
 */
const CONDITION =
  /(?<![\p{L}])(?:if|unless|in case|once|after|before|when|whenever|until|wenn|falls|sofern|sollten|si (?:no|vous|tu|usted|ce|c'|cette|quelqu|fue|has|lo)|se (?:não|nao|você|voce|non|hai|tu|lei|foi|questo|questa)|qualora|als (?:u|je|jij)|indien|jeśli|jeżeli|gdyby|если|eğer|nếu|jika|apabila|kalau)(?![\p{L}])|如果|如非|若非|倘若|もし|場合|만약|경우|หาก|ถ้า|إذا|إن لم/iu;

/** The sentence before a match, back to its start or 80 characters. */
function sentenceBefore(s: string, index: number): string {
  const head = s.slice(Math.max(0, index - 80), index);
  const cut = Math.max(...['.', '!', '?', '。', '！', '？', '\n'].map((c) => head.lastIndexOf(c)));
  return head.slice(cut + 1);
}

/** The first match of a global pattern that is neither negated nor a condition. */
export function statedMatch(pattern: RegExp, s: string): string | null {
  for (const m of s.matchAll(pattern)) {
    if (NEGATION.test(m[0])) continue;
    if (CONDITION.test(sentenceBefore(s, m.index))) continue;
    return m[0];
  }
  return null;
}

/** The domain of a From header as sent ("Steam Support <noreply@steampowered.com>"). */
export function senderDomain(from: string): string | null {
  const address = /<([^<>]{1,320})>\s*$/.exec(from)?.[1] ?? from;
  const at = address.lastIndexOf('@');
  if (at < 0) return null;
  const domain = address
    .slice(at + 1)
    .trim()
    .replace(/[>\s].*$/, '')
    .replace(/\.$/, '')
    .toLowerCase();
  return domain || null;
}

/** The domain is one of these or a subdomain of one ("email.hoyoverse.com"). */
export function domainIsOneOf(domain: string, domains: readonly string[]): boolean {
  return domains.some((d) => domain === d || domain.endsWith(`.${d}`));
}
