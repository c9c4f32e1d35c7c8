import type { Clock } from './clock.ts';
import { errors } from './errors.ts';

/**
 * A sliding-window limit per key (e.g. a client address) kept in this process's memory.
 * With several instances each holds its own window, so the shop-wide limit is N times this;
 * that is acceptable for slowing abuse down, which is all these limits are for.
 */
export class RateWindow {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly clock: Clock,
  ) {}

  /** Counts one hit for `key`, or throws RATE_LIMITED (429 with Retry-After) when over. */
  take(key: string): void {
    const now = this.clock().getTime();
    const recent = (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs);
    if (recent.length >= this.max) {
      this.hits.set(key, recent);
      throw errors.rateLimited(Math.max(1, Math.ceil((recent[0]! + this.windowMs - now) / 1000)));
    }
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.prune(now);
  }

  private prune(now: number): void {
    for (const [key, times] of this.hits)
      if (times.every((t) => t <= now - this.windowMs)) this.hits.delete(key);
  }
}
