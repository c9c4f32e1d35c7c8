import type { Clock } from './clock.ts';
import { errors } from './errors.ts';

/** Keys kept before the first sweep of keys whose hits have all expired. */
const SWEEP_FLOOR = 10_000;

/** The hits of one key in the window, oldest first; `head` is the oldest still counted. */
interface Hits {
  times: number[];
  head: number;
}

/**
 * A sliding-window limit per key (e.g. a client address) kept in this process's memory.
 * With several instances each holds its own window, so the shop-wide limit is N times this;
 * that is acceptable for slowing abuse down, which is all these limits are for.
 *
 * Every operation costs O(1) amortised, whatever the limit and however many keys: expired hits
 * leave from the front of a key's queue, and the sweep of idle keys runs only when their number
 * has doubled. (Filtering a key's whole list on each hit cost O(limit): at a mail server's
 * per-address limit, a busy sender's every message scanned tens of thousands of timestamps.)
 */
export class RateWindow {
  private readonly hits = new Map<string, Hits>();
  private sweepAt = SWEEP_FLOOR;

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly clock: Clock,
  ) {}

  /** Keys held: those with hits in the window, and idle ones not yet swept. */
  get keys(): number {
    return this.hits.size;
  }

  /** Counts one hit for `key`, or throws RATE_LIMITED (429 with Retry-After) when over. */
  take(key: string): void {
    const now = this.clock().getTime();
    let entry = this.hits.get(key);
    if (!entry) {
      if (this.hits.size >= this.sweepAt) this.sweep(now);
      entry = { times: [], head: 0 };
      this.hits.set(key, entry);
    }
    this.expire(entry, now);
    if (entry.times.length - entry.head >= this.max) {
      const oldest = entry.times[entry.head]!;
      throw errors.rateLimited(Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000)));
    }
    entry.times.push(now);
  }

  /** Drops the hits that left the window; the array is shortened once half of it is dead. */
  private expire(entry: Hits, now: number): void {
    const since = now - this.windowMs;
    while (entry.head < entry.times.length && entry.times[entry.head]! <= since) entry.head++;
    if (entry.head > 0 && entry.head * 2 >= entry.times.length) {
      entry.times = entry.times.slice(entry.head);
      entry.head = 0;
    }
  }

  private sweep(now: number): void {
    const since = now - this.windowMs;
    for (const [key, entry] of this.hits)
      if ((entry.times.at(-1) ?? -Infinity) <= since) this.hits.delete(key);
    this.sweepAt = Math.max(SWEEP_FLOOR, this.hits.size * 2);
  }
}
