import { Type } from 'typebox';
import { MultiLine, SecurityAlertField } from './fields.ts';
import { BuyerEmailsQuery } from './buyer-access.ts';
import { SenderVerifiedField } from './email.ts';
import {
  DISPUTE_MESSAGE_MAX,
  DISPUTE_REASONS,
  DISPUTE_RESOLUTIONS,
  DISPUTE_STATUSES,
  EMAIL_PAGE_SIZE,
  MAX_DISPUTE_EVIDENCE,
  ROW_ID_MAX,
} from './values.ts';

/**
 * Disputes (DESIGN §5 "Warranty and disputes"): a buyer opens one within the warranty, citing
 * mails of the account; the seller answers within DISPUTE_ANSWER_HOURS or it goes to the owner,
 * who resolves it.
 */

const Timestamp = Type.String({ format: 'date-time' });
const NullableTimestamp = Type.Union([Timestamp, Type.Null()]);
const RowId = Type.Integer({ minimum: 1, maximum: ROW_ID_MAX });
const Message = MultiLine({ minLength: 1, maxLength: DISPUTE_MESSAGE_MAX });

export const DisputeReasonField = Type.Enum(DISPUTE_REASONS);
export const DisputeStatusField = Type.Enum(DISPUTE_STATUSES);
export const DisputeResolutionField = Type.Enum(DISPUTE_RESOLUTIONS);

export const DisputeMessage = Type.Object({
  id: Type.Integer(),
  author: Type.Enum(['buyer', 'seller', 'owner'] as const),
  /** The buyer's name, the seller's or the owner's display name. */
  author_name: Type.String(),
  body: Type.String(),
  created_at: Timestamp,
});
export type DisputeMessage = Type.Static<typeof DisputeMessage>;

/** A mail of the account cited by the buyer, with the hash of its raw message when cited. */
export const DisputeEvidence = Type.Object({
  email_id: Type.Integer(),
  subject: Type.String(),
  from: Type.String(),
  email_created_at: Timestamp,
  raw_sha256: Type.String(),
  /**
   * Whether its sender is who its From says (EmailSummary.sender_verified): a mail whose
   * signature failed or was missing proves less than one the sender's domain signed.
   */
  sender_verified: SenderVerifiedField,
  /** The security event the shop recognised in it, if any. */
  security_alert: SecurityAlertField,
});
export type DisputeEvidence = Type.Static<typeof DisputeEvidence>;

/** One dispute as a list shows it. */
export const DisputeSummary = Type.Object({
  id: Type.Integer(),
  transaction_id: Type.Integer(),
  account_id: Type.Integer(),
  account_code: Type.String(),
  game_name: Type.String(),
  seller_code: Type.String(),
  buyer_name: Type.String(),
  amount: Type.Integer(),
  reason: DisputeReasonField,
  status: DisputeStatusField,
  resolution: Type.Union([DisputeResolutionField, Type.Null()]),
  opened_at: Timestamp,
  /** While open: when it goes to the owner if the seller has not answered. */
  answer_due_at: NullableTimestamp,
  last_message_at: Timestamp,
});
export type DisputeSummary = Type.Static<typeof DisputeSummary>;

/** One dispute whole: its thread and its evidence. */
export const Dispute = Type.Object({
  ...DisputeSummary.properties,
  resolution_note: Type.Union([Type.String(), Type.Null()]),
  answered_at: NullableTimestamp,
  escalated_at: NullableTimestamp,
  resolved_at: NullableTimestamp,
  warranty_until: NullableTimestamp,
  messages: Type.Array(DisputeMessage),
  evidence: Type.Array(DisputeEvidence),
});
export type Dispute = Type.Static<typeof Dispute>;

export const DisputeList = Type.Object({
  disputes: Type.Array(DisputeSummary),
  total: Type.Integer(),
  limit: Type.Integer(),
  page: Type.Integer(),
});
export type DisputeList = Type.Static<typeof DisputeList>;

/** GET /api/roller/disputes: the seller's own; the owner's are every seller's. */
export const DisputeListQuery = Type.Object(
  {
    status: Type.Optional(DisputeStatusField),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: EMAIL_PAGE_SIZE })),
  },
  { additionalProperties: false },
);
export type DisputeListQuery = Type.Static<typeof DisputeListQuery>;

export const DisputeParams = Type.Object({ id: RowId }, { additionalProperties: false });

/** POST /api/buyer/disputes?token=. */
export const OpenDisputeBody = Type.Object(
  {
    transaction_id: RowId,
    reason: DisputeReasonField,
    message: Message,
    evidence_email_ids: Type.Array(RowId, { maxItems: MAX_DISPUTE_EVIDENCE, uniqueItems: true }),
  },
  { additionalProperties: false },
);
export type OpenDisputeBody = Type.Static<typeof OpenDisputeBody>;

/** GET /api/buyer/disputes?token=: every dispute of the buyer's purchases, newest first. */
export const BuyerDisputes = Type.Object({ disputes: Type.Array(Dispute) });
export type BuyerDisputes = Type.Static<typeof BuyerDisputes>;
export const BuyerDisputeQuery = BuyerEmailsQuery;

export const DisputeMessageBody = Type.Object(
  { message: Message },
  { additionalProperties: false },
);
export type DisputeMessageBody = Type.Static<typeof DisputeMessageBody>;

/** POST /api/owner/disputes/{id}/resolve: a rejection says why. */
export const ResolveDisputeBody = Type.Object(
  {
    resolution: DisputeResolutionField,
    note: MultiLine({ maxLength: DISPUTE_MESSAGE_MAX }),
  },
  { additionalProperties: false },
);
export type ResolveDisputeBody = Type.Static<typeof ResolveDisputeBody>;
