/**
 * Group commit: each caller hands in one item and waits for its own result, but the items that
 * arrive while a write is running go to the database together in the next one. Alone, an item
 * is written at once; under load one statement and one commit (one WAL flush) carry many, so
 * the per-write cost of the database is paid once per batch. Nothing is acknowledged early:
 * a result resolves only when the write holding its item has returned.
 */
export interface GroupCommitOptions<T> {
  /** Most items in one write. */
  maxItems: number;
  /** Most total weight in one write (e.g. bytes); an item heavier than this goes alone. */
  maxWeight?: number;
  weight?: (item: T) => number;
  /**
   * Items on their way (being prepared by their callers). While there are some, a write waits
   * for them up to `gatherMs`: with an engine that holds the thread while it writes (PGlite),
   * the queue is never more than one item at the moment the previous write returns.
   */
  coming?: () => number;
  gatherMs?: number;
  /** Writes running at once (with a pool, the next batch need not wait for the last commit). */
  concurrency?: number;
  /**
   * Start a write only once the current turn of the event loop is over, so every item handed in
   * by the I/O callbacks of that turn goes in it. Items prepared synchronously never count as
   * `coming`: without this, each would go alone while the others' data waits in their sockets
   * (and with PGlite, which holds the thread while it writes, they would go one at a time).
   */
  afterTurn?: boolean;
}

interface Pending<T, R> {
  item: T;
  since: number;
  resolve: (r: R) => void;
  reject: (err: unknown) => void;
}

export function createGroupCommit<T, R>(
  /** Writes the items in one transaction; resolves with one result per item, in order. */
  write: (items: T[]) => Promise<R[]>,
  opts: GroupCommitOptions<T>,
) {
  const queue: Pending<T, R>[] = [];
  const maxWeight = opts.maxWeight ?? Infinity;
  const weight = opts.weight ?? (() => 0);
  const coming = opts.coming ?? (() => 0);
  const gatherMs = opts.gatherMs ?? 0;
  const concurrency = opts.concurrency ?? 1;
  let running = 0;
  let gathering: NodeJS.Timeout | null = null;
  let turn: NodeJS.Immediate | null = null;
  const next = opts.afterTurn
    ? () => {
        turn ??= setImmediate(() => {
          turn = null;
          pump();
        });
      }
    : () => pump();

  function take(): Pending<T, R>[] {
    let n = 0;
    let total = 0;
    while (n < queue.length && n < opts.maxItems) {
      total += weight(queue[n]!.item);
      if (n > 0 && total > maxWeight) break;
      n++;
    }
    return queue.splice(0, n);
  }

  async function writeAlone(p: Pending<T, R>) {
    try {
      const [r] = await write([p.item]);
      p.resolve(r!);
    } catch (err) {
      p.reject(err);
    }
  }

  async function run(batch: Pending<T, R>[]) {
    let results: R[];
    try {
      results = await write(batch.map((p) => p.item));
    } catch (err) {
      if (batch.length === 1) batch[0]!.reject(err);
      // One bad item must not fail the others: each goes again on its own.
      else for (const p of batch) await writeAlone(p);
      return;
    }
    if (results.length !== batch.length) {
      const err = new Error(`group commit: ${results.length} results for ${batch.length} items`);
      for (const p of batch) p.reject(err);
      return;
    }
    batch.forEach((p, i) => p.resolve(results[i]!));
  }

  /** Whether the next write should wait for the items on their way. */
  function gather(): boolean {
    if (queue.length >= opts.maxItems || coming() === 0) return false;
    if (performance.now() - queue[0]!.since >= gatherMs) return false;
    gathering ??= setTimeout(() => {
      gathering = null;
      pump();
    }, 1);
    return true;
  }

  function pump() {
    while (running < concurrency && queue.length > 0 && !gather()) {
      running++;
      void run(take()).finally(() => {
        running--;
        next();
      });
    }
  }

  return {
    /** Resolves with the item's result once the write that carried it has returned. */
    add(item: T): Promise<R> {
      return new Promise<R>((resolve, reject) => {
        queue.push({ item, since: performance.now(), resolve, reject });
        next();
      });
    },
  };
}
