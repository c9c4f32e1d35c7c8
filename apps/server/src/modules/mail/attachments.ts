import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { simpleParser } from 'mailparser';
import { errors } from '../../lib/errors.ts';
import type { MailAttachment } from '../../db/column-types.ts';
import { binaryAnswer } from '../../plugins/openapi-answers.ts';
import { displayText } from './display-text.ts';

const gunzipAsync = promisify(gunzip);

/** A file a reader downloads: its bytes and the name and type the mail's metadata gives it. */
export interface MailFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A stored type that is a plain `type/subtype`; anything else is sent as opaque bytes. */
const MIME_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,62}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/i;

/**
 * The n-th attachment of a stored message, read from its raw bytes (only metadata is indexed):
 * mailparser lists attachments in the same order as when the message was stored. The type is
 * the stored one, so the metadata a reader saw is what they get.
 */
export async function attachmentOf(
  rawGz: Buffer,
  listed: MailAttachment[],
  n: number,
): Promise<MailFile> {
  const meta = listed[n];
  if (!meta) throw errors.attachmentNotFound();
  const parsed = await simpleParser(await gunzipAsync(rawGz), {
    skipTextToHtml: true,
    skipHtmlToText: true,
    skipImageLinks: true,
    skipTextLinks: true,
  });
  const part = parsed.attachments[n];
  if (!part) throw errors.attachmentNotFound();
  return {
    filename: meta.filename || `attachment-${n + 1}`,
    contentType: MIME_TYPE.test(meta.content_type) ? meta.content_type : 'application/octet-stream',
    content: part.content,
  };
}

/** The raw message as a reader downloads it for support: the bytes as received. */
export async function rawMessageOf(rawGz: Buffer, id: number): Promise<MailFile> {
  return {
    filename: `mail-${id}.eml`,
    contentType: 'message/rfc822',
    content: await gunzipAsync(rawGz),
  };
}

/** `filename="ascii"; filename*=UTF-8''utf8` (RFC 6266): every browser gets a safe name. */
function dispositionOf(filename: string): string {
  const cleaned = displayText(filename)
    .replace(/[\p{Cc}/\\]/gu, '_')
    .slice(0, 200);
  const ascii = cleaned.replace(/[^\x20-\x7e]/g, '_').replace(/["%;]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(cleaned)}`;
}

/**
 * Sends a file as a download, never rendered: `attachment` disposition, no sniffing, and a
 * sandbox CSP in case a browser shows it anyway (an HTML attachment must not run on our origin).
 */
export function sendFile(reply: FastifyReply, file: MailFile) {
  return reply
    .type(file.contentType)
    .header('content-disposition', dispositionOf(file.filename))
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.content);
}

/** OpenAPI: a download answer (the bytes, under the type the mail gave the file). */
export const FILE_RESPONSE = {
  200: binaryAnswer('The file, as a download (Content-Disposition: attachment)', '*/*'),
};

/** OpenAPI: the raw message as a download. */
export const RAW_MESSAGE_RESPONSE = {
  200: binaryAnswer('The message as received, as a download', 'message/rfc822'),
};
