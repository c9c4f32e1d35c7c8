import {
  DISPUTE_ANSWER_HOURS,
  DISPUTE_REASON_LABELS,
  DISPUTE_RESOLUTION_LABELS,
} from '@shop/contract';
import { linkLifetime, type BuyerLink } from '../buyer-access/links.ts';
import type { OutgoingMail } from '../outbox/outbox.ts';
import { renderMail, usd } from '../outbox/layout.ts';
import type { DisputeRow } from './repo.ts';

export type Step =
  | { kind: 'opened' }
  | { kind: 'message'; from: 'buyer' | 'seller' | 'owner'; body: string }
  | { kind: 'escalated'; by: 'timer' | 'buyer' }
  | { kind: 'resolved' };

export type Side = 'buyer' | 'seller' | 'owner';

function subjectOf(step: Step, row: DisputeRow): string {
  const about = `dispute #${row.id} (${row.account_code})`;
  switch (step.kind) {
    case 'opened':
      return `We received your ${about}`;
    case 'message':
      return `New message in ${about}`;
    case 'escalated':
      return `The shop owner now decides ${about}`;
    case 'resolved':
      return `Resolved: ${about}`;
  }
}

function paragraphsOf(step: Step, row: DisputeRow): string[] {
  switch (step.kind) {
    case 'opened':
      return [
        `The seller has ${DISPUTE_ANSWER_HOURS} hours to answer; if they do not, the shop owner takes the dispute over. The mails you cited are kept as they were received.`,
      ];
    case 'message':
      return [`${step.from === 'owner' ? 'The shop owner' : 'The seller'} wrote:`, step.body];
    case 'escalated':
      return [
        step.by === 'timer'
          ? `The seller did not answer within ${DISPUTE_ANSWER_HOURS} hours, so the shop owner now decides your dispute.`
          : 'You asked the shop owner to decide your dispute; they will answer in it.',
      ];
    case 'resolved':
      return [
        `Outcome: ${DISPUTE_RESOLUTION_LABELS[row.resolution ?? 'rejected']}.`,
        ...(row.resolution_note ? [row.resolution_note] : []),
      ];
  }
}

/**
 * The buyer's mail about a step of their dispute. Its link opens the dispute at once with a token
 * of its own (24 hours, as every buyer link); past that the page offers a new link.
 */
export function disputeMail(
  step: Step,
  row: DisputeRow,
  to: string,
  buyerLink: BuyerLink,
): OutgoingMail {
  const subject = subjectOf(step, row);
  return {
    to,
    subject,
    ...renderMail({
      heading: subject,
      paragraphs: [...paragraphsOf(step, row), linkLifetime(buyerLink)],
      facts: [
        ['Account', `${row.account_code} (${row.game_name})`],
        ['Price', usd(row.amount)],
        ['Reason', DISPUTE_REASON_LABELS[row.reason]],
      ],
      action: { label: 'Open the dispute', url: buyerLink.url },
    }),
  };
}
