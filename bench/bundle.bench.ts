/**
 * Web budget (DESIGN §8): the storefront's initial JS <= 150 KB gzipped.
 *
 * Builds the web app (BENCH_SKIP_BUILD=1 reuses apps/web/dist) and walks the module graph a
 * browser loads for `/` before any click: the entry script and modulepreloads of index.html and,
 * from each script, its static imports (a dynamic `import()` is a lazy chunk and does not count).
 * Sums the precompressed `.gz` files the server sends (gzip level 9; `.br` for brotli clients)
 * and exits non-zero over budget.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordFigures } from './lib/figures.ts';
import { table } from './lib/stats.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'apps', 'web', 'dist');
const BUDGET_GZIP_KB = 150;

/** Scripts index.html loads at once: the module entry and its modulepreloads. */
function entryScripts(html: string): string[] {
  const found = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) found.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) {
    found.add(m[1]!);
  }
  return [...found];
}

/** Static imports of a built chunk (`import{x}from"./a.js"`, `import"./b.js"`), not `import()`. */
function staticImports(code: string): string[] {
  return [...code.matchAll(/\bimport\s*(?:[^'"();]*?\bfrom\s*)?["'](\.\/[^"']+\.js)["']/g)].map(
    (m) => m[1]!,
  );
}

/** Every script of the first page, as paths relative to dist (`assets/x.js`). */
function initialScripts(): string[] {
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const queue = entryScripts(html).map((src) => src.replace(/^\//, ''));
  const seen = new Set<string>();
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(path.join(DIST, file), 'utf8');
    for (const spec of staticImports(code))
      queue.push(path.posix.join(path.posix.dirname(file), spec));
  }
  return [...seen].sort();
}

const sizeOf = (file: string) => statSync(path.join(DIST, file)).size;
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

function main(): void {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    const r = spawnSync('npm', ['run', 'build', '-w', '@shop/web'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    if (r.status !== 0) throw new Error('build failed');
  }
  const files = initialScripts();
  const rows = files.map((f) => ({
    file: f,
    raw: sizeOf(f),
    gzip: sizeOf(`${f}.gz`),
    brotli: sizeOf(`${f}.br`),
  }));
  const total = rows.reduce(
    (sum, r) => ({ raw: sum.raw + r.raw, gzip: sum.gzip + r.gzip, brotli: sum.brotli + r.brotli }),
    { raw: 0, gzip: 0, brotli: 0 },
  );
  console.log(
    `\nInitial JS of the storefront (index.html's static module graph), KB = 1,000 bytes\n`,
  );
  console.log(
    table(
      ['file', 'raw KB', 'gzip KB', 'brotli KB'],
      [...rows, { file: 'total', ...total }].map((r) => [
        r.file,
        kb(r.raw),
        kb(r.gzip),
        kb(r.brotli),
      ]),
    ),
  );
  const met = total.gzip <= BUDGET_GZIP_KB * 1000;
  recordFigures('bundle', [
    {
      budget: 'Web: initial JS of the storefront, gzipped',
      backend: null,
      label: `${files.length} scripts`,
      value: Number(kb(total.gzip)),
      unit: 'KB',
      target: { op: '<=', value: BUDGET_GZIP_KB },
    },
  ]);
  console.log(
    `\n${met ? 'Budget met' : 'Budget missed'}: ${kb(total.gzip)} KB gzipped, budget ${BUDGET_GZIP_KB} KB.`,
  );
  if (!met) process.exitCode = 1;
}

main();
