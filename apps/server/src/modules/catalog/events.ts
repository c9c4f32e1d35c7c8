/** Events the catalog module emits (merged into the bus's DomainEvents). */
declare module '../../lib/events.ts' {
  interface DomainEvents {
    /** Games, characters or weapons were imported: anything showing them is stale. */
    'catalog.imported': { slugs: string[] };
  }
}

export {};
