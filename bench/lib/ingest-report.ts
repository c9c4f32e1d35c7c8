/** The ingest benchmark's tables and verdicts (DESIGN §8). */
import os from 'node:os';
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
