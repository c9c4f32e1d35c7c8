// Runs every benchmark in bench/ named *.bench.mjs, one after another (they share two cores).
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
const benches = readdirSync(dir).filter((f) => f.endsWith('.bench.mjs') && (!only || f.includes(only)));
if (benches.length === 0) console.log('No benchmarks match.');
for (const file of benches) {
  console.log(`== ${file}`);
  const r = spawnSync(process.execPath, [path.join(dir, file)], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
