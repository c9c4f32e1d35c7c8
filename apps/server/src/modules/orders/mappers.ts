import type { OrderCanceller, RollerTransaction } from '@shop/contract';
import type { OrderRow } from './repo.ts';

/** What leaves the server of an order row: the buyer's and the seller's views share a core. */

export const iso = (d: Date | string) => new Date(d).toISOString();

/** The fields the buyer's invoice and the seller's list share. */
export function orderCore(r: OrderRow) {
  return {
    id: r.id,
    status: r.status,
    account_id: r.account_id,
    account_code: r.account_code,
    game_id: r.game_id,
    game_name: r.game_name,
    buyer_name: r.buyer_name,
    buyer_email: r.buyer_email,
    created_at: iso(r.created_at),
    expires_at: iso(r.expires_at),
  };
}

/** The name buyers know the seller by: their display name from settings, else their code. */
export const sellerName = (r: Pick<OrderRow, 'roller_name' | 'roller_code'>) =>
  r.roller_name.trim() || r.roller_code;

/** Who ended an unpaid order; null while it is open or once it is paid. */
export function cancelledBy(r: Pick<OrderRow, 'status' | 'cancelled_by'>): OrderCanceller | null {
  if (r.status === 'expired') return 'lapsed';
  // Orders cancelled before the column have it filled in by migration 0024.
  if (r.status === 'cancelled') return r.cancelled_by ?? 'seller';
  return null;
}

export function toRollerTransaction(r: OrderRow): RollerTransaction {
  return {
    ...orderCore(r),
    amount: r.amount,
    note: r.note,
    paid_at: r.paid_at ? iso(r.paid_at) : null,
    delivered_at: r.delivered_at ? iso(r.delivered_at) : null,
    seller: { code: r.roller_code, name: r.roller_name },
  };
}
