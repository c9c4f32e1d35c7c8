import { promisify } from 'node:util';
import { gzip, gzipSync } from 'node:zlib';
import { simpleParser, type AddressObject } from 'mailparser';
import { EMAIL_PREVIEW_CHARS, findVerificationCode } from '@shop/contract';
import type { NewMail } from './repo.ts';

const gzipAsync = promisify(gzip);
/**
 * Up to this size the raw message is compressed on the spot: for a few KB the round trip to
 * the thread pool costs several times the compression itself (60 µs for a 1.7 KB login mail).
 */
const INLINE_GZIP_MAX = 64 * 1024;

const compress = (raw: Buffer) =>
  raw.length <= INLINE_GZIP_MAX ? Promise.resolve(gzipSync(raw)) : gzipAsync(raw);

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** PostgreSQL text holds neither NUL nor half a surrogate pair; a mail may carry both. */
export function storable(s: string): string {
  return s.replaceAll('\u0000', '').replace(LONE_SURROGATE, '\uFFFD');
}

function addressText(a: AddressObject | AddressObject[] | undefined): string {
  if (!a) return '';
  return (Array.isArray(a) ? a : [a]).map((x) => x.text).join(', ');
}

/** The plain text, whitespace folded, cut at a character (never inside a surrogate pair). */
export function previewOf(text: string): string {
  return Array.from(
    text
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, EMAIL_PREVIEW_CHARS * 2),
  )
    .slice(0, EMAIL_PREVIEW_CHARS)
    .join('');
}

/**
 * Parses a raw RFC 822 message into what the inbox shows and searches, and compresses the raw
 * bytes to keep beside it. HTML is kept as sent: the page sanitises it before showing it.
 */
export async function parseMail(raw: Buffer, envelopeFrom: string): Promise<NewMail> {
  const [parsed, rawGz] = await Promise.all([
    simpleParser(raw, { skipTextToHtml: true, skipImageLinks: true, skipTextLinks: true }),
    compress(raw),
  ]);
  const subject = storable(parsed.subject ?? '');
  const text = storable(parsed.text ?? '');
  return {
    headerMessageId: parsed.messageId ? storable(parsed.messageId) : null,
    envelopeFrom: storable(envelopeFrom),
    from: storable(addressText(parsed.from)),
    to: storable(addressText(parsed.to)),
    subject,
    text,
    html: typeof parsed.html === 'string' ? storable(parsed.html) : null,
    preview: previewOf(text),
    code: findVerificationCode(subject, text),
    attachments: parsed.attachments.map((a) => ({
      filename: a.filename ? storable(a.filename) : null,
      content_type: storable(a.contentType),
      size: a.size,
      content_id: a.cid ? storable(a.cid) : null,
      inline: a.contentDisposition === 'inline',
    })),
    rawGz,
    rawSize: raw.length,
  };
}
