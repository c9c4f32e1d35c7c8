/**
 * Web budget (DESIGN §8): Lighthouse performance >= 95, mobile profile, system Chromium, on `/`
 * and `/games/{id}` of the built server with 10,000 accounts.
 *
 * Builds the web app and the server (BENCH_SKIP_BUILD=1 reuses both builds); on each backend
 * (BENCH_BACKENDS, default PGlite and PostgreSQL) seeds a fresh shop with LIGHTHOUSE_ACCOUNTS
 * accounts (default 10,000) for the first demo game, starts the built server and runs Lighthouse's default mobile
 * profile (simulated slow 4G, 4x CPU slowdown) LIGHTHOUSE_RUNS times per page (default 3),
 * reporting the median run by score. Chromium: CHROME_PATH, default /usr/bin/chromium.
 * LIGHTHOUSE_REPORT_DIR keeps every run's full result as JSON, and its trace beside it.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { checkCompression, type CompressionCheck } from './lib/compression-check.ts';
import { recordFigures } from './lib/figures.ts';
import type { BackendKind } from './lib/sql.ts';
import { table } from './lib/stats.ts';

process.env.BENCH_ACCOUNTS = process.env.LIGHTHOUSE_ACCOUNTS ?? '10000';
// After BENCH_ACCOUNTS is set: the data set reads it when first loaded.
const { ACCOUNTS, prepareDataset } = await import('./lib/dataset.ts');
const { ROOT, startServer } = await import('./lib/server.ts');
const { createBackend, selectedBackends } = await import('./lib/sql.ts');

const TARGET_SCORE = 95;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Where to keep each run's full Lighthouse result (trace-based audits, the LCP element). */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

interface PageFigures {
  page: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferBytes: number;
  /** Lighthouse's CPU benchmark of the run: an idle desktop gives 1,500-2,000, a busy one less. */
  cpuIndex: number;
  /** Audits that cost time, for the figures' reader: id and estimated savings in ms. */
  opportunities: { id: string; savingsMs: number }[];
}

function buildAll(): void {
  if (process.env.BENCH_SKIP_BUILD === '1') return;
  const r = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('build failed');
}

function figures(page: string, lhr: Result): PageFigures {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const opportunities = Object.values(lhr.audits)
    .map((a) => ({
      id: a.id,
      savingsMs: (a.metricSavings?.LCP ?? 0) + (a.metricSavings?.FCP ?? 0),
      score: a.score,
    }))
    .filter((a) => a.savingsMs > 0 && a.score !== null && a.score < 1)
    .sort((a, b) => b.savingsMs - a.savingsMs)
    .map(({ id, savingsMs }) => ({ id, savingsMs }));
  return {
    page,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    transferBytes: value('total-byte-weight'),
    cpuIndex: lhr.environment.benchmarkIndex,
    opportunities,
  };
}

/** Every picture a page's HTML names (`src`, `srcset`), as same-origin paths. */
function picturesOf(html: string): string[] {
  const paths = new Set<string>();
  for (const [, attr, value] of html.matchAll(/\b(src|srcset)="([^"]+)"/g)) {
    const candidates =
      attr === 'srcset' ? value!.split(',').map((c) => c.trim().split(/\s+/)[0]!) : [value!];
    for (const candidate of candidates) {
      const path = candidate.replaceAll('&amp;', '&');
      if (path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/assets/'))
        paths.add(path);
    }
  }
  return [...paths];
}

/** Requests a page and the pictures it names, so none is first drawn during an audit. */
async function warmUp(base: string, page: string): Promise<void> {
  const html = await (await fetch(`${base}${page}`)).text();
  const pictures = picturesOf(html);
  for (let i = 0; i < pictures.length; i += 4) {
    await Promise.all(
      pictures.slice(i, i + 4).map(async (path) => {
        const res = await fetch(`${base}${path}`);
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`warm-up: ${path} answered ${res.status}`);
      }),
    );
  }
  console.log(`  warmed ${page} and its ${pictures.length} pictures`);
}

/** Trace failures of Lighthouse's own recording, not of the page: the run is repeated once. */
const TRACE_FLAKES = new Set(['NO_NAVSTART']);

interface LighthouseRun {
  lhr: Result;
  /** The observed (unthrottled) trace the simulation starts from; DevTools opens it. */
  trace: unknown;
}

async function lighthouseRun(url: string, port: number): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return { lhr: result.lhr, trace: result.artifacts.Trace };
    if (attempt > 1 || !TRACE_FLAKES.has(error.code)) throw new Error(`${url}: ${error.message}`);
    console.log(`  ${error.code}: the trace was not recorded; running again`);
  }
}

async function audit(
  url: string,
  page: string,
  port: number,
  kind: BackendKind,
): Promise<PageFigures> {
  const runs: PageFigures[] = [];
  for (let i = 0; i < RUNS; i++) {
    const { lhr, trace } = await lighthouseRun(`${url}${page}`, port);
    if (REPORT_DIR) {
      mkdirSync(REPORT_DIR, { recursive: true });
      const name = `${kind}${page.replace(/\W+/g, '_') || '_'}-${i + 1}`;
      writeFileSync(path.join(REPORT_DIR, `${name}.json`), JSON.stringify(lhr));
      writeFileSync(path.join(REPORT_DIR, `${name}.trace.json`), JSON.stringify(trace));
    }
    runs.push(figures(page, lhr));
  }
  runs.sort((a, b) => a.score - b.score);
  return runs[Math.floor(runs.length / 2)]!;
}

interface BackendOutcome {
  kind: BackendKind;
  results: PageFigures[];
  compression: CompressionCheck;
}

/** Seeds a fresh shop on `kind`, starts the built server and audits both pages on it. */
async function benchBackend(kind: BackendKind): Promise<BackendOutcome> {
  const backend = await createBackend(kind);
  const results: PageFigures[] = [];
  try {
    console.log(`[${kind}] seeding the shop and ${ACCOUNTS.toLocaleString('en')} accounts...`);
    const data = await prepareDataset(backend);
    const server = await startServer(backend);
    const chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: CHROME_FLAGS,
    });
    try {
      for (const page of ['/', `/games/${data.gameId}`]) {
        // The figures are about a running shop: a fresh one renders its first page slowly (the
        // renderer is loaded and compiled) and draws each demo picture on its first request.
        await warmUp(server.url, page);
        console.log(`[${kind}] Lighthouse ${page}, ${RUNS} runs, mobile profile`);
        results.push(await audit(server.url, page, chrome.port, kind));
      }
      const game = `/api/games/${data.gameId}`;
      const compression = await checkCompression(
        server.url,
        ['/', `/games/${data.gameId}`],
        ['/api/games', '/api/games/sales-stats', game, `${game}/accounts`],
      );
      return { kind, results, compression };
    } finally {
      chrome.kill();
      await server.stop();
    }
  } finally {
    await backend.dispose();
  }
}

async function main(): Promise<void> {
  buildAll();
  const outcomes: BackendOutcome[] = [];
  for (const kind of selectedBackends()) outcomes.push(await benchBackend(kind));

  console.log(
    `\nLighthouse ${RUNS} runs per page (median by score), mobile profile, ${ACCOUNTS.toLocaleString('en')} accounts, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  );
  console.log(
    table(
      [
        'backend',
        'page',
        'score',
        'FCP ms',
        'LCP ms',
        'TBT ms',
        'CLS',
        'transferred KiB',
        'CPU index',
      ],
      outcomes.flatMap(({ kind, results }) =>
        results.map((r) => [
          kind,
          r.page,
          String(r.score),
          r.fcpMs.toFixed(0),
          r.lcpMs.toFixed(0),
          r.tbtMs.toFixed(0),
          r.cls.toFixed(3),
          (r.transferBytes / 1024).toFixed(1),
          r.cpuIndex.toFixed(0),
        ]),
      ),
    ),
  );
  for (const { kind, results } of outcomes) {
    for (const r of results) {
      if (r.opportunities.length === 0) continue;
      const list = r.opportunities.map((o) => `${o.id} (${o.savingsMs.toFixed(0)} ms)`).join(', ');
      console.log(`[${kind}] ${r.page} could still save: ${list}`);
    }
  }
  const dir = path.join(os.tmpdir(), 'shop-bench');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'lighthouse.json'), JSON.stringify(outcomes, null, 2));

  for (const { kind, compression } of outcomes) {
    const { checked, compressed, uncompressed } = compression;
    console.log(
      `\n[${kind}] Compression: ${compressed} of ${checked} text answers of 1 KB or more came compressed` +
        (uncompressed.length ? `; not: ${uncompressed.join(', ')}` : ''),
    );
  }
  recordFigures(
    'lighthouse',
    outcomes.flatMap(({ kind, results, compression }) => [
      ...results.map((r) => ({
        budget: 'Web: Lighthouse performance (mobile, 10,000 accounts)',
        backend: kind,
        label: `${r.page}: FCP ${r.fcpMs.toFixed(0)} ms, LCP ${r.lcpMs.toFixed(0)} ms, TBT ${r.tbtMs.toFixed(0)} ms`,
        value: r.score,
        unit: 'score',
        target: { op: '>=' as const, value: TARGET_SCORE },
      })),
      {
        budget: 'Web: text assets and JSON answers (1 KB and more) sent uncompressed',
        backend: kind,
        label: `${compression.compressed} of ${compression.checked} compressed (pages, their scripts, styles and SVGs, the API answers they read)`,
        value: compression.uncompressed.length,
        unit: 'answers',
        target: { op: '<=' as const, value: 0 },
      },
    ]),
  );
  const missed = outcomes.flatMap(({ kind, results }) =>
    results.filter((r) => r.score < TARGET_SCORE).map((r) => `${r.page} (${kind})`),
  );
  console.log(
    missed.length === 0
      ? `\nTarget met: every page scores >= ${TARGET_SCORE}.`
      : `\nTarget missed (>= ${TARGET_SCORE}) on ${missed.join(', ')}.`,
  );
}

await main();
