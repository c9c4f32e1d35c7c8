import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { forgetOrder, readStoredOrder, storeOrder } from './stored-orders';

const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const order = (account_id: number, expires_at = '2026-03-01T12:05:00.000Z') => ({
  id: account_id * 10,
  token: `tok-${account_id}`,
  expires_at,
  account_id,
});

describe('stored orders', () => {
  it('keeps one order per account', () => {
    storeOrder(order(1));
    storeOrder(order(2));
    expect(readStoredOrder(1, NOW)).toEqual(order(1));
    expect(readStoredOrder(2, NOW)).toEqual(order(2));
    forgetOrder(1);
    expect(readStoredOrder(1, NOW)).toBeNull();
    expect(readStoredOrder(2, NOW)).toEqual(order(2));
  });

  it('drops an order whose deadline has passed', () => {
    storeOrder(order(1, '2026-03-01T11:59:59.000Z'));
    expect(readStoredOrder(1, NOW)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.pendingOrders)).toBeNull();
  });

  it('ignores what is not an order', () => {
    localStorage.setItem(STORAGE_KEYS.pendingOrders, JSON.stringify({ 1: { id: 'x' } }));
    expect(readStoredOrder(1, NOW)).toBeNull();
    localStorage.setItem(STORAGE_KEYS.pendingOrders, 'not json');
    expect(readStoredOrder(1, NOW)).toBeNull();
  });
});
