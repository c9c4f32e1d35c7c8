/**
 * One load phase: flat out with autocannon, or at a steady rate (paced-load.ts). Flat out,
 * `connections` keep-alive clients for `seconds`, cycling
 * through `paths` (one shared counter, so concurrent clients ask different URLs). Every
 * response's latency is kept for true percentiles (a timed-out request counts as the timeout);
 * any status other than 200 is counted.
 */
import autocannon from 'autocannon';
import { loadResult, type LoadResult } from './load-result.ts';
import { runPacedLoad } from './paced-load.ts';

export type { LoadResult } from './load-result.ts';

const TIMEOUT_S = 30;

export interface LoadOptions {
  label: string;
  baseUrl: string;
  paths: string[];
  connections: number;
  seconds: number;
  /**
   * This many requests/s in total, evenly spaced (paced-load.ts: an open loop, not autocannon's
   * per-second bursts); unset = as fast as the server answers.
   */
  rate?: number;
}

export function runLoad(opts: LoadOptions): Promise<LoadResult> {
  const { label, baseUrl, paths, connections, seconds, rate } = opts;
  if (rate) return runPacedLoad({ label, baseUrl, paths, connections, seconds, rate });
  let next = 0;
  const latencies: number[] = [];
  let non200 = 0;
  const statuses: Record<string, number> = {};
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        duration: seconds,
        timeout: TIMEOUT_S,
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length]! }),
          },
        ],
      },
      (err, result) => {
        if (err) return reject(err);
        const answered = latencies.length;
        // A request that timed out took at least the timeout: count it so, not as missing.
        for (let i = 0; i < result.timeouts; i++) latencies.push(TIMEOUT_S * 1000);
        resolve(
          loadResult(
            { label, seconds: result.duration, answered, latencies },
            { non200, statuses, errors: result.errors, timeouts: result.timeouts },
          ),
        );
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode !== 200) {
        non200++;
        statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
      }
    });
  });
}
