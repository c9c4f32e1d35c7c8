import { describe, expect, it } from 'vitest';
import { sanitizeMailCss } from './mail-css';

const proxied = (url: string) =>
  /^https?:\/\//.test(url)
    ? `/proxy?url=${encodeURIComponent(url)}`
    : url.startsWith('data:image/')
      ? url
      : null;
const clean = (css: string) => sanitizeMailCss(css, proxied);

describe('sanitizeMailCss', () => {
  it('sends remote images through the proxy, however the url() is quoted', () => {
    expect(clean('background:url(https://cdn.example/a.png) no-repeat')).toBe(
      `background:url("/proxy?url=${encodeURIComponent('https://cdn.example/a.png')}") no-repeat`,
    );
    expect(clean(`b{background-image:url( "http://x.example/b.png" )}`)).toContain(
      `url("/proxy?url=${encodeURIComponent('http://x.example/b.png')}")`,
    );
    expect(clean(`i{cursor:url('https://x.example/c.cur'),auto}`)).toContain('url("/proxy?url=');
  });

  it('keeps inline data: images and sets anything else to none', () => {
    expect(clean('background:url(data:image/png;base64,iVBO)')).toBe(
      'background:url("data:image/png;base64,iVBO")',
    );
    expect(clean('background:url(relative.png) red')).toBe('background:none red');
    expect(clean('@font-face{src:url(cid:part1)}')).toBe('@font-face{src:none}');
  });

  it('removes @import, image-set() and src(), which load without url()', () => {
    expect(clean('@import "https://evil.example/x.css"; p{margin:0}')).toBe(' p{margin:0}');
    expect(clean('@import url(https://evil.example/x.css) screen;p{}')).toBe('p{}');
    expect(clean('a{background:image-set("https://evil.example/a.png" 1x)}')).not.toContain(
      'image-set',
    );
    expect(clean('a{background:-webkit-image-set("https://e.example/a.png" 1x)}')).not.toMatch(
      /image-set|evil/,
    );
    expect(clean('a{background:src("https://evil.example/a.png")}')).toMatch(/none\(/);
  });

  it('sees through CSS escapes and comments', () => {
    expect(clean('background:\\75 rl(https://evil.example/a.png)')).toContain('/proxy?url=');
    expect(clean('@\\69mport "https://evil.example/x.css";p{}')).toBe('p{}');
    expect(clean('width:e\\78pression(alert(1))')).toBeNull();
    expect(clean('width:expr/**/ession(alert(1))')).toBeNull();
  });

  it('drops CSS that only old IE or a script would use', () => {
    for (const css of [
      'width:expression(alert(1))',
      'behavior:url(x.htc)',
      '-moz-binding:url(https://evil.example/x.xml#x)',
      'background:url(javascript:alert(1))',
      'background:url("  JaVaScRiPt:alert(1)")',
      'background:url(vbscript:msgbox(1))',
    ])
      expect(clean(css), css).toBeNull();
  });

  it('leaves ordinary CSS as it was', () => {
    const css =
      '.btn{color:#fff;background:#1a73e8;padding:8px 16px}@media (max-width:600px){p{margin:0}}';
    expect(clean(css)).toBe(css);
  });
});
