/**
 * Finds the one-time code in a received mail (subject and plain text), so the seller copies it
 * with one click. Pure and dependency-free: the server stores it with each mail and the web may
 * run it on text it already holds (`@shop/contract/verification-code`).
 *
 * Per-sender rules first (Steam, Battle.net, Google, Microsoft, Epic Games, Discord, WhatsApp),
 * looked up from the From header; then the general rule: a 4-8 character token near a code word
 * ("code", "OTP", "password", "Einmalkennwort", "пароль", "סיסמה", "验证码", "인증번호", ...) in
 * the same sentence, after it or just before it. Dates, times, prices, phone numbers, years,
 * order and tracking numbers are turned down by what stands around them. The rules live in
 * `./verification-code/`; the corpus that measures them is in the server's mail tests.
 */
export { findVerificationCode } from './verification-code/index.ts';
