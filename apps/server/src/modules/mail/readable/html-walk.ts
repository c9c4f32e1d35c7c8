import { Tokenizer } from 'htmlparser2';
import { headOf, MAX_ATTRIBUTE_CHARS, MAX_HTML_CHARS } from './limits.ts';
import { VisibleTree, type Visitor } from './visible-tree.ts';
import { listOf } from './word-list.ts';

/** Only these attributes are kept; the rest are never copied out of the markup. */
const KEPT_ATTRIBUTES = new Set(
  listOf('href style class id role hidden title aria-label alt bgcolor background'),
);

/** Feeds the visible part of (the head of) a document to the visitor, in document order. */
export function walkHtml(html: string, visitor: Visitor): void {
  const source = headOf(html, MAX_HTML_CHARS);
  const tree = new VisibleTree(visitor);
  let tagName = '';
  let attributes: Record<string, string> = {};
  let attributeName = '';
  let attributeValue = '';
  const appendToAttribute = (s: string) => {
    if (attributeValue.length <= MAX_ATTRIBUTE_CHARS) attributeValue += s;
  };
  const tokenizer = new Tokenizer(
    { decodeEntities: true },
    {
      ontext: (start, end) => emitText(source.slice(start, end)),
      ontextentity: (codePoint) => emitText(String.fromCodePoint(codePoint)),
      onopentagname: (start, end) => {
        tagName = source.slice(start, end).toLowerCase();
        attributes = {};
      },
      onattribname: (start, end) => {
        attributeName = source.slice(start, end).toLowerCase();
        attributeValue = '';
      },
      onattribdata: (start, end) => appendToAttribute(source.slice(start, end)),
      onattribentity: (codePoint) => appendToAttribute(String.fromCodePoint(codePoint)),
      onattribend: () => {
        // The first of a repeated attribute counts, as in a browser.
        if (KEPT_ATTRIBUTES.has(attributeName) && !(attributeName in attributes))
          attributes[attributeName] = attributeValue;
      },
      onopentagend: () => tree.open(tagName, attributes, false),
      onselfclosingtag: () => tree.open(tagName, attributes, true),
      onclosetag: (start, end) => tree.close(source.slice(start, end).toLowerCase()),
      oncomment: () => {},
      oncdata: () => {},
      ondeclaration: () => {},
      onprocessinginstruction: () => {},
      onend: () => {},
    },
  );
  function emitText(chunk: string) {
    tree.text(chunk);
    if (visitor.done) tokenizer.pause();
  }
  tokenizer.write(source);
  tokenizer.end();
  tree.finish();
}
