import { SECURITY_ALERT_LABELS, type SecurityAlertKind } from '@shop/contract';
import { linkLifetime, type BuyerLink } from '../buyer-access/links.ts';
import type { OutgoingMail } from '../outbox/outbox.ts';
import { renderMail, utcTime as utc } from '../outbox/layout.ts';

export interface AlertFacts {
  kind: SecurityAlertKind;
  accountCode: string;
  subject: string;
  from: string;
  receivedAt: Date;
  /** Raised although the sender could not be checked (its domain's DNS did not answer). */
  unverified: boolean;
}

/** What the alert says of its sender when the shop could not check it (decision 0041). */
export const UNVERIFIED_NOTE =
  'The shop could not check that this mail really came from its sender: the sender’s domain did not answer when asked for its signing key. Read it with care.';

/** "Security alert: a password reset was requested on 2026-11-27 10:04 UTC". */
export const alertSentence = (f: AlertFacts) =>
  `Security alert: ${SECURITY_ALERT_LABELS[f.kind]} on ${utc(f.receivedAt)}`;

/**
 * The buyer's mail about a flagged mail: what happened, and the way to a dispute, whose form its
 * link opens with the flagged mail already cited.
 */
export function alertMail(f: AlertFacts, to: string, buyerLink: BuyerLink): OutgoingMail {
  return {
    to,
    subject: `${alertSentence(f)}${f.unverified ? ' (sender not verified)' : ''} (${f.accountCode})`,
    ...renderMail({
      heading: alertSentence(f),
      paragraphs: [
        `The shop received this mail for ${f.accountCode}, an account you bought that is still under warranty.`,
        'If this was not you, open a dispute: the link below opens its form with this mail already cited as evidence.',
        ...(f.unverified ? [UNVERIFIED_NOTE] : []),
        linkLifetime(buyerLink),
      ],
      facts: [
        ['Account', f.accountCode],
        ['Mail', f.subject],
        ['From', f.from],
        ['Sender', f.unverified ? 'Not verified' : 'Verified (signed by its domain)'],
      ],
      action: { label: 'Open a dispute', url: buyerLink.url },
    }),
  };
}
