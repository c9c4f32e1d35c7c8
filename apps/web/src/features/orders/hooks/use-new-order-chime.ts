import { useEffect, useState } from 'react';
import { useRollerRealtimeEvent } from '@/hooks/use-roller-realtime';
import { usePendingCountQuery } from '../api/get-pending-count';
import { createNewOrderDetector } from '../lib/new-order-detector';
import { playNewOrderChime } from '../lib/new-order-chime';

/**
 * Chimes once per new order on every signed-in page: at its `new-order` event, or when the
 * pending count rises without one. Mount once, for the whole app.
 */
export function useNewOrderChime(): void {
  const [detector] = useState(createNewOrderDetector);
  const { query, isAuthenticated } = usePendingCountQuery();
  const count = isAuthenticated ? query.data?.pending : undefined;
  const answeredAt = query.dataUpdatedAt;

  useRollerRealtimeEvent('new-order', ({ transaction_id }) => {
    if (detector.orderEvent(transaction_id)) playNewOrderChime();
  });

  useEffect(() => {
    if (count === undefined) return detector.reset();
    if (detector.pendingAnswer(count, answeredAt)) playNewOrderChime();
  }, [detector, count, answeredAt]);
}
