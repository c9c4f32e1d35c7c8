/** Events the auth module emits (merged into the bus's DomainEvents). */
declare module '../../lib/events.ts' {
  interface DomainEvents {
    'roller.password_changed': { rollerId: number };
  }
}

export {};
