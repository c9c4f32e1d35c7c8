import { useCallback, useState } from 'react';
import { forgetOrder, readStoredOrder, storeOrder, type StoredOrder } from '../lib/stored-orders';

/** The buyer's open order for one account, kept in localStorage across reloads. */
export function useStoredOrder(accountId: number) {
  const [order, setOrder] = useState<StoredOrder | null>(() => readStoredOrder(accountId));
  const save = useCallback((next: StoredOrder) => {
    storeOrder(next);
    setOrder(next);
  }, []);
  /** Drops it from storage; the panel stays until `clear` (the buyer still reads the outcome). */
  const forget = useCallback(() => forgetOrder(accountId), [accountId]);
  const clear = useCallback(() => {
    forgetOrder(accountId);
    setOrder(null);
  }, [accountId]);
  return { order, save, forget, clear };
}
