import type { OrderStatus, TransactionStatusView } from '@shop/contract/values';

/** Still waiting for the buyer's money, or for delivery right after it. */
export function isOpenStatus(status: OrderStatus): boolean {
  return status === 'pending' || status === 'paid';
}

/**
 * The colour family of SPEC §4 for an order's own status (DESIGN §5): expired and cancelled
 * show as failed; a paid order is about to be delivered, so it still waits.
 */
export function orderStatusView(status: OrderStatus): TransactionStatusView {
  switch (status) {
    case 'pending':
    case 'paid':
      return 'pending';
    case 'delivered':
      return 'delivered';
    default:
      return 'failed';
  }
}
