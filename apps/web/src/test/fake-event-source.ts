import { vi } from 'vitest';
import type { EventSourceLike } from '@/lib/realtime/connection';

/**
 * Stands in for the browser's EventSource in unit tests: records the URL it was opened with,
 * and lets the test deliver events, fail the stream and see whether it was closed.
 */
export class FakeEventSource implements EventSourceLike {
  static opened: FakeEventSource[] = [];
  static reset() {
    FakeEventSource.opened = [];
  }
  static get last(): FakeEventSource {
    const source = FakeEventSource.opened.at(-1);
    if (!source) throw new Error('no stream was opened');
    return source;
  }

  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  get ticket(): string | null {
    return new URL(this.url, 'http://localhost').searchParams.get('ticket');
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  /** An `event:` frame with `data:` (raw text, as on the wire). */
  emit(type: string, data: unknown = {}): void {
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    for (const listener of this.listeners.get(type) ?? [])
      listener(new MessageEvent(type, { data: text }));
  }

  fail(): void {
    this.onerror?.(new Event('error'));
  }

  close(): void {
    this.closed = true;
  }
}

/** The browser's EventSource replaced by the fake for one test (vitest unstubs globals after). */
export function stubEventSource(): void {
  FakeEventSource.reset();
  vi.stubGlobal('EventSource', FakeEventSource);
}

/** The signed-in seller's profile and tickets, as the realtime hooks ask for them. */
export const realtimeRoutes = {
  'GET roller': () => ({ code: 'demo', name: 'Demo Seller' }),
  'POST realtime/auth': () => ({ ticket: 'ticket-1' }),
};
