/** Events the accounts module emits (merged into the bus's DomainEvents). */
declare module '../../lib/events.ts' {
  interface DomainEvents {
    'account.created': { accountId: number; gameId: number };
    'account.updated': { accountId: number; gameId: number; priceChanged: boolean };
    'account.deleted': { accountId: number; gameId: number };
  }
}

export {};
