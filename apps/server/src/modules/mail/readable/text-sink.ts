import { headOf, MAX_TEXT_CHARS } from './limits.ts';

/**
 * Characters that show nothing: controls (NUL included), soft hyphens, zero-width spaces and
 * joiners, direction marks, Hangul fillers, the byte-order mark. Preheaders pad with them.
 * A zero-width joiner stays before a pictograph, where it joins an emoji sequence.
 */
export const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- control characters are what it removes
  /[\u0000-\u0008\u000e-\u001f\u007f-\u009f\u00ad\u061c\u115f\u1160\u180e\u200b\u200c\u200e\u200f\u202a-\u202e\u2060-\u206f\u3164\ufeff\uffa0]|\u034f|\u17b4|\u17b5|\u200d(?!\p{Extended_Pictographic})/gu;

/** Long texts are folded this much at a time (a surrogate pair split between two is rejoined). */
const INLINE_PIECE_CHARS = 16 * 1024;

export const LINE = 1;
export const PARAGRAPH = 2;
type Breaks = typeof LINE | typeof PARAGRAPH;

/**
 * The text as it is written: whitespace folded, breaks and gaps held back until more text
 * comes (so none lead or trail, and at most one blank line stands between blocks), and no more
 * than MAX_TEXT_CHARS.
 */
export class TextSink {
  private out = '';
  private pendingBreaks = 0;
  private pendingGap: '' | ' ' | '\t' = '';
  full = false;

  get written(): string {
    return this.out;
  }

  get length(): number {
    return this.out.length;
  }

  /** A block starts or ends: what follows goes on a new line, or after a blank line. */
  block(breaks: Breaks): void {
    this.pendingBreaks = Math.max(this.pendingBreaks, breaks);
  }

  /** `<br>`: each adds a line, but never more than one blank line in a row. */
  lineBreak(): void {
    this.pendingBreaks = Math.min(this.pendingBreaks + 1, PARAGRAPH);
  }

  /** A table cell stands a tab apart from the cell before it on the same line. */
  cell(): void {
    if (this.pendingBreaks === 0) this.pendingGap = '\t';
  }

  /**
   * Text as HTML shows it: runs of whitespace are one space. Returns where it starts, or -1.
   * A long text is read a piece at a time, so no more of it is folded than is written.
   */
  inline(raw: string): number {
    let start = -1;
    for (let at = 0; at < raw.length && !this.full; at += INLINE_PIECE_CHARS) {
      const written = this.inlinePiece(raw.slice(at, at + INLINE_PIECE_CHARS));
      if (start < 0) start = written;
    }
    return start;
  }

  private inlinePiece(raw: string): number {
    const folded = raw.replace(INVISIBLE, '').replace(/\s+/g, ' ');
    if (folded.startsWith(' ')) this.space();
    const words = folded.trim();
    const start = this.write(words);
    if (words !== '' && folded.endsWith(' ')) this.space();
    return start;
  }

  /** Text of a `<pre>`: its lines and spaces stay. Returns where it starts, or -1. */
  preformatted(raw: string): number {
    const lines = raw
      .replace(INVISIBLE, '')
      .replace(/\r\n?/g, '\n')
      .replace(/[^\S\n\t]/g, ' ')
      .split('\n');
    let start = -1;
    lines.forEach((line, i) => {
      if (i > 0) this.lineBreak();
      const at = this.write(line);
      if (start < 0) start = at;
    });
    return start;
  }

  private space(): void {
    if (this.pendingGap === '') this.pendingGap = ' ';
  }

  private write(words: string): number {
    if (this.full || words === '') return -1;
    if (this.out.length > 0)
      this.out += this.pendingBreaks > 0 ? '\n'.repeat(this.pendingBreaks) : this.pendingGap;
    this.pendingBreaks = 0;
    this.pendingGap = '';
    const start = this.out.length;
    const room = MAX_TEXT_CHARS - start;
    if (words.length >= room) this.full = true;
    this.out += headOf(words, room);
    return start;
  }
}
