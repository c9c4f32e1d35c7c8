/**
 * How long each named step of a start or a stop took, in milliseconds: the server logs them, so
 * an operator whose shop starts or stops slowly sees which part is slow.
 */
export function stepTimes(now: () => number = () => performance.now()) {
  const started = now();
  const steps: Record<string, number> = {};
  let current: string | null = null;
  return {
    async step<T>(name: string, work: () => Promise<T> | T): Promise<T> {
      current = name;
      const at = now();
      try {
        return await work();
      } finally {
        steps[name] = Math.round(now() - at);
        current = null;
      }
    },
    /** The step under way, if any: what a stop cut short was waiting for. */
    current: () => current,
    /** Since this timer was made. */
    totalMs: () => Math.round(now() - started),
    steps,
  };
}

export type StepTimes = ReturnType<typeof stepTimes>;
