const BASE_HEAD = '<base target="_blank"><meta name="referrer" content="no-referrer">';

/**
 * The mail's HTML as the frame's document. Links open in a new tab (the frame is sandboxed
 * without scripts, so a page followed inside it could not work, and it is sized to the mail, not
 * to another page), and without a referrer, since mail links carry tokens. `head` adds markup first in the head (a
 * CSP, default styles), so the mail's own styles still win. A leading doctype stays first, so
 * the mail renders in standards mode as a mail client would show it.
 */
export function mailDocument(html: string, head = ''): string {
  const HEAD = BASE_HEAD + head;
  if (/<head[\s>]/i.test(html)) return html.replace(/<head[^>]*>/i, (tag) => tag + HEAD);
  if (/<html[\s>]/i.test(html))
    return html.replace(/<html[^>]*>/i, (tag) => `${tag}<head>${HEAD}</head>`);
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html)?.[0] ?? '';
  return doctype + HEAD + html.slice(doctype.length);
}
