import type { FastifyBaseLogger } from 'fastify';
import { stepTimes } from './lib/step-times.ts';

/** One part to close, in order; the log names it by `name` (e.g. `database`). */
export type StopStep = readonly [name: string, close: () => Promise<unknown>];

/**
 * The graceful stop: closes `steps` in order, then exits 0, logging how long each took. A step
 * that throws exits 1; one that outlasts `timeoutS` (STOP_TIMEOUT_S) exits 1 naming it, so a
 * stop cut short says what it was waiting for.
 */
export async function gracefulStop(opts: {
  steps: StopStep[];
  timeoutS: number;
  log: FastifyBaseLogger;
  exit: (code: number) => void;
}): Promise<void> {
  const { log, timeoutS, exit } = opts;
  const times = stepTimes();
  const force = setTimeout(() => {
    log.error(
      { waiting_for: times.current(), steps_ms: times.steps },
      `stop took longer than ${timeoutS} s (STOP_TIMEOUT_S) closing ${times.current() ?? '?'}; exiting`,
    );
    exit(1);
  }, timeoutS * 1000).unref();
  let at = '';
  try {
    for (const [name, close] of opts.steps) {
      at = name;
      await times.step(name, close);
    }
    clearTimeout(force);
    log.info(
      { stop_ms: times.totalMs(), steps_ms: times.steps },
      `stopped in ${times.totalMs()} ms`,
    );
    exit(0);
  } catch (err) {
    clearTimeout(force);
    log.error({ err, failed_at: at, steps_ms: times.steps }, 'unclean stop');
    exit(1);
  }
}
