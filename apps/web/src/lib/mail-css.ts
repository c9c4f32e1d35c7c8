/**
 * A received mail's CSS (its `<style>` elements and `style` attributes). The frame's CSP already
 * stops CSS from loading anything but proxied images; this keeps the markup itself clean too,
 * and lets a mail's CSS background images show, through the proxy like its `<img>`s.
 */

/** Only old IE ran these; no real mail needs them, so CSS that uses one is dropped whole. */
const HOSTILE = /expression\s*\(|behavior\s*:|-moz-binding|javascript:|vbscript:/i;

/**
 * CSS escapes spell anything (`\75 rl(` is `url(`), so they are decoded before looking; a mail's
 * CSS rarely needs one, and what it spelled is kept as the plain character.
 */
function unescapeCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?(?:\*\/|$)/g, '')
    .replace(/\\([0-9a-f]{1,6})[ \t\n\r\f]?/gi, (_, hex: string) => {
      const code = parseInt(hex, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
    })
    .replace(/\\([^\n])/g, '$1');
}

const URL_FUNCTION = /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)]*?))\s*\)/gi;

/**
 * The mail's CSS with each `url()` through the proxy (remote images), kept (inline data: images)
 * or set to `none` (anything else); `@import`, `image-set()` and `src()`, which load without
 * `url()`, are removed. Null: hostile, drop it.
 */
export function sanitizeMailCss(
  css: string,
  proxied: (url: string) => string | null,
): string | null {
  const plain = unescapeCss(css);
  if (HOSTILE.test(plain)) return null;
  return plain
    .replace(/@import[^;]*;?/gi, '')
    .replace(/(?:-webkit-)?image-set\s*\(|\bsrc\s*\(/gi, 'none(')
    .replace(URL_FUNCTION, (_, double?: string, single?: string, bare?: string) => {
      const target = proxied((double ?? single ?? bare ?? '').trim());
      return target === null ? 'none' : `url("${target.replace(/["\\\n]/g, encodeURIComponent)}")`;
    });
}
