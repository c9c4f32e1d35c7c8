import type { BuyerAccount } from '@shop/contract';
import { SECURITY_ALERT_LABELS } from '@shop/contract/values';
import { formatSender } from '@/components/mailbox/sender';
import { Alert } from '@/components/ui/alert';
import { formatDateTime } from '../lib/warranty';
import { DisputeLink } from './dispute-link';

/** At most this many banners per account: the newest events, the rest are marked in the list. */
const BANNERS_SHOWN = 3;

/** What a banner adds to its title: the way to a dispute, or the one already open. */
function advice(underWarranty: boolean, disputeOpen: boolean): string {
  if (disputeOpen) return ' — your dispute about this account is open';
  return underWarranty ? ' — if this was not you, open a dispute' : '';
}

/**
 * A known sender whose domain's DNS did not answer raised the alert unchecked (decision 0041):
 * the banner says so, as the buyer's alert mail does.
 */
const unchecked = (verified: boolean | null) => (verified === null ? ' (sender not verified)' : '');

/**
 * The account's mail flagged as a security event during the warranty (DESIGN §5): one banner
 * each, newest first, saying what happened and when, with the way to a dispute while the
 * warranty runs, or to the purchase's open dispute, which a buyer can only add to.
 */
export function SecurityAlerts({
  account,
  token,
  underWarranty,
  openDispute,
}: {
  account: BuyerAccount;
  token: string;
  underWarranty: boolean;
  /** The purchase's unresolved dispute, if it has one. */
  openDispute: number | null;
}) {
  const flagged = account.emails.filter((e) => e.security_alert).slice(0, BANNERS_SHOWN);
  if (flagged.length === 0) return null;
  const disputeOpen = openDispute !== null;
  return (
    <div className="flex flex-col gap-2">
      {flagged.map((email) => (
        <Alert
          key={email.id}
          variant="error"
          title={`Security alert: ${SECURITY_ALERT_LABELS[email.security_alert!]} on ${formatDateTime(email.email_created_at)}${unchecked(email.sender_verified)}${advice(underWarranty, disputeOpen)}`}
        >
          <p className="mt-1">
            {underWarranty || disputeOpen
              ? `“${email.subject}” from ${formatSender(email.from)} is kept as evidence.`
              : 'The warranty of this account has ended.'}
          </p>
          {(underWarranty || disputeOpen) && (
            <DisputeLink
              token={token}
              transactionId={account.transaction_id}
              openDispute={openDispute}
              citing={email.id}
              variant="danger"
              size="sm"
              className="mt-2"
            />
          )}
        </Alert>
      ))}
    </div>
  );
}
