import type { SecurityAlertKind } from '@shop/contract/values';
import { findVerificationCode } from '../verification-code/index.ts';
import { keywordKind } from './keywords.ts';
import { senderKind, senderOf } from './senders.ts';
import { readable } from './text.ts';

export interface MailToClassify {
  /** The From header as stored ("Steam Support <noreply@steampowered.com>"). */
  from: string;
  subject: string;
  /** The readable text: the text part, or the HTML's readable text for an HTML-only mail. */
  text: string;
}

/**
 * The account-security event a mail reports (DESIGN §5: password reset requested or password
 * changed, e-mail or phone changed, a sign-in from a new device, a recovery request, two-step
 * verification turned off), or null for ordinary mail.
 *
 * The per-sender rules of the big game and platform senders decide first, by the From
 * domain; then the phrases of every language the shop reads. The kind is what the mail says
 * happened or was requested: a code to reset the password or change the address is that
 * event; a code to sign in is ordinary, even on a new device, since whoever signs in asked
 * for it. A sign-in notice without a code is `new_device_login`.
 *
 * Pure and synchronous; reads at most the first 6,000 characters of the text.
 */
export function classifySecurityMail(mail: MailToClassify): SecurityAlertKind | null {
  const subject = readable(mail.subject);
  const text = readable(mail.text);
  const hasCode = () => findVerificationCode(mail.subject, mail.text, mail.from) !== null;
  const bySender = senderKind(mail.from, subject, text, hasCode);
  if (bySender !== undefined) return bySender;
  const kind = keywordKind(subject, text);
  if (kind === 'new_device_login' && hasCode()) return null;
  return kind;
}

/** An alert the warranty watch raises: its kind, and whether its sender could not be checked. */
export interface SecurityAlert {
  kind: SecurityAlertKind;
  unverified: boolean;
}

/**
 * The one rule of alerts (DESIGN §5, decision 0041): only a known game or platform sender
 * (senders.ts) raises one, since the buyer, the seller and the owner act on it and a dispute
 * cites it; and only when its DKIM signature verifies (`senderVerified` true), or, marked
 * unverified, when DNS could not answer (null). A signature that fails or is missing (false)
 * is what a forger sends: no alert. An unknown sender raises none whatever it says.
 */
export function securityAlertOf(
  mail: MailToClassify & { senderVerified: boolean | null },
): SecurityAlert | null {
  if (mail.senderVerified === false || senderOf(mail.from) === undefined) return null;
  const kind = classifySecurityMail(mail);
  return kind === null ? null : { kind, unverified: mail.senderVerified === null };
}
