/**
 * An open-loop load at a steady rate: request i is due at start + i / rate, whatever happened to
 * the ones before it, and its latency is counted from when it was due, so a request that waited
 * for a free connection or a busy server is charged for the wait (no coordinated omission).
 *
 * autocannon's `overallRate` is a budget per second per connection: every connection sends its
 * share back to back at the top of each second, then idles. At a quarter of the server's
 * capacity that is a flat-out burst for a quarter of every second, and its p95 is the flat-out
 * p95. A budget that speaks of a paced rate means evenly spaced arrivals, which this gives.
 */
import http from 'node:http';
import { loadResult, type LoadResult } from './load-result.ts';

const TIMEOUT_MS = 30_000;

export interface PacedOptions {
  label: string;
  baseUrl: string;
  paths: string[];
  /** Requests per second, evenly spaced. */
  rate: number;
  seconds: number;
  /** Keep-alive connections at most; a request due while all are busy waits for one. */
  connections: number;
}

export async function runPacedLoad(opts: PacedOptions): Promise<LoadResult> {
  const { label, baseUrl, paths, rate, seconds, connections } = opts;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let non200 = 0;
  let errors = 0;
  let timeouts = 0;
  const inFlight = new Set<Promise<void>>();

  const send = (path: string, due: number) => {
    const done = new Promise<void>((resolve) => {
      const req = http.get(`${baseUrl}${path}`, { agent, timeout: TIMEOUT_MS }, (res) => {
        res.resume();
        res.on('end', () => {
          latencies.push(performance.now() - due);
          if (res.statusCode !== 200) {
            non200++;
            const code = String(res.statusCode);
            statuses[code] = (statuses[code] ?? 0) + 1;
          }
          resolve();
        });
        res.on('error', () => {
          errors++;
          resolve();
        });
      });
      req.on('timeout', () => {
        timeouts++;
        latencies.push(TIMEOUT_MS);
        req.destroy();
      });
      req.on('error', () => {
        errors++;
        resolve();
      });
    });
    inFlight.add(done);
    void done.then(() => inFlight.delete(done));
  };

  const start = performance.now();
  const interval = 1000 / rate;
  let sent = 0;
  while (sent < total) {
    const now = performance.now();
    // Every request already due goes now: a late timer never thins the load.
    while (sent < total && start + sent * interval <= now) {
      send(paths[sent % paths.length]!, start + sent * interval);
      sent++;
    }
    const nextDue = start + sent * interval;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, nextDue - performance.now())));
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  return loadResult(
    { label, seconds: elapsed, answered: latencies.length - timeouts, latencies },
    { non200, statuses, errors, timeouts },
  );
}
