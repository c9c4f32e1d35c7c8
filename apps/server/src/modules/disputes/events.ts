/** Events the disputes module emits (merged into the bus's DomainEvents). */
declare module '../../lib/events.ts' {
  interface DomainEvents {
    /**
     * A dispute was opened, written to, escalated or resolved: its pages may refresh. The seller
     * (`rollerId`) and the buyer, by the disputed account (`accountId`), are told live.
     */
    'dispute.changed': { disputeId: number; rollerId: number; accountId: number };
    /** A purchase was refunded: its buyer may no longer read the account, on any open stream. */
    'purchase.refunded': { transactionId: number; accountId: number };
  }
}

export {};
