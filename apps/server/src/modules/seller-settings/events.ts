/** Events the seller-settings module emits (merged into the bus's DomainEvents). */
declare module '../../lib/events.ts' {
  interface DomainEvents {
    /** Seller notifications beyond e-mail were committed: their sender may run now. */
    'notice.queued': Record<string, never>;
  }
}

export {};
