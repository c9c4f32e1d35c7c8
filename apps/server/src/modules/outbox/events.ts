/** Events about the outbox (merged into the bus's DomainEvents). */
declare module '../../lib/events.ts' {
  interface DomainEvents {
    /** Mail was committed to the outbox: the sender may run now instead of at its next poll. */
    'mail.queued': Record<string, never>;
  }
}

export {};
