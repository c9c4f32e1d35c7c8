import { EventEmitter } from 'node:events';

/**
 * Domain events, emitted by services after their transaction commits. Side effects (realtime,
 * outbound mail, alert matching) subscribe here instead of being called from the service.
 */
/** Why the MX refused a recipient, a message or a connection. */
export type SmtpRejection =
  | 'unknown_recipient'
  | 'too_many_recipients'
  | 'too_large'
  | 'rate_limited'
  | 'storage_failure'
  | 'session_expired';

export interface DomainEvents {
  'roller.password_changed': { rollerId: number };
  'catalog.imported': { slugs: string[] };
  'account.created': { accountId: number; gameId: number };
  'account.updated': { accountId: number; gameId: number; priceChanged: boolean };
  'account.deleted': { accountId: number; gameId: number };
  /** An account was reserved by a new order: it leaves the public listing. */
  'order.placed': { transactionId: number; accountId: number; gameId: number; rollerId: number };
  /** An order ended: delivered (account sold) or expired/cancelled (account back on sale). */
  'order.closed': {
    transactionId: number | null;
    accountId: number;
    gameId: number;
    status: 'delivered' | 'expired' | 'cancelled' | 'failed';
  };
  /** A sub-roller was removed: its token is void and its open streams end. */
  'subroller.removed': { subRollerId: number; rollerId: number };
  /**
   * Something running beside the requests failed and recovered on its own (a lost LISTEN
   * connection, a listing index that could not load): worth a log line, not a crash.
   */
  'service.fault': { source: string; err: unknown };
  /** Seller notifications beyond e-mail were committed: their sender may run now. */
  'notice.queued': Record<string, never>;
  /** Mail was committed to the outbox: the sender may run now instead of at its next poll. */
  'mail.queued': Record<string, never>;
  /** The MX answered 250 to a message, or refused something (counted for /metrics). */
  'smtp.accepted': Record<string, never>;
  'smtp.rejected': { reason: SmtpRejection };
  /** A received mail was committed for these rollers' inboxes (realtime pushes new-email). */
  'mail.received': {
    messageId: number;
    rollerIds: number[];
    addresses: string[];
    /** Each roller's own addresses of this message (what its inbox shows as `to`). */
    recipients: { rollerId: number; address: string }[];
    /** The sub-rollers its recipients reach, as of its commit. */
    subRollers: { subRollerId: number; rollerId: number; address: string }[];
    /** The accounts its recipients are the login of (their buyers' live channel). */
    accounts: { accountId: number; address: string }[];
    subject: string;
    /** The sender as the message names it (its From header's address). */
    from: string;
    created_at: string;
  };
}

export class EventBus {
  private readonly emitter = new EventEmitter();

  emit<K extends keyof DomainEvents>(name: K, payload: DomainEvents[K]): void {
    this.emitter.emit(name, payload);
  }

  on<K extends keyof DomainEvents>(
    name: K,
    listener: (payload: DomainEvents[K]) => void,
  ): () => void {
    this.emitter.on(name, listener);
    return () => this.emitter.off(name, listener);
  }
}
