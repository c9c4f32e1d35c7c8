/** Events the orders module emits (merged into the bus's DomainEvents). */
declare module '../../lib/events.ts' {
  interface DomainEvents {
    /** An account was reserved by a new order: it leaves the public listing. */
    'order.placed': { transactionId: number; accountId: number; gameId: number; rollerId: number };
    /** An order ended: delivered (account sold) or expired/cancelled (account back on sale). */
    'order.closed': {
      transactionId: number | null;
      accountId: number;
      gameId: number;
      status: 'delivered' | 'expired' | 'cancelled' | 'failed';
    };
  }
}

export {};
