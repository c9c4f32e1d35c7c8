/**
 * One layout for every outbound mail: a heading, paragraphs, an optional table of facts and
 * an optional button, rendered as HTML and as plain text from the same parts. Every value is
 * escaped here, so templates pass plain strings.
 */
export interface MailParts {
  heading: string;
  paragraphs: string[];
  facts?: Array<[label: string, value: string]>;
  action?: { label: string; url: string };
  /** A picture above the heading (an account's cover); an absolute URL. */
  image?: { url: string; alt: string };
  /** Shown small under the body (why the mail was sent, what to do if it was not expected). */
  footer?: string;
  /** Small links under the footer (unsubscribe). */
  footerLinks?: Array<{ label: string; url: string }>;
}

export { utcTime } from '../../lib/utc-time.ts';

/** Whole dollars shown as the shop shows prices everywhere: $1,250.00. */
export const usd = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** The shop's name: the mail's brand line, and the From name beside a seller's. */
export const SHOP_NAME = 'Gacha Shop';

// Inline styles only: most mail clients drop <style> blocks. Sizes suit a phone as well, and long
// values (addresses, passwords) wrap instead of pushing the card wider than the screen.
const STYLE = {
  body: 'margin:0;padding:24px 12px;background:#f4f4f5;color:#18181b;font-family:system-ui,-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;font-size:16px',
  frame: 'max-width:560px;margin:0 auto',
  brand: 'margin:0 0 12px 4px;font-size:14px;font-weight:700;color:#6d28d9',
  card: 'background:#fff;border:1px solid #e4e4e7;border-radius:12px;padding:24px 20px',
  heading: 'font-size:20px;line-height:1.3;margin:0 0 16px',
  paragraph: 'line-height:1.5;margin:0 0 12px',
  facts: 'width:100%;border-collapse:collapse;margin:16px 0;font-size:15px',
  factLabel:
    'padding:8px 12px 8px 0;color:#52525b;white-space:nowrap;vertical-align:top;border-top:1px solid #f4f4f5',
  factValue:
    'padding:8px 0;font-weight:600;overflow-wrap:anywhere;word-break:break-word;border-top:1px solid #f4f4f5',
  button:
    'display:inline-block;background:#6d28d9;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600',
  footer: 'margin:24px 0 0;color:#71717a;font-size:13px;line-height:1.5;overflow-wrap:anywhere',
  footerLink: 'color:#52525b;text-decoration:underline',
  image:
    'display:block;width:100%;max-width:520px;height:auto;border-radius:8px;margin:0 0 16px;border:0',
};

export function renderMail(parts: MailParts): { text: string; html: string } {
  const text = [
    parts.heading,
    '',
    ...parts.paragraphs.flatMap((p) => [p, '']),
    ...(parts.facts?.length ? [...parts.facts.map(([k, v]) => `${k}: ${v}`), ''] : []),
    ...(parts.action ? [`${parts.action.label}: ${parts.action.url}`, ''] : []),
    ...(parts.footer || parts.footerLinks?.length ? ['--'] : []),
    ...(parts.footer ? [parts.footer] : []),
    ...(parts.footerLinks ?? []).map((l) => `${l.label}: ${l.url}`),
  ]
    .join('\n')
    .trimEnd();
  const facts = parts.facts?.length
    ? `<table role="presentation" style="${STYLE.facts}">${parts.facts
        .map(
          ([k, v]) =>
            `<tr><td style="${STYLE.factLabel}">${escapeHtml(k)}</td><td style="${STYLE.factValue}">${escapeHtml(v)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const action = parts.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(parts.action.url)}" style="${STYLE.button}">${escapeHtml(parts.action.label)}</a></p>`
    : '';
  const footer = parts.footer ? `<p style="${STYLE.footer}">${escapeHtml(parts.footer)}</p>` : '';
  const footerLinks = parts.footerLinks?.length
    ? `<p style="${STYLE.footer}">${parts.footerLinks
        .map(
          (l) =>
            `<a href="${escapeHtml(l.url)}" style="${STYLE.footerLink}">${escapeHtml(l.label)}</a>`,
        )
        .join(' &middot; ')}</p>`
    : '';
  const image = parts.image
    ? `<img src="${escapeHtml(parts.image.url)}" alt="${escapeHtml(parts.image.alt)}" width="520" style="${STYLE.image}">`
    : '';
  const body = parts.paragraphs.map((p) => `<p style="${STYLE.paragraph}">${escapeHtml(p)}</p>`);
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(parts.heading)}</title></head>` +
    `<body style="${STYLE.body}"><div style="${STYLE.frame}">` +
    `<p style="${STYLE.brand}">${SHOP_NAME}</p><div style="${STYLE.card}">` +
    `${image}<h1 style="${STYLE.heading}">${escapeHtml(parts.heading)}</h1>` +
    `${body.join('')}${facts}${action}${footer}${footerLinks}</div></div></body></html>`;
  return { text, html };
}
