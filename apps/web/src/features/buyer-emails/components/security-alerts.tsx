import type { BuyerAccount } from '@shop/contract';
import { SECURITY_ALERT_LABELS } from '@shop/contract/values';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { formatDateTime } from '../lib/warranty';

/** At most this many banners per account: the newest events, the rest are marked in the list. */
const BANNERS_SHOWN = 3;

/** Where a buyer opens a dispute about this purchase (the dispute page takes the same token). */
export const disputeLink = (token: string, transactionId: number) =>
  `/buyer-disputes?${new URLSearchParams({ token, transaction: String(transactionId) })}`;

/**
 * The account's mail flagged as a security event during the warranty (DESIGN §5): one banner
 * each, newest first, saying what happened and when, with the way to a dispute while the
 * warranty runs.
 */
export function SecurityAlerts({
  account,
  token,
  underWarranty,
}: {
  account: BuyerAccount;
  token: string;
  underWarranty: boolean;
}) {
  const flagged = account.emails.filter((e) => e.security_alert).slice(0, BANNERS_SHOWN);
  if (flagged.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      {flagged.map((email) => (
        <Alert
          key={email.id}
          variant="error"
          title={`Security alert: ${SECURITY_ALERT_LABELS[email.security_alert!]} on ${formatDateTime(email.email_created_at)}${underWarranty ? ' — if this was not you, open a dispute' : ''}`}
        >
          <p className="mt-1">
            {underWarranty
              ? `“${email.subject}” from ${email.from} is kept as evidence.`
              : 'The warranty of this account has ended.'}
          </p>
          {underWarranty && (
            <ButtonLink
              to={disputeLink(token, account.transaction_id)}
              variant="danger"
              size="sm"
              className="mt-2"
            >
              Open a dispute
            </ButtonLink>
          )}
        </Alert>
      ))}
    </div>
  );
}
