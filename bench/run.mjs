// Runs the benchmarks in bench/ one after another (they share two cores): *.bench.mjs with node,
// *.bench.ts with tsx, then writes bench/REPORT.md from their figures (report.ts).
// `npm run bench -- NAME` runs those whose file name contains NAME (and no report);
// `npm run bench -- report` only rewrites the report from the last figures.
import { readdirSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const tsx = path.join(dir, '..', 'node_modules', '.bin', 'tsx');
const only = process.argv[2];
const report = () => spawnSync(tsx, [path.join(dir, 'report.ts')], { stdio: 'inherit' }).status;

if (only === 'report') process.exit(report() ?? 1);

const benches = readdirSync(dir)
  .filter(
    (f) => (f.endsWith('.bench.mjs') || f.endsWith('.bench.ts')) && (!only || f.includes(only)),
  )
  .sort();
if (benches.length === 0) console.log('No benchmarks match.');
// A full run starts from no figures, so the report shows only what this run measured.
if (!only)
  rmSync(process.env.BENCH_FIGURES_DIR ?? path.join(os.tmpdir(), 'shop-bench', 'figures'), {
    recursive: true,
    force: true,
  });
const failed = [];
const started = Date.now();
for (const [i, file] of benches.entries()) {
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(`\n== [${i + 1}/${benches.length}] ${file} (${minutes} min so far)`);
  const [cmd, args] = file.endsWith('.ts')
    ? [tsx, [path.join(dir, file)]]
    : [process.execPath, [path.join(dir, file)]];
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) failed.push(file);
}
if (!only) report();
if (failed.length) {
  console.log(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
