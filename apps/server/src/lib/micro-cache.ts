/**
 * A small in-process cache for hot, public, read-only answers. Entries live `ttlMs` at most;
 * `invalidate(scope)` drops a scope at once (the instance that changed the data), and the TTL
 * bounds how stale another instance can be. Concurrent misses of one key share one load, so a
 * burst of identical requests costs one query.
 */
export class MicroCache<V> {
  private readonly entries = new Map<string, { at: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 5_000,
  ) {}

  get(scope: string, key: string, load: () => Promise<V>): Promise<V> {
    const id = `${scope}\u0000${key}`;
    const hit = this.entries.get(id);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.value;
    if (this.entries.size >= this.maxEntries) this.evictOldest();
    const value = load();
    this.entries.set(id, { at: Date.now(), value });
    // A failed load is not remembered.
    value.catch(() => {
      if (this.entries.get(id)?.value === value) this.entries.delete(id);
    });
    return value;
  }

  /** Drops every entry of `scope`; `'*'` drops everything. */
  invalidate(scope: string): void {
    if (scope === '*') return this.entries.clear();
    const prefix = `${scope}\u0000`;
    for (const id of this.entries.keys()) if (id.startsWith(prefix)) this.entries.delete(id);
  }

  private evictOldest(): void {
    // Map keeps insertion order: the first tenth are the oldest.
    let n = Math.ceil(this.maxEntries / 10);
    for (const id of this.entries.keys()) {
      if (n-- <= 0) break;
      this.entries.delete(id);
    }
  }
}
