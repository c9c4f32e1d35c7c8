import { promisify } from 'node:util';
import { gzip, gzipSync } from 'node:zlib';
import { simpleParser, type AddressObject } from 'mailparser';
import { EMAIL_PREVIEW_CHARS } from '@shop/contract';
import type { MailAttachment } from '../../db/column-types.ts';
import { displayText } from './display-text.ts';
import { findVerificationLink, readMailHtml } from './readable/index.ts';
import { findVerificationCode } from './verification-code/index.ts';
import type { NewMail } from './repo.ts';
import { hasDkimSignature } from './sender-check.ts';
import { parseSimpleMail, type ParsedMail } from './simple-mail.ts';
import {
  headerBlock,
  UNREADABLE_SUBJECT,
  UNREADABLE_TEXT,
  unreadableReason,
} from './unreadable.ts';

const gzipAsync = promisify(gzip);
/**
 * Up to this size the raw message is compressed on the spot: for a few KB the round trip to
 * the thread pool costs several times the compression itself (bench/notes/ingest-history.md,
 * "What changed, and what it was worth", gzip through the thread pool).
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

/**
 * The readable text, whitespace folded, cut at a character (never inside a surrogate pair),
 * with `...` after a cut so a reader knows there is more (SPEC §9).
 */
export function previewOf(text: string): string {
  const chars = Array.from(
    text
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, EMAIL_PREVIEW_CHARS * 2 + 2),
  );
  if (chars.length <= EMAIL_PREVIEW_CHARS) return chars.join('');
  return `${chars.slice(0, EMAIL_PREVIEW_CHARS).join('').trimEnd()}...`;
}

/** Any message, by mailparser: attachments, encoded words, every charset and structure. */
export async function parseWithMailparser(
  raw: Buffer,
): Promise<ParsedMail & { attachments: MailAttachment[] }> {
  const parsed = await simpleParser(raw, {
    skipTextToHtml: true,
    // An HTML-only mail's text is made by readableText (parseMail): mailparser's conversion
    // keeps image URLs, link targets and upper-cased headings.
    skipHtmlToText: true,
    skipImageLinks: true,
    skipTextLinks: true,
  });
  return {
    messageId: parsed.messageId,
    from: addressText(parsed.from),
    to: addressText(parsed.to),
    subject: parsed.subject,
    text: parsed.text,
    html: typeof parsed.html === 'string' ? parsed.html : undefined,
    attachments: parsed.attachments.map((a) => ({
      filename: a.filename ? displayText(storable(a.filename)) : null,
      content_type: storable(a.contentType),
      size: a.size,
      content_id: a.cid ? storable(a.cid) : null,
      inline: a.contentDisposition === 'inline',
    })),
  };
}

/** A plain login mail is read on the fast path; anything else by mailparser. */
function parseAny(raw: Buffer) {
  const simple = parseSimpleMail(raw);
  return simple ? { ...simple, attachments: [] } : parseWithMailparser(raw);
}

/** A URL as a text part writes it, bare or in brackets: a target, not words a reader reads. */
const LINK_TARGET = /[<[(]?\b(?:https?:\/\/|www\.)[^\s<>[\]()]*[>\])]?/gi;
/** Without an anchor and an href, an HTML part holds no link to find (two linear scans). */
const mayHoldLinks = (html: string) => /<a[\s>]/i.test(html) && /href/i.test(html);

/**
 * What a reader sees of a mail without opening it: the preview (the text part, or the readable
 * text of the HTML when there is no text part; link targets left out either way), the code
 * (in the subject and text, else in the HTML's readable text) and the verification link. The
 * HTML is walked at most once, and only when the text part cannot answer for it.
 */
function readingAids(subject: string, from: string, text: string, html: string | null) {
  let walked: ReturnType<typeof readMailHtml> | null = null;
  const walk = (markup: string) => (walked ??= readMailHtml(markup, text));
  const readable = html === null || text.trim() ? text : walk(html).readable;
  const code =
    findVerificationCode(subject, text, from) ??
    (html === null ? null : findVerificationCode(subject, walk(html).readable, from));
  const link =
    html !== null && mayHoldLinks(html) ? walk(html).link : findVerificationLink(null, text);
  const preview = displayText(previewOf(readable.replace(LINK_TARGET, ' ')));
  return { preview, code, link, readable };
}

/** What is read of a message: everything stored but the envelope, the raw bytes and the proof. */
type ReadMail = Omit<NewMail, 'envelopeFrom' | 'rawGz' | 'rawSize' | 'senderVerified'>;

/**
 * The message read whole. Names and the subject are kept as a reader is to see them (bidi
 * controls out); the bodies as sent: the page sanitises HTML before showing it.
 */
async function readMail(raw: Buffer): Promise<ReadMail> {
  const parsed = await parseAny(raw);
  const subject = displayText(storable(parsed.subject ?? ''));
  const from = displayText(storable(parsed.from));
  const html = parsed.html !== undefined ? storable(parsed.html) : null;
  const aids = readingAids(subject, from, storable(parsed.text ?? ''), html);
  // An HTML-only mail keeps its readable text as its text: what a reader without HTML sees.
  const text = parsed.text?.trim() ? storable(parsed.text) : storable(aids.readable);
  return {
    headerMessageId: parsed.messageId ? storable(parsed.messageId) : null,
    from,
    to: displayText(storable(parsed.to)),
    subject,
    text,
    html,
    preview: aids.preview,
    code: aids.code,
    link: aids.link,
    attachments: parsed.attachments,
  };
}

/**
 * A message that cannot be taken apart (mailparser refuses over 1,000 parts however they nest),
 * kept rather than refused: once the sender has its 250 nothing may be lost, and a refusal
 * (451) would bring it back for days. Listed under a placeholder subject, from the sender its
 * header block names (else the envelope's), readable as its source.
 */
async function unreadableMail(raw: Buffer, envelopeFrom: string): Promise<ReadMail> {
  const head = headerBlock(raw);
  const headers = head ? await parseWithMailparser(head).catch(() => null) : null;
  const claimed = headers?.subject ? `\n\nIts subject line: ${displayText(headers.subject)}` : '';
  const text = storable(`${UNREADABLE_TEXT}${claimed}`);
  return {
    headerMessageId: headers?.messageId ? storable(headers.messageId) : null,
    from: displayText(storable(headers?.from || envelopeFrom)),
    to: displayText(storable(headers?.to ?? '')),
    subject: UNREADABLE_SUBJECT,
    text,
    html: null,
    preview: displayText(previewOf(text)),
    code: null,
    link: null,
    attachments: [],
  };
}

/** A parsed message, and why it could not be read when it could not (then stored as source). */
export type ParsedMessage = NewMail & { unreadable: string | null };

/**
 * Parses a raw RFC 822 message into what the inbox shows and searches, and compresses the raw
 * bytes to keep beside it. Never fails on the message's content: what cannot be read is kept
 * unread (unreadableMail); only storing it can fail.
 */
export async function parseMail(raw: Buffer, envelopeFrom: string): Promise<ParsedMessage> {
  const rawGz = compress(raw);
  let read: ReadMail;
  let unreadable: string | null = null;
  try {
    read = await readMail(raw);
  } catch (err) {
    unreadable = unreadableReason(err);
    read = await unreadableMail(raw, envelopeFrom);
  }
  return {
    ...read,
    envelopeFrom: storable(envelopeFrom),
    rawGz: await rawGz,
    rawSize: raw.length,
    // Unsigned mail is decided here; a signature is checked after the commit (decision 0041).
    senderVerified: hasDkimSignature(raw) ? null : false,
    unreadable,
  };
}
