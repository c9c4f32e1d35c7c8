import type { Dispute } from '@shop/contract';
import { DISPUTE_REASON_LABELS } from '@shop/contract/values';
import { Card } from '@/components/ui/card';
import { StatList, type StatItem } from '@/components/ui/stat';
import { formatUsd } from '@/lib/format';
import { formatDateTime } from '../lib/format-time';

/** What the dispute is about: the account, its price, the buyer, why; the heading says where it stands. */
export function DisputeFacts({
  dispute: d,
  showSeller = false,
  showBuyer = true,
  nested = false,
}: {
  dispute: Dispute;
  showSeller?: boolean;
  /** The buyer's own page does not name the buyer to themselves. */
  showBuyer?: boolean;
  /** Inside the buyer's card for the whole dispute, not a card of its own. */
  nested?: boolean;
}) {
  const items: StatItem[] = [
    { label: 'Account', value: `${d.account_code} · ${d.game_name}` },
    { label: 'Price', value: formatUsd(d.amount) },
    ...(showBuyer ? [{ label: 'Buyer', value: d.buyer_name }] : []),
    ...(showSeller ? [{ label: 'Seller', value: d.seller_code }] : []),
    { label: 'Reason', value: DISPUTE_REASON_LABELS[d.reason] },
    { label: 'Opened', value: formatDateTime(d.opened_at) },
    {
      label: 'Warranty until',
      value: d.warranty_until ? formatDateTime(d.warranty_until) : 'No warranty',
    },
  ];
  const facts = <StatList size="sm" className="[&_dd]:break-words" items={items} />;
  if (nested) return facts;
  return (
    <Card as="section" aria-label="About this dispute">
      {facts}
    </Card>
  );
}
