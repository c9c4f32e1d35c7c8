import type { SecurityAlertKind } from '@shop/contract';

/** Events the warranty watch emits (merged into the bus's DomainEvents). */
declare module '../../lib/events.ts' {
  interface DomainEvents {
    /** A mail to a sold account under warranty was recognised as a security event. */
    'security.alert': {
      messageId: number;
      accountId: number;
      transactionId: number;
      rollerId: number;
      kind: SecurityAlertKind;
    };
  }
}

export {};
