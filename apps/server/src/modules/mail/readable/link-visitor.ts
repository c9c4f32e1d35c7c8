import { MAX_LABEL_CHARS, MAX_LINKS } from './limits.ts';
import { TextVisitor } from './readable-text.ts';
import type { Attributes, Frame, Visitor } from './visible-tree.ts';

interface OpenLink {
  href: string;
  label: string;
  start: number;
  button: boolean;
}

interface FoundLink extends OpenLink {
  end: number;
}

const BUTTON_CLASS = /btn|button|\bcta\b/i;
const BUTTON_BOX = /background|border-radius/;
const BLOCK_WITH_PADDING =
  /display:\s*(?:inline-)?block[\s\S]*padding|padding[\s\S]*display:\s*(?:inline-)?block/;
const FILLED_PARENT = new Set(['td', 'th', 'div', 'span', 'p', 'center', 'table']);

/** A link drawn as a button, or sitting alone in a filled, rounded cell (a "bulletproof" one). */
function looksLikeButton(attributes: Attributes, parent: Frame | undefined): boolean {
  const style = attributes.style?.toLowerCase() ?? '';
  const names = `${attributes.class ?? ''} ${attributes.id ?? ''}`;
  if (attributes.role === 'button' || BUTTON_CLASS.test(names)) return true;
  if (BUTTON_BOX.test(style) || BLOCK_WITH_PADDING.test(style)) return true;
  if (!parent || !FILLED_PARENT.has(parent.name)) return false;
  const parentStyle = parent.attributes.style?.toLowerCase() ?? '';
  const filled = parent.attributes.bgcolor !== undefined || parentStyle.includes('background');
  return (
    BUTTON_CLASS.test(parent.attributes.class ?? '') ||
    (filled && parentStyle.includes('border-radius'))
  );
}

/** Reads the text as TextVisitor does, and the links in it with where their text stands. */
export class LinkVisitor implements Visitor {
  readonly reader = new TextVisitor();
  readonly links: FoundLink[] = [];
  private current: OpenLink | null = null;

  get done(): boolean {
    return this.reader.done;
  }

  open(name: string, attributes: Attributes, parent: Frame | undefined): void {
    this.reader.open(name);
    if (name === 'a') this.startLink(attributes, parent);
    else if (name === 'img' && this.current) this.addToLabel(attributes.alt ?? '');
  }

  close(name: string): void {
    if (name === 'a') this.endLink();
    this.reader.close(name);
  }

  text(chunk: string): void {
    const start = this.reader.write(chunk);
    if (!this.current) return;
    this.addToLabel(chunk);
    if (this.current.start < 0) this.current.start = start;
  }

  private startLink(attributes: Attributes, parent: Frame | undefined): void {
    if (attributes.href === undefined || this.links.length >= MAX_LINKS) return;
    this.current = {
      href: attributes.href,
      label: '',
      start: -1,
      button: looksLikeButton(attributes, parent),
    };
    this.addToLabel(attributes.title ?? '');
    this.addToLabel(attributes['aria-label'] ?? '');
  }

  private addToLabel(s: string): void {
    if (this.current && this.current.label.length < MAX_LABEL_CHARS)
      this.current.label += ` ${s.slice(0, MAX_LABEL_CHARS)}`;
  }

  private endLink(): void {
    const link = this.current;
    if (!link) return;
    this.current = null;
    const end = this.reader.sink.length;
    this.links.push({ ...link, start: link.start < 0 ? end : link.start, end });
  }
}
