/**
 * The warranty an order was sold with (DESIGN §5): it runs from delivery for the days the order
 * snapshotted, and a refund or a resolved dispute may end it earlier (`warranty_ended_at`).
 */
export interface SoldWarranty {
  warranty_days: number;
  delivered_at: Date | string | null;
  warranty_ended_at: Date | string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the warranty ends; null for an order sold without one (or not delivered yet). */
export function warrantyUntil(order: SoldWarranty): Date | null {
  if (order.warranty_days <= 0 || order.delivered_at === null) return null;
  const until = new Date(new Date(order.delivered_at).getTime() + order.warranty_days * DAY_MS);
  if (order.warranty_ended_at === null) return until;
  const ended = new Date(order.warranty_ended_at);
  return ended < until ? ended : until;
}
