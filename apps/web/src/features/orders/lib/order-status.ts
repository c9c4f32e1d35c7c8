import type { OrderStatus } from '@shop/contract/values';

/** Still waiting for the buyer's money, or for delivery right after it. */
export function isOpenStatus(status: OrderStatus): boolean {
  return status === 'pending' || status === 'paid';
}

/** The colour family of SPEC §4 for an order's own status (DESIGN §5). */
export { orderStatusView } from '@shop/contract/values';
