import { Badge, type BadgeVariant } from './badge';

/** SPEC §4: pending yellow, delivered green, failed red, anything else grey. */
export function transactionStatusVariant(status: string | null | undefined): BadgeVariant {
  switch (status?.toLowerCase()) {
    case 'pending':
      return 'pending';
    case 'delivered':
      return 'delivered';
    case 'failed':
      return 'failed';
    default:
      return 'other';
  }
}

/** A seller's view of an account's transaction_status. */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  return (
    <Badge variant={transactionStatusVariant(status)} className="capitalize">
      {status || 'available'}
    </Badge>
  );
}
