import type { FastifyBaseLogger } from 'fastify';

export interface IntervalJob {
  /** Runs the job now, outside its schedule; during a run, once more right after it. */
  kick(): void;
  /** No new runs; resolves when the run in flight has finished. */
  stop(): Promise<void>;
}

/**
 * Runs `run` every `everyMs`, never two at once. A failing run is logged and retried at the
 * next tick: jobs are written so a missed or repeated run is harmless (they claim their rows).
 */
export function startIntervalJob(
  name: string,
  everyMs: number,
  run: () => Promise<unknown>,
  log: FastifyBaseLogger,
): IntervalJob {
  let running: Promise<void> | null = null;
  let stopped = false;
  let again = false;

  const tick = () => {
    if (stopped) return;
    if (running) {
      // Work that arrived during this run may have been missed by it.
      again = true;
      return;
    }
    again = false;
    running = run()
      .then(
        () => undefined,
        (err: unknown) => log.error({ err, job: name }, 'background job failed'),
      )
      .finally(() => {
        running = null;
        if (again) tick();
      });
  };
  const timer = setInterval(() => {
    if (!running) tick();
  }, everyMs);
  timer.unref();

  return {
    kick: tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
