/** Only the head of a long mail is read: codes sit near the top, and the cost stays flat. */
export const MAX_SCAN = 20_000;

const URL_RE = /\b(?:https?:\/\/|www\.)\S+/gi;
/** A link written without its scheme ("v.whatsapp.com/105876"): its digits are no code to copy. */
const BARE_URL_RE = /\b(?:[a-z0-9-]{1,63}\.){1,6}[a-z]{2,24}\/\S*/gi;
/** Cheap test first: the full pattern is tried at every word, most mails have no such link. */
const MAY_HAVE_BARE_URL = /\.[a-z]{2,24}\//i;
/** Direction marks (Arabic, Hebrew SMS wrap the code in them) and zero-width joiners. */
const INVISIBLE_RE = /[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

function isAddressChar(c: number): boolean {
  // Not a blank, "@", "<", ">", "(" or ")".
  return c > 32 && c !== 64 && c !== 60 && c !== 62 && c !== 40 && c !== 41;
}

/**
 * Addresses ("noreply@steampowered.com", "shop1234@example.com") blanked. Found from each "@"
 * outwards rather than by a regular expression tried at every character, so a long run without
 * one costs its length once.
 */
function blankAddresses(s: string): string {
  let at = s.indexOf('@');
  if (at < 0) return s;
  let out = '';
  let copied = 0;
  while (at >= 0) {
    let start = at;
    while (start > copied && at - start < 64 && isAddressChar(s.charCodeAt(start - 1))) start -= 1;
    let end = at + 1;
    while (end < s.length && end - at < 256 && isAddressChar(s.charCodeAt(end))) end += 1;
    if (start < at && /^[^.]+\.[^.]/.test(s.slice(at + 1, end))) {
      out += `${s.slice(copied, start)} `;
      copied = end;
    }
    at = s.indexOf('@', end);
  }
  return out + s.slice(copied);
}

/**
 * The subject and the head of the text as one string the rules read: NFKC (full-width digits
 * and colons become ASCII, no-break and ideographic spaces plain ones), links and addresses
 * blanked, runs of blanks folded to one space and blank lines to one line break, so
 * "code:\n\n\n123456" and "code: 123456" measure alike.
 */
export function prepare(subject: string, text: string): string {
  let s = `${subject}\n${text.slice(0, MAX_SCAN)}`
    .replace(INVISIBLE_RE, '')
    // A full-width comma ends a clause; folded to "," it would glue "602918，5分钟" into one number.
    .replace(/[，、]/g, ', ')
    .normalize('NFKC')
    .replace(URL_RE, ' ');
  if (MAY_HAVE_BARE_URL.test(s)) s = s.replace(BARE_URL_RE, ' ');
  return blankAddresses(s)
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    .replace(/ {2,}/g, ' ')
    .replace(/ ?\n\s*/g, '\n');
}
