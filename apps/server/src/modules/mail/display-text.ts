/**
 * Bidi controls: the embeddings and overrides (U+202A-U+202E) and isolates (U+2066-U+2069) that
 * reorder what follows them, and the invisible marks (U+200E, U+200F, U+061C), which turn a line
 * whose direction is taken from its first strong letter right-to-left, its runs reversed with it.
 * "Invoice \u202Egpj.exe" reads "Invoice exe.jpg".
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * A header or name as a reader sees it (subject, sender, preview, file name): bidi controls left
 * out, so the letters show in the order they were sent ("Invoice gpj.exe"). Arabic and Hebrew
 * letters carry their own direction and stay as they are; only the invisible controls go.
 */
export function displayText(s: string): string {
  return s.replace(BIDI_CONTROLS, '');
}
