/** Events the owner module emits (merged into the bus's DomainEvents). */
declare module '../../lib/events.ts' {
  interface DomainEvents {
    /** The owner disabled a seller: their accounts leave the shop and their open streams end. */
    'roller.disabled': { rollerId: number };
    /** The owner enabled a seller again: their accounts are back on sale. */
    'roller.enabled': { rollerId: number };
  }
}

export {};
