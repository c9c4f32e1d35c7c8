import { DISPUTE_STATUS_LABELS, type DisputeStatus } from '@shop/contract/values';
import { Badge } from '@/components/ui/badge';
import { STATUS_VARIANT } from '../lib/dispute-status';

/** Where a dispute stands, in the words of the pages and mails. */
export function DisputeStatusBadge({ status }: { status: DisputeStatus }) {
  return <Badge variant={STATUS_VARIANT[status]}>{DISPUTE_STATUS_LABELS[status]}</Badge>;
}
