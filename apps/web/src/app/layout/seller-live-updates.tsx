import { useInboxLiveUpdates } from '@/features/email/hooks/use-inbox-live-updates';
import { usePendingCount } from '@/features/orders/api/get-pending-count';
import { useNewOrderChime } from '@/features/orders/hooks/use-new-order-chime';
import { useOrdersLiveUpdates } from '@/features/orders/hooks/use-orders-live-updates';
import { useDocumentTitleCount } from '@/hooks/use-document-title';
import { useRevokedSignOut } from '@/hooks/use-roller-realtime';

/**
 * The signed-in seller's live events, each feature refreshing what it shows (DESIGN §6); and so
 * that no sale goes unnoticed in a background tab, a chime per new order and the number of
 * orders waiting for payment ahead of every page's title. A disabled seller is signed out.
 */
export default function SellerLiveUpdates() {
  useRevokedSignOut();
  useInboxLiveUpdates();
  useOrdersLiveUpdates();
  useNewOrderChime();
  useDocumentTitleCount(usePendingCount());
  return null;
}
