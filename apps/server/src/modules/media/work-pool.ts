import type { AppError } from '../../lib/errors.ts';

export interface WorkPoolOptions {
  /** Jobs running at once. */
  concurrency: number;
  /** Jobs allowed to wait for a free slot; one more is refused with `busy()`. */
  queueLimit: number;
  busy: () => AppError;
}

/**
 * A small semaphore for heavy work (image decoding, upstream fetches): a fixed number of jobs
 * run, a short queue waits, and the rest are turned away at once instead of piling up.
 */
export function createWorkPool({ concurrency, queueLimit, busy }: WorkPoolOptions) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (running < concurrency) running++;
      else if (waiting.length < queueLimit) await new Promise<void>((go) => waiting.push(go));
      else throw busy();
      try {
        return await job();
      } finally {
        // The slot passes straight to the next waiter, so `running` never dips below the queue.
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

export type WorkPool = ReturnType<typeof createWorkPool>;

/**
 * A pool per key (a client, an upstream host), made on first use and dropped once idle, so
 * one key's share of some larger pool is bounded and other keys keep theirs.
 */
export function createKeyedPool({
  busy,
  ...limits
}: Omit<WorkPoolOptions, 'busy'> & { busy: (key: string) => AppError }) {
  const pools = new Map<string, WorkPool>();
  return {
    async run<T>(key: string, job: () => Promise<T>): Promise<T> {
      let pool = pools.get(key);
      if (!pool) {
        pool = createWorkPool({ ...limits, busy: () => busy(key) });
        pools.set(key, pool);
      }
      try {
        return await pool.run(job);
      } finally {
        // Whoever joined this pool meanwhile already counts in running or waiting.
        if (pool.running === 0 && pool.waiting === 0 && pools.get(key) === pool) pools.delete(key);
      }
    },
    /** Keys with a job running or waiting. */
    get size() {
      return pools.size;
    },
  };
}
