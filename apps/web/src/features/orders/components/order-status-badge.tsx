import type { OrderStatus } from '@shop/contract/values';
import { Badge } from '@/components/ui/badge';
import { transactionStatusVariant } from '@/components/ui/status-badge';
import { orderStatusView } from '../lib/order-status';

/** An order's own status word, in the colour of SPEC §4 (expired and cancelled as failed). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge variant={transactionStatusVariant(orderStatusView(status))} className="capitalize">
      {status}
    </Badge>
  );
}
