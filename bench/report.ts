/**
 * Writes bench/REPORT.md from the figures the benchmarks recorded (lib/figures.ts), each beside
 * its DESIGN §8 budget with pass or fail, and prints it. `npm run bench` runs it after all the
 * benchmarks; `npm run bench -- report` rebuilds it from the last figures.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'prettier';
import { FIGURES_DIR, headCommit, passes, type FigureFile } from './lib/figures.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** Every benchmark that answers a budget, in the order of DESIGN §8. */
const EXPECTED = ['listing', 'ingest', 'race', 'alerts', 'bundle', 'lighthouse'];

const files: FigureFile[] = existsSync(FIGURES_DIR)
  ? readdirSync(FIGURES_DIR)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(path.join(FIGURES_DIR, f), 'utf8')) as FigureFile)
  : [];
const byBench = new Map(files.map((f) => [f.bench, f]));
const commit = headCommit();

const cell = (s: string) => s.replace(/\|/g, '\\|');
const lines: string[] = [
  '# Benchmark report',
  '',
  `Written at commit ${commit} on a machine with ${os.cpus().length} cores, by \`npm run bench\` ` +
    '(or by `npm run bench -- report`, from the last figures of each benchmark: each row says ' +
    'which commit it was measured at). ' +
    'Budgets are DESIGN §8; each benchmark, its method and the history of its figures are in ' +
    '`bench/README.md` and the pages under `bench/notes/` it links. These machines are shared ' +
    'and noisy: the load average each benchmark ended at is given, and ratios measured within ' +
    'one run are the figures to trust.',
  '',
  '| Budget | Backend | Figure | Bound | Result | Measured on |',
  '| --- | --- | --- | --- | --- | --- |',
];
let failed = 0;
for (const bench of [...EXPECTED, ...[...byBench.keys()].filter((b) => !EXPECTED.includes(b))]) {
  const file = byBench.get(bench);
  if (!file) {
    lines.push(`| ${bench} | | not run | | | |`);
    continue;
  }
  for (const f of file.figures) {
    const verdict = passes(f);
    if (verdict === false) failed++;
    lines.push(
      `| ${cell(f.budget)} | ${f.backend ?? ''} | ${f.value} ${f.unit} (${cell(f.label)}) | ${
        f.target ? `${f.target.op} ${f.target.value} ${f.unit}` : 'reported'
      } | ${verdict === null ? '' : verdict ? 'pass' : '**fail**'} | ${file.date.slice(0, 16).replace('T', ' ')} UTC, ${file.commit ?? 'commit unknown'}, load ${file.loadAverage[0]} |`,
    );
  }
}
lines.push(
  '',
  failed === 0
    ? 'Every measured budget passes.'
    : `${failed} figure${failed === 1 ? ' misses its' : 's miss their'} budget; the benchmark's page (bench/README.md links each) says why and what would fix it.`,
  '',
);
// Formatted as the repository's other Markdown is, so `prettier --check .` passes on it.
const report = await format(lines.join('\n'), { parser: 'markdown', proseWrap: 'preserve' });
writeFileSync(path.join(HERE, 'REPORT.md'), report);
console.log(report);
