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
