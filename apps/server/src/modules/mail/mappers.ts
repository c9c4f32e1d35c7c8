import type { BuyerEmail, DisputeEvidence, EmailDetail, EmailSummary } from '@shop/contract';
import { displayText } from './display-text.ts';
import type { MailboxRepo } from './mailbox-repo.ts';

type SummaryRow = Awaited<ReturnType<MailboxRepo['page']>>[number];
type TextRow = Awaited<ReturnType<MailboxRepo['pageWithText']>>[number];
type DetailRow = NonNullable<Awaited<ReturnType<MailboxRepo['one']>>>;
type CitedRow = Awaited<ReturnType<MailboxRepo['cited']>>[number];

/**
 * What is shown as a header goes through displayText here too: mail stored before it was
 * applied at parse time still holds bidi controls in its subject and names.
 */
export function toEmailSummary(row: SummaryRow): EmailSummary {
  return {
    id: Number(row.id),
    from: displayText(row.from_address),
    to: displayText(row.to ?? ''),
    subject: displayText(row.subject),
    preview: displayText(row.preview),
    created_at: row.created_at.toISOString(),
    is_read: row.is_read,
    has_html: row.has_html,
    code: row.code,
    link: row.link,
    sender_verified: row.sender_verified,
  };
}

export function toEmailDetail(row: DetailRow): EmailDetail {
  return {
    ...toEmailSummary(row),
    text: row.text_body,
    html: row.html_body,
    attachments: row.attachments.map((a) => ({
      filename: a.filename === null ? null : displayText(a.filename),
      content_type: a.content_type,
      size: a.size,
      content_id: a.content_id,
      inline: a.inline,
    })),
  };
}

/** A buyer's list shows each mail's text whole (its preview when it has none). */
export function toBuyerEmail(row: TextRow): BuyerEmail {
  const summary = toEmailSummary(row);
  return {
    id: summary.id,
    subject: summary.subject,
    from: summary.from,
    to: summary.to,
    body: row.text_body || row.preview,
    preview: summary.preview,
    email_created_at: summary.created_at,
    has_html: summary.has_html,
    code: summary.code,
    link: summary.link,
    sender_verified: summary.sender_verified,
    security_alert: row.security_alert ?? null,
  };
}

/** A mail a dispute cites, as its evidence shows it (the dispute adds the hash it kept). */
export function toCitedMail(row: CitedRow): Omit<DisputeEvidence, 'raw_sha256'> {
  return {
    email_id: Number(row.id),
    subject: displayText(row.subject),
    from: displayText(row.from_address),
    email_created_at: row.created_at.toISOString(),
    sender_verified: row.sender_verified,
    security_alert: row.security_alert ?? null,
  };
}
