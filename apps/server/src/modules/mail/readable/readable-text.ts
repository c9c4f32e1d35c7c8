import { walkHtml } from './html-walk.ts';
import { LINE, PARAGRAPH, TextSink } from './text-sink.ts';
import type { Visitor } from './visible-tree.ts';
import { listOf } from './word-list.ts';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Set apart from what stands around them by a blank line. */
const PARAGRAPH_ELEMENTS = new Set(listOf('p h1 h2 h3 h4 h5 h6 blockquote pre hr ul ol dl'));
/** On lines of their own. (Layout tables nest deep: a blank line for each would double-space.) */
const BLOCK_ELEMENTS = new Set(
  listOf(
    'address article aside body caption center dd details dialog div dt fieldset figcaption figure footer form header hgroup html legend li main nav option section summary table tbody textarea tfoot thead tr',
  ),
);

/** Turns what the tree shows into lines of text. */
export class TextVisitor implements Visitor {
  readonly sink = new TextSink();
  private preDepth = 0;

  get done(): boolean {
    return this.sink.full;
  }

  open(name: string): void {
    if (name === 'br') this.sink.lineBreak();
    else if (name === 'td' || name === 'th') this.sink.cell();
    else this.blockEdge(name);
    if (name === 'pre') this.preDepth++;
  }

  close(name: string): void {
    this.blockEdge(name);
    if (name === 'pre') this.preDepth--;
  }

  text(chunk: string): void {
    this.write(chunk);
  }

  /** Writes the chunk; returns where its text starts, or -1 when it showed nothing. */
  write(chunk: string): number {
    return this.preDepth > 0 ? this.sink.preformatted(chunk) : this.sink.inline(chunk);
  }

  private blockEdge(name: string): void {
    if (PARAGRAPH_ELEMENTS.has(name)) this.sink.block(PARAGRAPH);
    else if (BLOCK_ELEMENTS.has(name)) this.sink.block(LINE);
  }
}

export function finishText(written: string): string {
  return written
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .replace(LONE_SURROGATE, '\uFFFD')
    .trim();
}

/**
 * What a person reads in an HTML mail: its visible text in document order, one block a line,
 * table cells a tab apart, entities decoded, invisible characters removed, no URLs of links or
 * images, never wrapped, at most one blank line in a row, trimmed. Reads the first 2 MB of the
 * HTML and writes at most 100,000 characters.
 */
export function readableText(html: string): string {
  const visitor = new TextVisitor();
  walkHtml(html, visitor);
  return finishText(visitor.sink.written);
}
