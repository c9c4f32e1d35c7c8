import { parseAddressHeader } from 'mailparser';

/**
 * What the inbox keeps of a message, exactly as mailparser's `simpleParser` gives it (with
 * `skipTextToHtml`): from and to as its address text, text and html undefined when absent.
 */
export interface ParsedMail {
  messageId: string | undefined;
  from: string;
  to: string;
  subject: string | undefined;
  text: string | undefined;
  html: string | undefined;
}

/** Headers the stored fields are made of: each may appear once, in plain ASCII. */
const WANTED = new Set(['from', 'to', 'subject', 'message-id']);
/** Headers a part of the fast path may have (anything else, e.g. a disposition, is left out). */
const PART_HEADERS = new Set(['content-type', 'content-transfer-encoding']);
const ENCODINGS = new Set(['7bit', '8bit', 'quoted-printable', 'base64']);
/** Charsets mailparser takes as UTF-8 without converting (its own test, on the normalised name). */
const UTF8_NAMES = new Set(['utf8', 'usascii', 'ascii']);
/** Printable ASCII and tab only: no 8-bit bytes, no control characters in a header. */
const PLAIN_HEADER = /^[\t\x20-\x7e]*$/;
const TOKEN = /^[a-z0-9!#$%&'*+.^_`{|}~-]+$/i;
/** A quoted value: the characters of a MIME boundary (RFC 2046), no quote or backslash. */
const QUOTED = /^"[a-z0-9'()+_,./:=?-][a-z0-9'()+_,./:=? -]*"$/i;
const STRICT_BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const QP_ESCAPE = /=(?![0-9A-Fa-f]{2})/;

interface Header {
  key: string;
  value: string;
}

/**
 * The header block as mailsplit reads it (a line starting with space or tab continues the last
 * one), each value unfolded and trimmed as libmime's decodeHeader does. Null when a line is
 * not plain ASCII or has no name, so only the cases read the same way by both are taken.
 */
function readHeaders(block: string): Header[] | null {
  const headers: Header[] = [];
  for (const line of block.split('\r\n')) {
    if (!PLAIN_HEADER.test(line)) return null;
    if (line.startsWith(' ') || line.startsWith('\t')) {
      const last = headers.at(-1);
      if (!last) return null;
      last.value += ` ${line.replace(/^[ \t]+/, '')}`;
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) return null;
    headers.push({ key: line.slice(0, colon).trim().toLowerCase(), value: line.slice(colon + 1) });
  }
  for (const h of headers) h.value = h.value.trim();
  return headers;
}

/** `type/sub; name=value; ...` with only the parameters allowed: null on anything else. */
function contentType(value: string | undefined, allowed: string) {
  if (value === undefined) return null;
  const [type = '', ...rest] = value.split(';');
  const params = new Map<string, string>();
  for (const raw of rest) {
    if (raw.trim() === '') continue;
    const eq = raw.indexOf('=');
    const name = raw.slice(0, eq).trim().toLowerCase();
    let v = raw.slice(eq + 1).trim();
    if (eq < 0 || name !== allowed || params.has(name)) return null;
    if (QUOTED.test(v)) v = v.slice(1, -1);
    else if (!TOKEN.test(v)) return null;
    params.set(name, v);
  }
  const t = type.trim().toLowerCase();
  return /^[a-z]+\/[a-z0-9.+-]+$/.test(t) ? { type: t, param: params.get(allowed) } : null;
}

/** The bytes of a part's body, or null for an encoding decoded differently here and there. */
function decodeBody(body: Buffer, encoding: string | undefined): Buffer | null {
  if (encoding === undefined || encoding === '7bit' || encoding === '8bit') return body;
  const s = body.toString('latin1');
  if (encoding === 'base64') {
    const b64 = s.replaceAll('\r\n', '');
    return STRICT_BASE64.test(b64) && b64.length % 4 === 0 ? Buffer.from(b64, 'base64') : null;
  }
  // Quoted-printable with no trailing blanks and no stray `=`: the cases whose decoding no
  // decoder reads another way (soft breaks dropped, =XX to a byte).
  if (/[ \t]\r\n|[ \t]$/.test(s)) return null;
  const joined = s.replaceAll('=\r\n', '');
  if (QP_ESCAPE.test(joined)) return null;
  return Buffer.from(
    joined.replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    ),
    'latin1',
  );
}

interface Leaf {
  type: string;
  content: string;
}

/** A text/plain or text/html leaf in UTF-8 or ASCII, given its headers and body; else null. */
function readLeaf(headers: Header[], body: Buffer, allowed: Set<string>): Leaf | null {
  const byKey = new Map<string, string>();
  for (const h of headers) {
    if (!allowed.has(h.key)) continue;
    if (byKey.has(h.key)) return null;
    byKey.set(h.key, h.value);
  }
  const ct = contentType(byKey.get('content-type'), 'charset');
  if (!ct || (ct.type !== 'text/plain' && ct.type !== 'text/html')) return null;
  if (!ct.param || !UTF8_NAMES.has(ct.param.toLowerCase().replace(/[^a-z0-9]+/g, ''))) return null;
  const encoding = byKey.get('content-transfer-encoding')?.toLowerCase();
  if (encoding !== undefined && !ENCODINGS.has(encoding)) return null;
  const decoded = decodeBody(body, encoding);
  if (!decoded) return null;
  return { type: ct.type, content: decoded.toString().replace(/\r?\n/g, '\n') };
}

/** The parts between `--boundary` lines, each as its header block and body; null if unusual. */
function splitParts(body: Buffer, boundary: string): { head: string; body: Buffer }[] | null {
  const s = body.toString('latin1');
  const open = `--${boundary}`;
  const lines = s.split('\r\n');
  const marks: number[] = [];
  let closed = -1;
  for (const [i, line] of lines.entries()) {
    if (!line.startsWith(open)) continue;
    if (line === open && closed < 0) marks.push(i);
    else if (line === `${open}--` && closed < 0) closed = i;
    else return null;
  }
  if (marks.length === 0 || closed < 0) return null;
  marks.push(closed);
  const parts: { head: string; body: Buffer }[] = [];
  for (let k = 0; k + 1 < marks.length; k++) {
    const partLines = lines.slice(marks[k]! + 1, marks[k + 1]);
    const blank = partLines.indexOf('');
    if (blank <= 0) return null;
    parts.push({
      head: partLines.slice(0, blank).join('\r\n'),
      body: Buffer.from(partLines.slice(blank + 1).join('\r\n'), 'latin1'),
    });
  }
  return parts;
}

/**
 * Reads the mail the shop gets most (a login code: plain text, or text and HTML alternatives,
 * in UTF-8, with plain ASCII headers) without mailparser's stream machinery, which costs
 * several times more for such a message than the rest of storing it. Returns null for
 * anything else (encoded words, attachments, other charsets, nested parts, bare LF line
 * ends...): the caller parses those with mailparser. For what it takes, the result equals
 * `simpleParser`'s (the equivalence test compares both over a corpus of messages).
 */
export function parseSimpleMail(raw: Buffer): ParsedMail | null {
  const end = raw.indexOf('\r\n\r\n');
  if (end <= 0) return null;
  const headers = readHeaders(raw.toString('latin1', 0, end));
  if (!headers || /^(from |post )/i.test(headers[0]?.key ?? '')) return null;
  const body = raw.subarray(end + 4);
  if (/\r(?!\n)|(?<!\r)\n/.test(body.toString('latin1'))) return null;

  const fields = new Map<string, string>();
  for (const h of headers) {
    if (!WANTED.has(h.key)) continue;
    if (fields.has(h.key) || h.value.includes('=?')) return null;
    fields.set(h.key, h.value);
  }

  const leaves: Leaf[] = [];
  if (headers.some((h) => h.key === 'content-disposition')) return null;
  const type = headers.find((h) => h.key === 'content-type')?.value;
  if (type?.toLowerCase().startsWith('multipart/')) {
    const ct = contentType(type, 'boundary');
    if (ct?.type !== 'multipart/alternative' || !ct.param) return null;
    if (headers.some((h) => h.key === 'content-transfer-encoding')) return null;
    const parts = splitParts(body, ct.param);
    if (!parts) return null;
    for (const part of parts) {
      const partHeaders = readHeaders(part.head);
      if (!partHeaders || partHeaders.some((h) => !PART_HEADERS.has(h.key))) return null;
      const leaf = readLeaf(partHeaders, part.body, PART_HEADERS);
      if (!leaf) return null;
      leaves.push(leaf);
    }
  } else {
    const leaf = readLeaf(headers, body, PART_HEADERS);
    // A lone HTML body gets a text made from it by mailparser: left to mailparser.
    if (!leaf || leaf.type !== 'text/plain') return null;
    leaves.push(leaf);
  }

  const text = leaves.filter((l) => l.type === 'text/plain' && l.content).map((l) => l.content);
  const html = leaves.filter((l) => l.type === 'text/html' && l.content).map((l) => l.content);
  const messageId = fields.get('message-id');
  const address = (key: string) => {
    const value = fields.get(key);
    return value ? parseAddressHeader(value).text : '';
  };
  return {
    messageId: messageId
      ? `${messageId.startsWith('<') ? '' : '<'}${messageId}${messageId.endsWith('>') ? '' : '>'}`
      : undefined,
    from: address('from'),
    to: address('to'),
    subject: fields.get('subject') || undefined,
    text: text.length ? text.join('\n') : undefined,
    html: html.length ? html.join('<br/>\n') : undefined,
  };
}
