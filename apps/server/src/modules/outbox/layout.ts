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
  /** Shown small under the body (why the mail was sent, what to do if it was not expected). */
  footer?: string;
}

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export function renderMail(parts: MailParts): { text: string; html: string } {
  const text = [
    parts.heading,
    '',
    ...parts.paragraphs.flatMap((p) => [p, '']),
    ...(parts.facts?.length ? [...parts.facts.map(([k, v]) => `${k}: ${v}`), ''] : []),
    ...(parts.action ? [`${parts.action.label}: ${parts.action.url}`, ''] : []),
    ...(parts.footer ? ['--', parts.footer] : []),
  ]
    .join('\n')
    .trimEnd();
  const facts = parts.facts?.length
    ? `<table role="presentation" cellpadding="6" style="border-collapse:collapse;margin:16px 0">${parts.facts
        .map(
          ([k, v]) =>
            `<tr><td style="color:#555">${escapeHtml(k)}</td><td style="font-weight:600">${escapeHtml(v)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const action = parts.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(parts.action.url)}" style="background:#4f46e5;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(parts.action.label)}</a></p>`
    : '';
  const html = `<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#111;background:#f6f6f7;margin:0;padding:24px"><div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(parts.heading)}</h1>${parts.paragraphs
    .map((p) => `<p style="line-height:1.5">${escapeHtml(p)}</p>`)
    .join(
      '',
    )}${facts}${action}${parts.footer ? `<p style="color:#666;font-size:12px;margin-top:24px">${escapeHtml(parts.footer)}</p>` : ''}</div></body></html>`;
  return { text, html };
}
