/**
 * Listing budget (DESIGN §8): filtered listing on 100,000 accounts of one game, 50 concurrent
 * clients; p95 <= 25 ms and >= 40% of /api/health throughput of the same server in the same run.
 *
 * Phases on one server, one after another: /api/health flat out, the listing flat out (about
 * fifty rotating filter URLs), then the listing paced at 40% of the health rate just measured.
 * Then the server again with its listing cache off (LISTING_CACHE=0), so no page is kept:
 * /api/health, the listing flat out, and paced at 25% of that health rate (issue 7's target for
 * the query on its own: >= 25% of health, p95 <= 25 ms at the paced rate). The cache sits in
 * front of SQL only (text search, LISTING_INDEX=0): with the index on, both servers answer these
 * URLs from the index, and LISTING_INDEX=0 measures the SQL path.
 * Flat out, 50 clients always waiting on the server means mean latency = 50 / throughput, so
 * the flat-out p95 is mostly queueing; the paced phase shows the latency at the throughput the
 * budget asks for. Runs on PGlite and PostgreSQL (BENCH_BACKENDS=pglite,postgres); results
 * are printed and written as JSON under the system temp directory.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PUBLIC_COUNT_CAP } from '../packages/contract/src/values.ts';
import { ACCOUNTS, BENCH_GAME, prepareDataset } from './lib/dataset.ts';
import { listingPaths, mixedPaths } from './lib/listing-urls.ts';
import { runLoad, type LoadOptions } from './lib/load.ts';
import { dbCpuBetween, sampleCpu, type CpuSample } from './lib/cpu.ts';
import {
  buildServer,
  rssAfterInbox,
  settle,
  startServer,
  type RunningServer,
} from './lib/server.ts';
import { createBackend, selectedBackends, type BackendKind } from './lib/sql.ts';
import {
  BUDGET_P95_MS,
  BUDGET_RATIO,
  CONNECTIONS,
  recordListingFigures,
  report,
  reportUncached,
  SECONDS,
  UNCACHED_RATIO,
  type Outcome,
  type Phase,
  type Uncached,
} from './lib/listing-report.ts';

const WARMUP_SECONDS = 3;

type Backend = Awaited<ReturnType<typeof createBackend>>;

/** Samples the CPU of this server and of its PostgreSQL backends (the database's name). */
function cpuOf(server: RunningServer, backend: Backend): () => CpuSample {
  const dbName = backend.databaseUrl ? new URL(backend.databaseUrl).pathname.slice(1) : null;
  return () => sampleCpu(server.pid, dbName);
}

async function load(opts: LoadOptions, cpu: () => CpuSample): Promise<Phase> {
  await settle(opts.baseUrl);
  const before = cpu();
  const r = await runLoad(opts);
  const after = cpu();
  const answered = Math.max(1, r.requests);
  const cpuMs = {
    server: (after.server - before.server) / answered,
    db: dbCpuBetween(before, after) / answered,
  };
  if (r.non200 > 0)
    throw new Error(
      `${r.label}: ${r.non200} responses were not 200 (${JSON.stringify(r.statuses)})`,
    );
  if (r.errors > 0)
    console.log(
      `[${r.label}] ${r.errors} errors, ${r.timeouts} of them timeouts (counted at the timeout)`,
    );
  return { ...r, cpuMs };
}

/**
 * A game's listing index loads on its first search while SQL answers; measuring starts once the
 * index answers (the listing's Server-Timing header says which did).
 */
async function untilIndexed(baseUrl: string, path: string): Promise<void> {
  if (process.env.LISTING_INDEX === '0') return;
  const started = Date.now();
  for (;;) {
    const res = await fetch(`${baseUrl}${path}`);
    await res.arrayBuffer();
    if (res.headers.get('server-timing') === 'search;desc=index') return;
    if (Date.now() - started > 120_000) throw new Error('the listing index did not load in 2 min');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function uncachedPhases(backend: Backend, paths: string[]): Promise<Uncached> {
  const server = await startServer(backend, { LISTING_CACHE: '0' });
  try {
    const base = { baseUrl: server.url, connections: CONNECTIONS, seconds: SECONDS };
    const cpu = cpuOf(server, backend);
    await untilIndexed(server.url, paths[0]!);
    await load({ ...base, label: 'warm-up', paths, seconds: WARMUP_SECONDS }, cpu);
    const health = await load({ ...base, label: 'health', paths: ['/api/health'] }, cpu);
    const listing = await load({ ...base, label: 'listing, no cache', paths }, cpu);
    const targetRps = Math.ceil(health.rps * UNCACHED_RATIO);
    // The floor: what any answer of this server costs in latency at that rate on this machine.
    const healthPaced = await load(
      { ...base, label: `health @${targetRps}/s`, paths: ['/api/health'], rate: targetRps },
      cpu,
    );
    const paced = {
      ...(await load({ ...base, label: `no cache @${targetRps}/s`, paths, rate: targetRps }, cpu)),
      targetRps,
    };
    const ratio = listing.rps / health.rps;
    return {
      health,
      listing,
      healthPaced,
      paced,
      ratio,
      ratioMet: ratio >= UNCACHED_RATIO,
      pacedP95Met: paced.p95 <= BUDGET_P95_MS && paced.rps >= targetRps * 0.95,
    };
  } finally {
    await server.stop();
  }
}

async function benchBackend(kind: BackendKind): Promise<Outcome> {
  const loadAtStart = os.loadavg();
  const backend = await createBackend(kind);
  try {
    console.log(
      `\n[${kind}] seeding the shop and inserting ${ACCOUNTS.toLocaleString('en')} accounts...`,
    );
    const data = await prepareDataset(backend);
    console.log(
      `[${kind}] inserted in ${(data.insertMs / 1000).toFixed(1)} s (incl. vacuum analyze)`,
    );
    const paths = listingPaths(data.gameId, BENCH_GAME);
    const server = await startServer(backend);
    try {
      const probe = await fetch(`${server.url}${paths[0]}`);
      const body = (await probe.json()) as { data?: { total?: number } };
      // The public total stops counting at PUBLIC_COUNT_CAP (total_capped).
      if (probe.status !== 200 || (body.data?.total ?? 0) < Math.min(ACCOUNTS, PUBLIC_COUNT_CAP))
        throw new Error(`unexpected listing: ${probe.status} total=${body.data?.total}`);
      console.log(
        `[${kind}] warm-up ${WARMUP_SECONDS} s, then ${SECONDS} s per phase, ${CONNECTIONS} connections, ${paths.length} listing URLs`,
      );
      const base = { baseUrl: server.url, connections: CONNECTIONS, seconds: SECONDS };
      const cpu = cpuOf(server, backend);
      await untilIndexed(server.url, paths[0]!);
      const health = ['/api/health'];
      await load({ ...base, label: 'warm-up', paths: health, seconds: WARMUP_SECONDS }, cpu);
      await load({ ...base, label: 'warm-up', paths, seconds: WARMUP_SECONDS }, cpu);
      const h = await load({ ...base, label: 'health', paths: health }, cpu);
      const listing = await load({ ...base, label: 'listing', paths }, cpu);
      const longTail = await load(
        {
          ...base,
          label: 'listing + long tail',
          paths: mixedPaths(data.gameId, BENCH_GAME),
        },
        cpu,
      );
      const targetRps = Math.ceil(h.rps * BUDGET_RATIO);
      // A rate above what the server sustains flat out would only repeat the flat-out phase.
      const paced =
        listing.rps >= targetRps
          ? {
              ...(await load(
                {
                  ...base,
                  label: `listing @${targetRps}/s`,
                  paths,
                  rate: targetRps,
                },
                cpu,
              )),
              targetRps,
            }
          : null;
      const ratio = listing.rps / h.rps;
      const rssMb = await rssAfterInbox(server);
      console.log(
        `[${kind}] server RSS after the phases and 10 inbox pages: ${rssMb.toFixed(0)} MB`,
      );
      await server.stop();
      const uncached = await uncachedPhases(backend, paths);
      return {
        backend: kind,
        accounts: data.accounts,
        insertMs: data.insertMs,
        urls: paths.length,
        health: h,
        listing,
        longTail,
        paced,
        ratio,
        ratioMet: ratio >= BUDGET_RATIO,
        p95Met: listing.p95 <= BUDGET_P95_MS,
        pacedP95Met: paced !== null && paced.p95 <= BUDGET_P95_MS && paced.rps >= targetRps * 0.95,
        targetRps,
        loadAtStart,
        loadAverage: os.loadavg(),
        uncached,
        rssMb,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await backend.dispose();
  }
}

const outcomes: Outcome[] = [];
buildServer();
for (const kind of selectedBackends()) outcomes.push(await benchBackend(kind));
report(outcomes);
reportUncached(outcomes);
recordListingFigures(outcomes);
const outDir = path.join(os.tmpdir(), 'shop-bench');
mkdirSync(outDir, { recursive: true });
for (const o of outcomes) {
  const file = path.join(outDir, `listing-${o.backend}.json`);
  writeFileSync(
    file,
    JSON.stringify({ date: new Date().toISOString(), cpus: os.cpus().length, ...o }, null, 2) +
      '\n',
  );
  console.log(`wrote ${file}`);
}
