import type { Dispute } from '@shop/contract';

/**
 * Each purchase's unresolved dispute (by transaction id -> dispute id): a purchase has at most
 * one, and while it has one the way to it replaces the way to a new one.
 */
export function openDisputesByPurchase(disputes: readonly Dispute[] | undefined) {
  const open = new Map<number, number>();
  for (const d of disputes ?? []) if (d.status !== 'resolved') open.set(d.transaction_id, d.id);
  return open;
}
