/** The subject an unreadable message is listed under: whatever it claimed, it was not read. */
export const UNREADABLE_SUBJECT = '(unreadable message)';

/** Its text: what happened, and where the message itself is. */
export const UNREADABLE_TEXT =
  'This message could not be read: its structure is beyond what the shop takes apart (too many ' +
  'parts, nested too deep, or malformed). It is kept exactly as received; the seller can open ' +
  'it with View source.';

/** More header than any real message carries; past it the header block is not read at all. */
const MAX_HEAD_BYTES = 64 * 1024;

/**
 * The top-level header block of a message, as a message of its own with no body: the sender,
 * recipients and subject it claims can be read even when its body cannot be split (a header
 * block alone has no parts to overflow). Null when no header block ends within MAX_HEAD_BYTES.
 */
export function headerBlock(raw: Buffer): Buffer | null {
  const window = raw.subarray(0, MAX_HEAD_BYTES);
  const ends = [window.indexOf('\r\n\r\n'), window.indexOf('\n\n')].filter((i) => i >= 0);
  if (ends.length === 0) return null;
  return Buffer.concat([window.subarray(0, Math.min(...ends)), Buffer.from('\r\n\r\n')]);
}

/** Why a message could not be read, for the log: mailparser's code (EMAXLEN) and message. */
export function unreadableReason(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const code = (err as { code?: unknown }).code;
  return `${typeof code === 'string' ? code : err.name}: ${err.message}`;
}
