/**
 * Schema choice for the copies filter, measured at the SQL level on the 100,000-account data
 * set: the first page (newest first, 24 rows) and the count(*) behind `total`, each query run
 * many times in turn on one connection. Every layout must return the same rows and totals.
 * PostgreSQL and PGlite (BENCH_BACKENDS); the scratch database is dropped afterwards.
 */
import { ACCOUNTS, prepareDataset } from './lib/dataset.ts';
import {
  SETUP_SQL,
  SIZES_SQL,
  STRATEGIES,
  listingSql,
  type Filter,
  type Item,
  type Strategy,
} from './lib/schemas.ts';
import { buildServer } from './lib/server.ts';
import { createBackend, selectedBackends, type BackendKind, type Sql } from './lib/sql.ts';
import { ms, summarize, table } from './lib/stats.ts';

const ITERATIONS: Record<BackendKind, number> = {
  postgres: Number(process.env.BENCH_ITERATIONS ?? 40),
  pglite: Number(process.env.BENCH_ITERATIONS ?? 12),
};
const WARMUP = 2;

const c = (value: string, min: number): Item => ({ kind: 'c', value, min });
const w = (value: string, min: number): Item => ({ kind: 'w', value, min });

/** Popular (four-star, ~26% of accounts) and rare (five-star) characters of the first demo game. */
const FILTERS: Filter[] = [
  { label: '1 item C0', items: [c('vesper', 0)] },
  { label: '1 item C4 (five-star)', items: [c('thorne', 4)] },
  { label: '1 item C1 + server', items: [c('aurelia', 1)], servers: ['asia'] },
  { label: '2 items C1, C2', items: [c('aurelia', 1), c('vesper', 2)] },
  {
    label: '2 items C1, C2 + gender',
    items: [c('kaelen-duskborne', 1), c('mirael', 2)],
    gender: 'F',
  },
  {
    label: '3 items (2 chars + weapon)',
    items: [c('castor', 1), c('sable', 0), w('moonsilver-rapier', 1)],
  },
  {
    label: '3 items + server + gender',
    items: [c('ishara', 2), c('corvin-blackquill', 0), w('frostfang-katana', 0)],
    servers: ['europe'],
    gender: 'M',
  },
  {
    label: '3 items, rare (C3, C3, R3)',
    items: [c('thorne', 3), c('mirael', 3), w('astral-orb', 2)],
  },
];

interface Row {
  filter: string;
  strategy: Strategy;
  total: number;
  page: number[];
  count: number[];
}

async function timed(sql: Sql, q: { text: string; params: unknown[] }) {
  const t0 = performance.now();
  const res = await sql.query<{ id?: number; n?: number }>(q.text, q.params);
  return { ms: performance.now() - t0, rows: res.rows };
}

async function compare(kind: BackendKind, sql: Sql, gameId: number): Promise<Row[]> {
  const rows: Row[] = [];
  for (const f of FILTERS) {
    const byStrategy = new Map<Strategy, Row>();
    for (const s of STRATEGIES)
      byStrategy.set(s, { filter: f.label, strategy: s, total: -1, page: [], count: [] });
    const firstIds = new Map<Strategy, string>();
    for (let i = 0; i < WARMUP + ITERATIONS[kind]; i++) {
      // Round-robin over the layouts so a noisy moment hits them all alike.
      for (const s of STRATEGIES) {
        const row = byStrategy.get(s)!;
        const q = listingSql(s, f, gameId);
        const page = await timed(sql, q.page);
        const count = await timed(sql, q.count);
        if (i < WARMUP) {
          row.total = Number(count.rows[0]?.n);
          firstIds.set(s, page.rows.map((r) => r.id).join(','));
          continue;
        }
        row.page.push(page.ms);
        row.count.push(count.ms);
      }
    }
    const ref = byStrategy.get('tokens')!;
    for (const s of STRATEGIES) {
      const row = byStrategy.get(s)!;
      if (row.total !== ref.total || firstIds.get(s) !== firstIds.get('tokens')) {
        throw new Error(
          `${f.label}: ${s} disagrees with tokens (total ${row.total} vs ${ref.total})`,
        );
      }
      rows.push(row);
    }
    process.stdout.write('.');
  }
  process.stdout.write('\n');
  return rows;
}

function report(kind: BackendKind, rows: Row[], sizes: Record<string, number>): void {
  const mb = (n: number) => `${(Number(n) / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    `\n[${kind}] copies filter on ${ACCOUNTS.toLocaleString('en')} accounts, ${ITERATIONS[kind]} runs each, ms (median / p95)`,
  );
  console.log(
    `sizes: tokens GIN ${mb(sizes.tokens_gin!)}, child table + indexes ${mb(sizes.child_table!)}, jsonb GIN ${mb(sizes.jsonb_gin!)}`,
  );
  console.log(
    table(
      ['filter', 'layout', 'total', 'page p50', 'page p95', 'count p50', 'count p95', 'both p50'],
      rows.map((r) => {
        const page = summarize(r.page);
        const count = summarize(r.count);
        const both = summarize(r.page.map((v, i) => v + r.count[i]!));
        return [
          r.filter,
          r.strategy,
          r.total,
          ms(page.p50),
          ms(page.p95),
          ms(count.p50),
          ms(count.p95),
          ms(both.p50),
        ];
      }),
    ),
  );
  const totals = STRATEGIES.map((s) => {
    const mine = rows.filter((r) => r.strategy === s);
    const sum = mine.reduce(
      (acc, r) => acc + summarize(r.page.map((v, i) => v + r.count[i]!)).p50,
      0,
    );
    return [s, ms(sum)];
  });
  console.log(`\nSum over the ${FILTERS.length} filters of the median page + count, ms:`);
  console.log(table(['layout', 'sum p50'], totals));
}

buildServer();
for (const kind of selectedBackends()) {
  const backend = await createBackend(kind);
  try {
    console.log(`\n[${kind}] preparing ${ACCOUNTS.toLocaleString('en')} accounts...`);
    const data = await prepareDataset(backend);
    const sql = await backend.connect();
    try {
      for (const statement of SETUP_SQL) await sql.query(statement);
      const sizes = (await sql.query<Record<string, number>>(SIZES_SQL)).rows[0]!;
      report(kind, await compare(kind, sql, data.gameId), sizes);
    } finally {
      await sql.close();
    }
  } finally {
    await backend.dispose();
  }
}
