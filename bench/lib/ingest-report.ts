/** The ingest benchmark's tables and verdicts (DESIGN §8). */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { recordFigures } from './figures.ts';
import type { BackendKind } from './sql.ts';
import type { LatencyResult } from './realtime-latency.ts';
import type { Measured } from './interleave.ts';
import { ms, table } from './stats.ts';

/** Absolute targets, messages per second answered 250 after the commit. */
export const TARGET_RATE: Record<BackendKind, number> = { postgres: 1000, pglite: 300 };
/** Shop over MailDev in the same run. */
export const TARGET_RATIO: Record<BackendKind, number> = { postgres: 1.2, pglite: 0.5 };
export const TARGET_LATENCY_P95_MS = 150;

export interface Outcome {
  backend: BackendKind;
  connections: number;
  maildev: Measured;
  sink: Measured | null;
  shop: Measured;
  /** Every message answered 250 on the shop (warm-up, measured, latency phases) against the store. */
  store: { answered250: number; stored: number; missing: number };
  latency: LatencyResult[];
  kill: {
    accepted: number;
    lost: number;
    lostTokens: string[];
    acceptedAfterRestart: number;
    storedAfterRestart: boolean;
  };
  loadAtStart: number[];
  loadAtEnd: number[];
}

const yes = (ok: boolean) => (ok ? 'met' : 'MISSED');
const avg = (l: number[]) => l.map((x) => x.toFixed(1)).join(' ');

/** Prints every table; true when mail was lost or the store disagrees with the 250s. */
export function reportIngest(outcomes: Outcome[]): boolean {
  const rows = outcomes.flatMap((o) =>
    [o.shop, o.maildev, ...(o.sink ? [o.sink] : [])].map((p) => [
      o.backend,
      p.name,
      p.accepted,
      p.seconds.toFixed(1),
      p.rate.toFixed(0),
      p.turns.map((t) => t.toFixed(0)).join(' '),
      ms(p.p50),
      ms(p.p95),
      p.cpuMs.server.toFixed(2),
      p === o.shop && o.backend === 'postgres' ? p.cpuMs.db.toFixed(2) : '',
      p.cpuMs.client.toFixed(2),
      p === o.shop ? (p.rate / o.maildev.rate).toFixed(2) : '',
    ]),
  );
  console.log(
    `\nSMTP ingest, ${outcomes[0]?.connections} pooled nodemailer connections, 1.7 KB verification mails, receivers in turns (msg/s answered 250; ms from send to 250; CPU in ms per message)`,
  );
  console.log(
    `machine: ${os.cpus().length} cores, load average (1/5/15 min) at the start and end of each backend: ${outcomes.map((o) => `${o.backend} ${avg(o.loadAtStart)} -> ${avg(o.loadAtEnd)}`).join(', ')}`,
  );
  console.log(
    table(
      [
        'run',
        'receiver',
        'messages',
        's',
        'msg/s',
        'each turn',
        'p50',
        'p95',
        'CPU recv',
        'CPU db',
        'CPU sender',
        'vs MailDev',
      ],
      rows,
    ),
  );

  console.log('\nLatency, end of DATA (final "." written) to `new-email` in Chromium, ms');
  console.log(
    table(
      [
        'backend',
        'phase',
        'samples',
        'p50',
        'p95',
        'p99',
        'max',
        'p95 from 250',
        'missing',
        'target',
      ],
      outcomes.flatMap((o) =>
        o.latency.map((l, i) => [
          o.backend,
          l.label,
          l.samples,
          ms(l.fromDot.p50),
          ms(l.fromDot.p95),
          ms(l.fromDot.p99),
          ms(l.fromDot.max),
          ms(l.from250.p95),
          l.missing,
          i === 0 ? yes(l.fromDot.p95 <= TARGET_LATENCY_P95_MS && l.missing === 0) : '',
        ]),
      ),
    ),
  );

  console.log('\nDurability: stored against answered 250');
  console.log(
    table(
      ['backend', 'answered 250', 'stored', 'missing', 'kill -9: lost', 'after restart'],
      outcomes.map((o) => [
        o.backend,
        o.store.answered250,
        o.store.stored,
        o.store.missing,
        `lost: ${o.kill.lost} of ${o.kill.accepted}`,
        `${o.kill.acceptedAfterRestart} accepted${o.kill.storedAfterRestart ? ', stored' : ', NOT STORED'}`,
      ]),
    ),
  );

  console.log('\nBudgets (DESIGN §8)');
  console.log(
    table(
      ['backend', 'msg/s', 'vs MailDev', 'latency p95', 'kill -9'],
      outcomes.map((o) => [
        o.backend,
        `${o.shop.rate.toFixed(0)} (>= ${TARGET_RATE[o.backend]}) ${yes(o.shop.rate >= TARGET_RATE[o.backend])}`,
        `${(o.shop.rate / o.maildev.rate).toFixed(2)} (>= ${TARGET_RATIO[o.backend]}) ${yes(o.shop.rate / o.maildev.rate >= TARGET_RATIO[o.backend])}`,
        `${ms(o.latency[0]!.fromDot.p95)} ms ${yes(o.latency[0]!.fromDot.p95 <= TARGET_LATENCY_P95_MS)}`,
        `lost ${o.kill.lost} of ${o.kill.accepted} ${yes(o.kill.lost === 0)}`,
      ]),
    ),
  );
  return outcomes.some(
    (o) =>
      o.store.missing > 0 ||
      o.store.stored !== o.store.answered250 ||
      o.kill.lost > 0 ||
      !o.kill.storedAfterRestart ||
      o.kill.acceptedAfterRestart === 0,
  );
}

/** The run's figures for bench/REPORT.md (figures.ts), each with its DESIGN §8 target. */
export function recordIngestFigures(outcomes: Outcome[]): void {
  recordFigures(
    'ingest',
    outcomes.flatMap((o) => [
      {
        budget: 'SMTP ingest, durable (250 after commit)',
        backend: o.backend,
        label: `${o.shop.accepted} messages, ${(o.shop.rate / o.maildev.rate).toFixed(2)}x MailDev; ${
          o.sink
            ? `Postfix smtp-sink, the ceiling: ${Math.round(o.sink.rate)} msg/s`
            : 'Postfix smtp-sink not installed: no ceiling measured'
        }`,
        value: Math.round(o.shop.rate),
        unit: 'msg/s',
        target: { op: '>=' as const, value: TARGET_RATE[o.backend] },
      },
      {
        budget: 'SMTP ingest: accepted messages lost when killed mid-load',
        backend: o.backend,
        label: `${o.kill.accepted} answered 250 before SIGKILL`,
        value: o.kill.lost,
        unit: 'messages',
        target: { op: '<=' as const, value: 0 },
      },
      // The budget is for mail arriving at a normal pace; under full ingest load it is reported.
      ...o.latency.map((l) => ({
        budget:
          l.label === 'paced'
            ? 'Realtime: end of DATA to new-email in the browser, p95'
            : 'Realtime latency under full ingest load, p95 (reported)',
        backend: o.backend,
        label: `${l.label}, ${l.samples} mails, ${l.missing} missing`,
        value: Number(l.fromDot.p95.toFixed(1)),
        unit: 'ms',
        target: l.label === 'paced' ? { op: '<=' as const, value: TARGET_LATENCY_P95_MS } : null,
      })),
    ]),
  );
}

/** Each backend's outcome as JSON under the system temp directory. */
export function writeIngestJson(outcomes: Outcome[]): void {
  const outDir = path.join(os.tmpdir(), 'shop-bench');
  mkdirSync(outDir, { recursive: true });
  for (const o of outcomes) {
    const file = path.join(outDir, `ingest-${o.backend}.json`);
    const doc = { date: new Date().toISOString(), cpus: os.cpus().length, ...o };
    writeFileSync(file, JSON.stringify(doc, null, 2) + '\n');
    console.log(`wrote ${file}`);
  }
}
