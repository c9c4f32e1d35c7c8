import { EventEmitter } from 'node:events';

/**
 * Every event the bus carries, by name. Each capability module declares its own events in its
 * `events.ts` by merging into this interface (`declare module '../../lib/events.ts'`), so this
 * file knows no module; only the fault report that shared code itself raises lives here.
 */
export interface DomainEvents {
  /**
   * Something running beside the requests failed and recovered on its own (a lost LISTEN
   * connection, a listing index that could not load): worth a log line, not a crash.
   */
  'service.fault': { source: string; err: unknown };
}

/**
 * Domain events, emitted by services after their transaction commits. Side effects (realtime,
 * outbound mail, alert matching) subscribe here instead of being called from the service.
 */
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
