import { findNearKeyword } from './near-keyword.ts';
import { prepare } from './prepare.ts';
import { findBySender } from './senders.ts';

/**
 * The verification code of a mail, or null when it carries none. `from` is the From header
 * as sent; with it, the rule of a known sender is tried first.
 *
 * The code comes back as it is typed: without the spaces and dashes that group it
 * ("123 456", "123-456" give "123456") and without Google's "G-" ("G-552190" gives
 * "552190"), which Google's own form shows before the field.
 */
export function findVerificationCode(subject: string, text: string, from?: string): string | null {
  const prepared = prepare(subject, text);
  return findBySender(prepared, from) ?? findNearKeyword(prepared);
}
