/**
 * The listing benchmark's settings, results and reports: the tables it prints and the figures
 * it records for bench/REPORT.md (listing.bench.ts runs the phases).
 */
import os from 'node:os';
import { ACCOUNTS, MAILS } from './dataset.ts';
import { recordFigures } from './figures.ts';
import type { LoadResult } from './load.ts';
import type { BackendKind } from './sql.ts';
import { ms, table } from './stats.ts';

export const CONNECTIONS = 50;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const BUDGET_P95_MS = 25;
export const BUDGET_RATIO = 0.4;
/** Without the cache the listing must still reach this share of /api/health. */
export const UNCACHED_RATIO = 0.25;

/** A phase with the CPU each answered request cost the server and PostgreSQL (ms, see cpu.ts). */
export type Phase = LoadResult & { cpuMs: { server: number; db: number } };

export interface Outcome {
  backend: BackendKind;
  accounts: number;
  insertMs: number;
  urls: number;
  health: Phase;
  listing: Phase;
  /** The same with one request in ten from a long tail of rare filters (cache misses). */
  longTail: Phase;
  /** Null when the flat-out listing stays below the paced rate (nothing more to learn). */
  paced: (Phase & { targetRps: number }) | null;
  targetRps: number;
  loadAtStart: number[];
  loadAverage: number[];
  ratio: number;
  ratioMet: boolean;
  p95Met: boolean;
  pacedP95Met: boolean;
  uncached: Uncached;
  /** The server's resident memory after the phases and a read of the inbox. */
  rssMb: number;
}

/** The phases with the listing cache off, on a server of their own. */
export interface Uncached {
  health: Phase;
  listing: Phase;
  /** /api/health at the paced listing's rate: the latency floor of this server and machine. */
  healthPaced: Phase;
  paced: Phase & { targetRps: number };
  ratio: number;
  ratioMet: boolean;
  pacedP95Met: boolean;
}

const cpuOf1 = (p: Phase) => p.cpuMs.server + p.cpuMs.db;

export function reportUncached(outcomes: Outcome[]): void {
  const yes = (ok: boolean) => (ok ? 'met' : 'MISSED');
  console.log(
    `\nCache off: listing >= ${UNCACHED_RATIO * 100}% of /api/health req/s, p95 <= ${BUDGET_P95_MS} ms at ${UNCACHED_RATIO * 100}% of the health rate`,
  );
  console.log(
    table(
      [
        'backend',
        'throughput ratio',
        'CPU ratio',
        `p95 at ${UNCACHED_RATIO * 100}% of health rate`,
      ],
      outcomes.map(({ backend, uncached: u }) => [
        backend,
        `${(u.ratio * 100).toFixed(1)}% ${yes(u.ratioMet)}`,
        // CPU of a health answer over CPU of a listing (server + PostgreSQL): the throughput
        // ratio a machine that is the server's alone would approach.
        `${((cpuOf1(u.health) / cpuOf1(u.listing)) * 100).toFixed(1)}%`,
        `${ms(u.paced.p95)} ms at ${u.paced.rps.toFixed(0)}/${u.paced.targetRps} req/s ${yes(u.pacedP95Met)}`,
      ]),
    ),
  );
}

export function report(outcomes: Outcome[]): void {
  const yes = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const row = (o: Outcome, cache: string, health: Phase) => (r: Phase) => [
    o.backend,
    cache,
    r.label,
    r.requests,
    r.rps.toFixed(0),
    ms(r.p50),
    ms(r.p95),
    ms(r.p99),
    r === health ? '' : `${((r.rps / health.rps) * 100).toFixed(1)}%`,
    r.cpuMs.server.toFixed(2),
    o.backend === 'postgres' ? r.cpuMs.db.toFixed(2) : '',
    r.errors,
  ];
  const rows = outcomes.flatMap((o) => [
    ...[o.health, o.listing, o.longTail, ...(o.paced ? [o.paced] : [])].map(row(o, 'on', o.health)),
    ...[o.uncached.health, o.uncached.listing, o.uncached.healthPaced, o.uncached.paced].map(
      row(o, 'off', o.uncached.health),
    ),
  ]);
  const loadAvg = outcomes
    .map(
      (o) =>
        `${o.backend} ${o.loadAtStart.map((l) => l.toFixed(1)).join(' ')} -> ${o.loadAverage.map((l) => l.toFixed(1)).join(' ')}`,
    )
    .join(', ');
  console.log(
    `\nListing on ${ACCOUNTS.toLocaleString('en')} accounts, ${CONNECTIONS} connections, ${SECONDS} s per phase (latency in ms; CPU in ms per answered request, of the server process and of its PostgreSQL backends)`,
  );
  console.log(
    `machine: ${os.cpus().length} cores, load average (1/5/15 min) at the start and end of each backend: ${loadAvg}`,
  );
  console.log(
    table(
      [
        'backend',
        'cache',
        'phase',
        'requests',
        'req/s',
        'p50',
        'p95',
        'p99',
        'vs health',
        'CPU server',
        'CPU db',
        'errors',
      ],
      rows,
    ),
  );
  console.log(
    `\nBudget: listing >= ${BUDGET_RATIO * 100}% of /api/health req/s, p95 <= ${BUDGET_P95_MS} ms`,
  );
  console.log(
    table(
      ['backend', 'throughput ratio', 'p95 flat out', 'p95 at 40% of health rate'],
      outcomes.map((o) => [
        o.backend,
        `${(o.ratio * 100).toFixed(1)}% ${yes(o.ratioMet)}`,
        `${ms(o.listing.p95)} ms ${yes(o.p95Met)}`,
        o.paced
          ? `${ms(o.paced.p95)} ms at ${o.paced.rps.toFixed(0)}/${o.targetRps} req/s ${yes(o.pacedP95Met)}`
          : `not reachable: ${o.targetRps} req/s > flat out ${o.listing.rps.toFixed(0)} req/s`,
      ]),
    ),
  );
}

/** The figures of DESIGN §8 this benchmark answers, for bench/REPORT.md. */
export function recordListingFigures(outcomes: Outcome[]): void {
  recordFigures(
    'listing',
    outcomes.flatMap((o) => [
      {
        budget: 'Listing, cache on: req/s vs /api/health',
        backend: o.backend,
        label: `${o.listing.rps.toFixed(0)} of ${o.health.rps.toFixed(0)} req/s`,
        value: Number((o.ratio * 100).toFixed(1)),
        unit: '%',
        target: { op: '>=' as const, value: BUDGET_RATIO * 100 },
      },
      {
        budget: 'Listing, cache off: req/s vs /api/health',
        backend: o.backend,
        label: `${o.uncached.listing.rps.toFixed(0)} of ${o.uncached.health.rps.toFixed(0)} req/s`,
        value: Number((o.uncached.ratio * 100).toFixed(1)),
        unit: '%',
        target: { op: '>=' as const, value: UNCACHED_RATIO * 100 },
      },
      ...[
        { cache: 'on', phase: o.listing },
        { cache: 'off', phase: o.uncached.listing },
      ].map(({ cache, phase }) => ({
        budget: `Listing, cache ${cache}, ${CONNECTIONS} connections flat out: p95 (reported)`,
        backend: o.backend,
        label: `p50 ${ms(phase.p50)}, p99 ${ms(phase.p99)} ms at ${phase.rps.toFixed(0)} req/s; the queue sets it (DESIGN §8)`,
        value: Number(phase.p95.toFixed(1)),
        unit: 'ms',
        target: null,
      })),
      {
        budget: 'Server memory (RSS) with 100,000 accounts and 100,000 mails',
        backend: o.backend,
        label: `${o.accounts} accounts, ${MAILS} mails${o.backend === 'pglite' ? ', PGlite in the process: reported' : ''}`,
        value: Math.round(o.rssMb),
        unit: 'MB',
        target: o.backend === 'postgres' ? { op: '<=' as const, value: 300 } : null,
      },
      {
        budget: 'Listing, cache off: p95 at a paced 25% of health',
        backend: o.backend,
        label: `at ${o.uncached.paced.rps.toFixed(0)} of ${o.uncached.paced.targetRps} req/s, evenly spaced; health at that rate ${o.uncached.healthPaced.p95.toFixed(1)} ms`,
        value: Number(o.uncached.paced.p95.toFixed(1)),
        unit: 'ms',
        target: { op: '<=' as const, value: BUDGET_P95_MS },
      },
    ]),
  );
}
