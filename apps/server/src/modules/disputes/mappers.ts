import type { Dispute, DisputeEvidence, DisputeMessage, DisputeSummary } from '@shop/contract';
import type { DisputesRepo, DisputeRow } from './repo.ts';
import { warrantyUntil } from '../../lib/warranty.ts';

type MessageRow = Awaited<ReturnType<DisputesRepo['messages']>>[number];
type EvidenceRow = Awaited<ReturnType<DisputesRepo['evidence']>>[number];
/** A cited mail as the mailbox shows it. */
type CitedMail = Omit<DisputeEvidence, 'raw_sha256'>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toDisputeSummary(row: DisputeRow): DisputeSummary {
  return {
    id: row.id,
    transaction_id: row.transaction_id,
    account_id: row.account_id,
    account_code: row.account_code,
    game_name: row.game_name,
    seller_code: row.seller_code,
    buyer_name: row.buyer_name,
    amount: row.amount,
    reason: row.reason,
    status: row.status,
    resolution: row.resolution,
    opened_at: row.opened_at.toISOString(),
    answer_due_at: iso(row.escalate_at),
    last_message_at: (row.last_message_at ?? row.opened_at).toISOString(),
  };
}

/** Who wrote a message, as the thread shows it. */
function authorName(m: MessageRow, row: DisputeRow): string {
  if (m.author === 'buyer') return row.buyer_name;
  return m.roller_name ?? (m.author === 'owner' ? 'Shop owner' : row.seller_name);
}

function toMessage(m: MessageRow, row: DisputeRow): DisputeMessage {
  return {
    id: m.id,
    author: m.author,
    author_name: authorName(m, row),
    body: m.body,
    created_at: m.created_at.toISOString(),
  };
}

export function toDispute(
  row: DisputeRow,
  messages: MessageRow[],
  evidence: EvidenceRow[],
  cited: CitedMail[],
): Dispute {
  const hashOf = new Map(evidence.map((e) => [Number(e.message_id), e.raw_sha256]));
  return {
    ...toDisputeSummary(row),
    resolution_note: row.resolution_note,
    answered_at: iso(row.answered_at),
    escalated_at: iso(row.escalated_at),
    resolved_at: iso(row.resolved_at),
    warranty_until: iso(warrantyUntil(row)),
    messages: messages.map((m) => toMessage(m, row)),
    evidence: cited.map((mail) => ({ ...mail, raw_sha256: hashOf.get(mail.email_id)! })),
  };
}
