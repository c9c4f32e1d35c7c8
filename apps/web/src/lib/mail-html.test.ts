import { describe, expect, it } from 'vitest';
import { receivedMailDocument, sanitizeMailHtml } from './mail-html';

const ORIGIN = 'https://shop.example';
const PROXY = `${ORIGIN}/api/image/cache?url=`;

function parse(html: string): Document {
  const doc = document.implementation.createHTMLDocument();
  doc.documentElement.innerHTML = html;
  return doc;
}

const XSS = [
  '<script>alert(1)</script>',
  '<img src="x" onerror="alert(2)">',
  '<a href="javascript:alert(3)">click</a>',
  '<a href="JaVaScRiPt:alert(4)">click</a>',
  '<svg onload="alert(5)"><circle r="4"/></svg>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<form action="https://evil.example"><input name="p"><button>Go</button></form>',
  '<iframe src="https://evil.example"></iframe>',
  '<object data="https://evil.example/x.swf"></object>',
  '<div onclick="alert(6)" onmouseover="alert(7)">hover</div>',
  '<base href="https://evil.example/">',
].join('');

describe('sanitizeMailHtml', () => {
  const doc = parse(sanitizeMailHtml(`<p>Hello</p>${XSS}`, ORIGIN));

  it('keeps the text and drops scripts, frames, forms, SVG and meta refreshes', () => {
    expect(doc.body.textContent).toContain('Hello');
    for (const tag of ['script', 'svg', 'meta', 'form', 'input', 'button', 'iframe', 'object']) {
      expect(doc.querySelector(tag), tag).toBeNull();
    }
    expect(doc.querySelector('base')).toBeNull();
  });

  it('leaves no event handler and no javascript: link', () => {
    for (const element of doc.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name).not.toMatch(/^on/i);
        expect(attribute.value).not.toMatch(/javascript:/i);
      }
    }
    expect(doc.querySelectorAll('a')).toHaveLength(2);
  });

  it('sends remote images through the proxy and drops the ones it cannot load', () => {
    const images = parse(
      sanitizeMailHtml(
        '<img alt="a" src="https://cdn.game.example/logo.png?x=1&y=2">' +
          '<img alt="b" src="//cdn.game.example/b.png" srcset="https://t.example/2x.png 2x">' +
          '<img alt="c" src="cid:part1">' +
          '<img alt="d" src="data:image/png;base64,iVBORw0KGgo=">' +
          '<table background="http://t.example/bg.jpg"><tr><td>x</td></tr></table>',
        ORIGIN,
      ),
    );
    const src = (alt: string) => images.querySelector(`img[alt="${alt}"]`)?.getAttribute('src');
    expect(src('a')).toBe(PROXY + encodeURIComponent('https://cdn.game.example/logo.png?x=1&y=2'));
    expect(src('b')).toBe(PROXY + encodeURIComponent('https://cdn.game.example/b.png'));
    expect(images.querySelector('img[alt="b"]')?.hasAttribute('srcset')).toBe(false);
    expect(src('c')).toBeNull();
    expect(src('d')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(images.querySelector('table')?.getAttribute('background')).toBe(
      PROXY + encodeURIComponent('http://t.example/bg.jpg'),
    );
  });

  it('sends CSS images through the proxy and drops what loads or runs anything else', () => {
    const doc = parse(
      sanitizeMailHtml(
        '<html><head><style>@import url(https://evil.example/x.css);' +
          'td{background:url(https://cdn.example/bg.png)}</style></head><body>' +
          '<div id="a" style="background-image:url(//cdn.example/a.png);color:red">a</div>' +
          '<div id="b" style="width:expression(alert(1))">b</div></body></html>',
        ORIGIN,
      ),
    );
    expect(doc.querySelector('style')?.textContent).toBe(
      `td{background:url("${PROXY}${encodeURIComponent('https://cdn.example/bg.png')}")}`,
    );
    expect(doc.getElementById('a')?.getAttribute('style')).toBe(
      `background-image:url("${PROXY}${encodeURIComponent('https://cdn.example/a.png')}");color:red`,
    );
    expect(doc.getElementById('b')?.hasAttribute('style')).toBe(false);
  });

  it('gives every link rel="noopener noreferrer", whatever rel the mail wrote', () => {
    const doc = parse(
      sanitizeMailHtml(
        '<a href="https://a.example" rel="opener">a</a><a href="https://b.example">b</a>' +
          '<map><area href="https://c.example" rel="opener noreferrer"></map>',
        ORIGIN,
      ),
    );
    const rels = [...doc.querySelectorAll('a, area')].map((link) => link.getAttribute('rel'));
    expect(rels).toEqual(['noopener noreferrer', 'noopener noreferrer', 'noopener noreferrer']);
  });

  it('keeps the mail its own styles', () => {
    const styled = sanitizeMailHtml(
      '<html><head><style>p{margin:0}</style></head><body><p>x</p></body></html>',
      ORIGIN,
    );
    expect(parse(styled).querySelector('head style')?.textContent).toBe('p{margin:0}');
  });
});

describe('receivedMailDocument', () => {
  it('locks the frame down with a CSP that lets images come only from the proxy', () => {
    const doc = parse(receivedMailDocument('<p>Hi</p>', 'dark', ORIGIN));
    const csp = doc.querySelector('meta[http-equiv="Content-Security-Policy"]');
    expect(csp?.getAttribute('content')).toBe(
      `default-src 'none'; img-src ${ORIGIN}/api/image/cache data:; style-src 'unsafe-inline'`,
    );
    expect(doc.querySelector('base')?.getAttribute('target')).toBe('_blank');
  });

  it('gives a colourless mail the theme text colour', () => {
    expect(receivedMailDocument('<p>Hi</p>', 'dark', ORIGIN)).toContain('body{color:#f9fafb}');
    expect(receivedMailDocument('<p>Hi</p>', 'light', ORIGIN)).toContain('body{color:#111827}');
  });

  it('leaves a mail that sets its own colours as designed, on white', () => {
    const designed = receivedMailDocument('<p style="color: #333">Hi</p>', 'dark', ORIGIN);
    expect(designed).not.toContain('#f9fafb');
    expect(designed).toContain(':root{color-scheme:light;background:#fff}');
  });
});
