import { fail } from './app-error.ts';
import { utcTime } from './utc-time.ts';

/** The disputes' part of the error catalogue (spread into `errors`, the one catalogue). */
export const disputeErrors = {
  /** Another seller's dispute, another buyer's, or none: never say which. */
  disputeNotFound: () => fail('DISPUTE_NOT_FOUND', 'Dispute not found'),
  /** A purchase the token's buyer did not make, or none. */
  purchaseNotFound: () =>
    fail(
      'PURCHASE_NOT_FOUND',
      'transaction_id: no purchase of yours has this id',
      'transaction_id',
    ),
  disputeNotDelivered: () =>
    fail(
      'DISPUTE_NOT_DELIVERED',
      'transaction_id: only a delivered purchase can be disputed',
      'transaction_id',
    ),
  warrantyOver: (until: Date | null) =>
    fail(
      'WARRANTY_OVER',
      until
        ? `transaction_id: the warranty of this purchase ended on ${utcTime(until)}`
        : 'transaction_id: this account was sold without a warranty',
      'transaction_id',
    ),
  disputeAlreadyOpen: () =>
    fail(
      'DISPUTE_ALREADY_OPEN',
      'transaction_id: a dispute about this purchase is already open; write in it instead',
      'transaction_id',
    ),
  disputeResolved: () => fail('DISPUTE_RESOLVED', 'This dispute is resolved already'),
  disputeNotAnswered: (due: Date | null) =>
    fail(
      'DISPUTE_NOT_ANSWERED',
      `The seller has not answered yet; the shop owner takes the dispute over by itself${due ? ` at ${utcTime(due)}` : ''}`,
    ),
  rejectionNeedsNote: () =>
    fail('VALIDATION_FAILED', 'note: say why the dispute is rejected', 'note'),
  evidenceNotOfAccount: (id: number) =>
    fail(
      'VALIDATION_FAILED',
      `evidence_email_ids: mail ${id} is not a mail of this account since its purchase`,
      'evidence_email_ids',
    ),
};
