/** Events the subrollers module emits (merged into the bus's DomainEvents). */
declare module '../../lib/events.ts' {
  interface DomainEvents {
    /** A sub-roller was removed: its token is void and its open streams end. */
    'subroller.removed': { subRollerId: number; rollerId: number };
  }
}

export {};
