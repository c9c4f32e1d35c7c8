import { EventEmitter } from 'node:events';

/**
 * Domain events, emitted by services after their transaction commits. Side effects (realtime,
 * outbound mail, alert matching) subscribe here instead of being called from the service.
 */
export interface DomainEvents {
  'roller.password_changed': { rollerId: number };
  'catalog.imported': { slugs: string[] };
  'account.created': { accountId: number; gameId: number };
  'account.updated': { accountId: number; gameId: number; priceChanged: boolean };
  'account.deleted': { accountId: number; gameId: number };
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
