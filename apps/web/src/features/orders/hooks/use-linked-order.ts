import { useEffect, useEffectEvent, useState } from 'react';
import type { RollerTransactionList } from '@shop/contract';
import type { OrderStatus } from '@shop/contract/values';

export type LinkedOrder = {
  /** The linked order's id while its row is on screen, to scroll to and highlight. */
  highlightedId: number | null;
  /** Looked for in the list and among the pending orders, and not found. */
  missing: boolean;
};

type ListState = {
  data: RollerTransactionList | undefined;
  isPlaceholderData: boolean;
  isFetching: boolean;
};

/**
 * `?order=123`, from a seller notification. The API lists orders but finds no single one, so
 * the order is looked for in the list the URL asks for; failing that among the pending orders
 * (a notified order usually waits for payment: `showPending`); failing that, it is missing.
 */
export function useLinkedOrder(
  orderId: number | null,
  list: ListState,
  status: OrderStatus | undefined,
  showPending: () => void,
): LinkedOrder {
  const here = orderId !== null && Boolean(list.data?.transactions.some((t) => t.id === orderId));
  // Once seen, the order is not "missing" when it later leaves the list (confirmed, filtered).
  const [seenId, setSeenId] = useState<number | null>(null);
  if (here && seenId !== orderId) setSeenId(orderId);

  // Only a fresh answer for this very list can say the order is not in it.
  const settled = list.data !== undefined && !list.isPlaceholderData && !list.isFetching;
  const notHere = orderId !== null && settled && !here && seenId !== orderId;
  const lookAmongPending = notHere && status !== 'pending';

  const switchToPending = useEffectEvent(showPending);
  useEffect(() => {
    if (lookAmongPending) switchToPending();
  }, [lookAmongPending]);

  return { highlightedId: here ? orderId : null, missing: notHere && status === 'pending' };
}
