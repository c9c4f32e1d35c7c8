// Runs the benchmarks in bench/ one after another (they share two cores): *.bench.mjs with node,
// *.bench.ts with tsx. `npm run bench -- NAME` runs those whose file name contains NAME.
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const tsx = path.join(dir, '..', 'node_modules', '.bin', 'tsx');
const only = process.argv[2];
const benches = readdirSync(dir)
  .filter(
    (f) => (f.endsWith('.bench.mjs') || f.endsWith('.bench.ts')) && (!only || f.includes(only)),
  )
  .sort();
if (benches.length === 0) console.log('No benchmarks match.');
for (const file of benches) {
  console.log(`== ${file}`);
  const [cmd, args] = file.endsWith('.ts')
    ? [tsx, [path.join(dir, file)]]
    : [process.execPath, [path.join(dir, file)]];
  const r = spawnSync(cmd, args, { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
