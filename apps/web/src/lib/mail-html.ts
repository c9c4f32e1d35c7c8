import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { API_BASE } from '@/api/client';
import { mediaApi } from '@/api/operations';
import { sanitizeMailCss } from './mail-css';
import { mailDocument } from './mail-document';

/** The image proxy (apps/server media routes): the only way a mail's remote image may load. */
export const IMAGE_PROXY_PATH = `${API_BASE}${mediaApi.imageCache.path}`;

export type MailTheme = 'light' | 'dark';

/** SPEC §9: the default text colour by theme, matching the app's own text on its surfaces. */
const TEXT_COLOUR: Record<MailTheme, string> = { light: '#111827', dark: '#f9fafb' };

/** Attributes that load an image; each remote one goes through the proxy, the rest are dropped. */
const IMAGE_ATTRIBUTES = ['src', 'background', 'poster'];

export function proxiedImageUrl(url: string, origin: string): string {
  return `${origin}${IMAGE_PROXY_PATH}?url=${encodeURIComponent(url)}`;
}

/**
 * Where a mail's image may load from: remote ones through the proxy, inline data: images as
 * they are; null for the rest (cid: parts and relative paths have nothing to load here).
 */
function imageTarget(value: string, origin: string): string | null {
  if (/^https?:\/\//i.test(value)) return proxiedImageUrl(value, origin);
  if (/^\/\//.test(value)) return proxiedImageUrl(`https:${value}`, origin);
  return /^data:image\//i.test(value) ? value : null;
}

function rewriteImages(node: Element, origin: string): void {
  node.removeAttribute('srcset');
  for (const name of IMAGE_ATTRIBUTES) {
    const value = node.getAttribute(name)?.trim();
    if (value === undefined) continue;
    const target = imageTarget(value, origin);
    if (target === null) node.removeAttribute(name);
    else node.setAttribute(name, target);
  }
  const style = node.getAttribute('style');
  if (style === null) return;
  const clean = sanitizeMailCss(style, (url) => imageTarget(url, origin));
  if (clean === null) node.removeAttribute('style');
  else node.setAttribute('style', clean);
}

/**
 * A link in a mail opens a new tab (the frame's `<base target="_blank">`) that must never reach
 * back into the app: a mail's own `rel="opener"` would hand it `window.opener`, so every link's
 * rel is replaced, whatever the mail wrote.
 */
function forbidOpener(node: Element): void {
  if (node.tagName !== 'A' && node.tagName !== 'AREA') return;
  node.setAttribute('rel', 'noopener noreferrer');
}

let purifier: Purifier | null = null;
let hookOrigin = '';

/** Our own instance: hooks added to the shared default would leak into other callers. */
function mailPurifier(origin: string): Purifier {
  hookOrigin = origin;
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeType !== 1) return;
    rewriteImages(node as Element, hookOrigin);
    forbidOpener(node as Element);
  });
  purifier.addHook('afterSanitizeElements', (node) => {
    if (node.nodeName !== 'STYLE') return;
    node.textContent =
      sanitizeMailCss(node.textContent ?? '', (url) => imageTarget(url, hookOrigin)) ?? '';
  });
  return purifier;
}

/**
 * The mail's HTML without scripts, event handlers, `javascript:` links, forms, frames, SVG or
 * meta refreshes (DOMPurify's HTML profile), with every remote image, CSS ones included,
 * rewritten to the proxy.
 */
export function sanitizeMailHtml(html: string, origin = window.location.origin): string {
  return mailPurifier(origin).sanitize(html, {
    USE_PROFILES: { html: true },
    WHOLE_DOCUMENT: true,
    FORBID_TAGS: ['form', 'input', 'button', 'select', 'textarea', 'base', 'meta', 'link'],
    FORBID_ATTR: ['action', 'formaction', 'ping'],
  });
}

/** A mail that picks any colour of its own is shown as designed, on white, like a mail client. */
function setsOwnColours(html: string): boolean {
  return (
    /[\s;{"'](?:background-)?colou?r\s*:/i.test(html) || /\s(?:text|bgcolor|color)\s*=/i.test(html)
  );
}

/**
 * The frame's document for a received mail (DESIGN §5): sanitised, a CSP that lets images come
 * only from the proxy or inline data, and SPEC §9's default text colour by theme unless the
 * mail sets colours itself.
 */
export function receivedMailDocument(
  html: string,
  theme: MailTheme,
  origin = window.location.origin,
): string {
  const clean = sanitizeMailHtml(html, origin);
  const csp = `default-src 'none'; img-src ${origin}${IMAGE_PROXY_PATH} data:; style-src 'unsafe-inline'`;
  // The frame stays transparent on the app's surface only when its colour scheme matches the
  // page's; a designed mail gets a light scheme and a white page under it.
  const colours = setsOwnColours(clean)
    ? ':root{color-scheme:light;background:#fff}body{color:#111827}'
    : `:root{color-scheme:${theme}}body{color:${TEXT_COLOUR[theme]}}`;
  const head =
    `<meta http-equiv="Content-Security-Policy" content="${csp}">` +
    `<style>${colours}body{margin:16px;font-family:system-ui,sans-serif;overflow-wrap:anywhere}img{max-width:100%;height:auto}</style>`;
  return mailDocument(clean, head);
}
