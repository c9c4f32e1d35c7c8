/** How long `eventually` waits unless told, and how often it asks. */
export const EVENTUALLY_TIMEOUT_MS = 10_000;
const EVENTUALLY_INTERVAL_MS = 50;

export interface EventuallyOptions {
  /** Fail after this long (the probe's last answer or error is in the message). */
  timeoutMs?: number;
  /** Pause between two probes. */
  intervalMs?: number;
}

/** What a probe answers while its condition does not hold yet. */
type NotYet = undefined | false;

/**
 * The one way a test waits for something another part of the system does in its own time:
 * asks `probe` again and again until it answers something other than `undefined` or `false`,
 * and resolves with that answer. A probe that throws (an assertion, a refused connection)
 * counts as "not yet". After `timeoutMs` it fails with "timed out after … waiting for <what>",
 * naming the probe's last error, so a failure says what never happened.
 */
export async function eventually<T>(
  what: string,
  probe: () => T | NotYet | Promise<T | NotYet>,
  {
    timeoutMs = EVENTUALLY_TIMEOUT_MS,
    intervalMs = EVENTUALLY_INTERVAL_MS,
  }: EventuallyOptions = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const answer = await probe();
      if (answer !== undefined && answer !== false) return answer;
    } catch (err) {
      lastError = err;
    }
    if (Date.now() >= deadline) {
      const why = lastError === undefined ? '' : `; last error: ${describe(lastError)}`;
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${why}`, {
        cause: lastError,
      });
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

function describe(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
