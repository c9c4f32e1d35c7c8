import { MAX_DEPTH } from './limits.ts';
import { listOf } from './word-list.ts';

export type Attributes = Readonly<Record<string, string>>;

export interface Frame {
  readonly name: string;
  readonly attributes: Attributes;
  /** The element hides itself and everything inside it. */
  readonly hides: boolean;
}

/** What is told of the visible part of a document, in document order. */
export interface Visitor {
  open(name: string, attributes: Attributes, parent: Frame | undefined): void;
  close(name: string): void;
  text(chunk: string): void;
  /** True once the visitor wants no more. */
  readonly done: boolean;
}

const VOID_ELEMENTS = new Set(
  listOf(
    'area base basefont br col command embed frame hr img input isindex keygen link meta param source track wbr',
  ),
);
/** The tokenizer reads these as raw text up to their end tag. */
const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'title', 'textarea', 'xmp']);
/** Their content is never read as text (`textarea` and `xmp` show theirs, so they stay). */
const SKIPPED_ELEMENTS = new Set(
  listOf(
    'script style title template svg math iframe object applet canvas audio video noembed noframes',
  ),
);
/** Inside these a `/>` closes an element, as it does in XML. */
const FOREIGN_ELEMENTS = new Set(['svg', 'math']);

const CLOSES_P = new Set(['p']);
/** An open tag that closes the element on top of the stack, as browsers do. */
const IMPLIED_CLOSES = new Map<string, ReadonlySet<string>>([
  ['tr', new Set(['tr', 'th', 'td'])],
  ['td', new Set(['th', 'td'])],
  ['th', new Set(['th', 'td'])],
  ['tbody', new Set(['thead', 'tbody'])],
  ['tfoot', new Set(['thead', 'tbody'])],
  ['li', new Set(['li'])],
  ['dd', new Set(['dd', 'dt'])],
  ['dt', new Set(['dd', 'dt'])],
  ['option', new Set(['option'])],
  ['body', new Set(['head'])],
  ...listOf(
    'address article aside blockquote center details div dl fieldset figure footer form h1 h2 h3 h4 h5 h6 header hr main nav ol p pre section table ul',
  ).map((name) => [name, CLOSES_P] as const),
]);

const HIDING_STYLE = /(?:^|;)(?:display:none|visibility:hidden|opacity:0(?:\.0+)?(?=;|$))/;
const ZERO_HEIGHT_STYLE = /(?:^|;)(?:max-)?height:0(?:px|em|rem|%)?(?=;|$)/;

function isHidden(attributes: Attributes): boolean {
  if (attributes.hidden !== undefined) return true;
  const style = attributes.style?.toLowerCase().replace(/\s+|!important/g, '');
  if (!style) return false;
  return (
    HIDING_STYLE.test(style) || (ZERO_HEIGHT_STYLE.test(style) && style.includes('overflow:hidden'))
  );
}

/**
 * The open elements, kept with push and pop, that tell the visitor only what can be seen.
 * An end tag closes its nearest open namesake and whatever is still open inside it; an end tag
 * with no open namesake is ignored, found in O(1) by counting the open elements by name, so
 * every element is opened and closed once whatever the markup.
 */
export class VisibleTree {
  private readonly stack: Frame[] = [];
  private readonly openByName = new Map<string, number>();
  private hiddenDepth = 0;
  private foreignDepth = 0;

  constructor(private readonly visitor: Visitor) {}

  private get visible(): boolean {
    return this.hiddenDepth === 0;
  }

  private get top(): Frame | undefined {
    return this.stack[this.stack.length - 1];
  }

  open(name: string, attributes: Attributes, selfClosing: boolean): void {
    this.closeImpliedBy(name);
    const tooDeep = this.stack.length >= MAX_DEPTH && !RAW_TEXT_ELEMENTS.has(name);
    if (VOID_ELEMENTS.has(name) || tooDeep) {
      if (this.visible && !isHidden(attributes)) {
        this.visitor.open(name, attributes, this.top);
        this.visitor.close(name);
      }
      return;
    }
    this.push(name, attributes);
    if (selfClosing && (this.foreignDepth > 0 || RAW_TEXT_ELEMENTS.has(name))) this.close(name);
  }

  close(name: string): void {
    if (!this.openByName.get(name)) {
      this.closeStray(name);
      return;
    }
    let frame = this.pop();
    while (frame && frame.name !== name) frame = this.pop();
  }

  text(chunk: string): void {
    if (this.visible) this.visitor.text(chunk);
  }

  /** The end of the document closes whatever is still open. */
  finish(): void {
    while (this.pop());
  }

  private closeImpliedBy(name: string): void {
    // Links do not nest: a new one ends the last, as in a browser.
    if (name === 'a' && this.openByName.get('a')) this.close('a');
    const closes = IMPLIED_CLOSES.get(name);
    while (closes && this.top && closes.has(this.top.name)) this.pop();
  }

  /** `</br>` is a line break and `</p>` an empty paragraph, as browsers read them. */
  private closeStray(name: string): void {
    if ((name === 'br' || name === 'p') && this.visible) {
      this.visitor.open(name, {}, this.top);
      this.visitor.close(name);
    }
  }

  private push(name: string, attributes: Attributes): void {
    const parent = this.top;
    const frame = { name, attributes, hides: SKIPPED_ELEMENTS.has(name) || isHidden(attributes) };
    this.stack.push(frame);
    this.openByName.set(name, (this.openByName.get(name) ?? 0) + 1);
    if (frame.hides) this.hiddenDepth++;
    if (FOREIGN_ELEMENTS.has(name)) this.foreignDepth++;
    if (this.visible) this.visitor.open(name, attributes, parent);
  }

  private pop(): Frame | undefined {
    const frame = this.stack.pop();
    if (!frame) return undefined;
    if (this.visible) this.visitor.close(frame.name);
    if (frame.hides) this.hiddenDepth--;
    if (FOREIGN_ELEMENTS.has(frame.name)) this.foreignDepth--;
    this.openByName.set(frame.name, (this.openByName.get(frame.name) ?? 1) - 1);
    return frame;
  }
}
