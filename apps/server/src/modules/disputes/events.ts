/** Events the disputes module emits (merged into the bus's DomainEvents). */
declare module '../../lib/events.ts' {
  interface DomainEvents {
    /**
     * A dispute was opened, written to, escalated or resolved: its pages may refresh. The seller
     * (`rollerId`) and the buyer, by the disputed account (`accountId`), are told live.
     */
    'dispute.changed': { disputeId: number; rollerId: number; accountId: number };
  }
}

export {};
