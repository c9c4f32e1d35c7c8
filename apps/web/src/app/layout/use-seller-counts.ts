import { useUnreadCount } from '@/features/email/api/use-unread-count';
import { usePendingCount } from '@/features/orders/api/get-pending-count';

export type SellerCounts = { unread: number; pending: number };

/** What waits for the signed-in seller: unread mail and orders to confirm; 0 and 0 signed out. */
export function useSellerCounts(): SellerCounts {
  return { unread: useUnreadCount(), pending: usePendingCount() };
}
