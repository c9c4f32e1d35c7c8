/**
 * Decides when a new order deserves the chime. Two signals say an order arrived: the realtime
 * `new-order` event, with the order's id, and the pending count rising from one answer to the
 * next (the only signal where no event stream can open, or while it was down). One order must
 * chime once, whichever signal comes first, and never for what was already pending on load.
 */
export type NewOrderDetector = {
  /** A `new-order` event: true the first time this order is heard of. */
  orderEvent(orderId: number): boolean;
  /** One answer of the pending count (`at`: when it came): true when it holds an unheard order. */
  pendingAnswer(count: number, at: number): boolean;
  /** Signed out: the next answer is a first load again. */
  reset(): void;
};

export function createNewOrderDetector(): NewOrderDetector {
  const heard = new Set<number>();
  let previous: number | null = null;
  let lastAt: number | null = null;
  // Orders an event already chimed for whose rise in the count has not been seen yet.
  let announced = 0;

  return {
    orderEvent(orderId) {
      if (heard.has(orderId)) return false;
      heard.add(orderId);
      announced += 1;
      return true;
    },
    pendingAnswer(count, at) {
      if (at === lastAt) return false;
      lastAt = at;
      const rise = previous === null ? 0 : count - previous;
      previous = count;
      // An event refreshes the count at once, so the next answer is where its rise shows up;
      // the credit ends there, or it would swallow a later order that only the count reveals.
      const unheard = rise - announced;
      announced = 0;
      return unheard > 0;
    },
    reset() {
      previous = null;
      lastAt = null;
      announced = 0;
    },
  };
}
