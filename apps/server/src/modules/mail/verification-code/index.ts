import { findNearKeyword } from './near-keyword.ts';
import { prepare } from './prepare.ts';
import { findBySender } from './senders.ts';

/*
 * Finds the one-time code in a received mail (subject and plain text), so the seller copies it
 * with one click; the mail module stores it with each mail. Pure and dependency-free.
 *
 * Per-sender rules first (Steam, Battle.net, Google, Microsoft, Epic Games, Discord, WhatsApp),
 * looked up from the From header; then the general rule: a 4-8 character token near a code word
 * ("code", "OTP", "password", "Einmalkennwort", "пароль", "סיסמה", "验证码", "인증번호", ...) in
 * the same sentence, after it or just before it. Dates, times, prices, phone numbers, years,
 * order and tracking numbers are turned down by what stands around them. The corpus that
 * measures them is in ../verification-code-corpus.test.ts.
 */

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
