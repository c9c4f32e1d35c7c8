import { summarize } from './stats.ts';

/** What one load phase measured, however its requests were sent. */
export interface LoadResult {
  label: string;
  seconds: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  non200: number;
  /** Count per status other than 200, e.g. { "503": 1 }. */
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
}

/** A phase's result from every latency kept (timed-out requests counted at the timeout). */
export function loadResult(
  phase: { label: string; seconds: number; answered: number; latencies: number[] },
  counts: Pick<LoadResult, 'non200' | 'statuses' | 'errors' | 'timeouts'>,
): LoadResult {
  const s = summarize(phase.latencies);
  return {
    label: phase.label,
    seconds: phase.seconds,
    requests: phase.answered,
    rps: phase.answered / phase.seconds,
    p50: s.p50,
    p95: s.p95,
    p99: s.p99,
    max: s.max,
    ...counts,
  };
}
