import { readStorage, removeStorage, writeStorage } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { serverNow } from '@/lib/server-time';

/** What the purchase page needs to show an order again after a reload. */
export type StoredOrder = { id: number; token: string; expires_at: string; account_id: number };

function isStoredOrder(value: unknown): value is StoredOrder {
  if (typeof value !== 'object' || value === null) return false;
  const order = value as Record<string, unknown>;
  return (
    typeof order.id === 'number' &&
    typeof order.token === 'string' &&
    typeof order.expires_at === 'string' &&
    typeof order.account_id === 'number'
  );
}

function readAll(): Record<string, StoredOrder> {
  try {
    const parsed: unknown = JSON.parse(readStorage(STORAGE_KEYS.pendingOrders) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, order]) => isStoredOrder(order)));
  } catch {
    return {};
  }
}

function writeAll(orders: Record<string, StoredOrder>): void {
  if (Object.keys(orders).length === 0) removeStorage(STORAGE_KEYS.pendingOrders);
  else writeStorage(STORAGE_KEYS.pendingOrders, JSON.stringify(orders));
}

/** The buyer's open order for an account, unless its deadline has passed (then it is dropped). */
export function readStoredOrder(accountId: number, now = serverNow()): StoredOrder | null {
  const orders = readAll();
  const order = orders[accountId];
  if (!order) return null;
  if (!(Date.parse(order.expires_at) > now)) {
    delete orders[accountId];
    writeAll(orders);
    return null;
  }
  return order;
}

export function storeOrder(order: StoredOrder): void {
  writeAll({ ...readAll(), [order.account_id]: order });
}

export function forgetOrder(accountId: number): void {
  const orders = readAll();
  if (!(accountId in orders)) return;
  delete orders[accountId];
  writeAll(orders);
}
