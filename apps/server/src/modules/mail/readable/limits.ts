/** The caps that keep reading a mail linear, whatever its size. */

/** Only the head of a huge mail is read: no real mail comes near 2 MB of HTML. */
export const MAX_HTML_CHARS = 2 * 1024 * 1024;
/** Nobody reads past this, and the search and the database are spared the rest. */
export const MAX_TEXT_CHARS = 100_000;
/** Elements nested deeper than this are read as if they closed at once. */
export const MAX_DEPTH = 1024;
export const MAX_ATTRIBUTE_CHARS = 4096;
export const MAX_HREF_CHARS = 2000;
export const MAX_LINKS = 1000;
export const MAX_LABEL_CHARS = 500;
/** How far around a link its line is read, for "Click <a>here</a> to verify". */
export const LINE_CONTEXT_CHARS = 300;

/** The first `max` characters, never ending inside a surrogate pair. */
export function headOf(s: string, max: number): string {
  if (s.length <= max) return s;
  const end = /[\uD800-\uDBFF]/.test(s.charAt(max - 1)) ? max - 1 : max;
  return s.slice(0, end);
}
