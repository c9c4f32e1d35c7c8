import type { FastifyBaseLogger } from 'fastify';

export interface IntervalJob {
  /** Runs the job now (unless a run is in flight), outside its schedule. */
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

  const tick = () => {
    if (stopped || running) return;
    running = run()
      .then(
        () => undefined,
        (err: unknown) => log.error({ err, job: name }, 'background job failed'),
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, everyMs);
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
