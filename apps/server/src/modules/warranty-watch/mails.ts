import { SECURITY_ALERT_LABELS, type SecurityAlertKind } from '@shop/contract';
import type { OutgoingMail } from '../outbox/outbox.ts';
import { renderMail, utcTime as utc } from '../outbox/layout.ts';

export interface AlertFacts {
  kind: SecurityAlertKind;
  accountCode: string;
  subject: string;
  from: string;
  receivedAt: Date;
}

/** "Security alert: a password reset was requested on 2026-11-27 10:04 UTC". */
export const alertSentence = (f: AlertFacts) =>
  `Security alert: ${SECURITY_ALERT_LABELS[f.kind]} on ${utc(f.receivedAt)}`;

/** The buyer's mail about a flagged mail: what happened, and the way to a dispute. */
export function alertMail(f: AlertFacts, to: string, publicUrl: string): OutgoingMail {
  return {
    to,
    subject: `${alertSentence(f)} (${f.accountCode})`,
    ...renderMail({
      heading: alertSentence(f),
      paragraphs: [
        `The shop received this mail for ${f.accountCode}, an account you bought that is still under warranty.`,
        'If this was not you, open a dispute from your purchases page: the mail is kept as evidence.',
      ],
      facts: [
        ['Account', f.accountCode],
        ['Mail', f.subject],
        ['From', f.from],
      ],
      action: { label: 'Open my purchases', url: `${publicUrl}/buyer-emails` },
      footer: 'Ask for a new link on that page with the e-mail you bought with.',
    }),
  };
}
