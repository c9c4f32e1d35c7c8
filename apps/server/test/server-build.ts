/**
 * The bundle the process tests start (test/processes.ts): dist/main.js and dist/cli.js, made by
 * build.mjs, the same files `npm start` and `npm run shop` run. Starting them instead of
 * `node --import tsx src/...` spares each of the suite's fifty-odd processes compiling the server
 * again (about a second and a half each on two cores).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const SERVER_DIR = path.resolve(import.meta.dirname, '..');
export const DIST_MAIN = path.join(SERVER_DIR, 'dist/main.js');
export const DIST_CLI = path.join(SERVER_DIR, 'dist/cli.js');

/** What the bundle is made from: a change to any of these (a file or a folder) makes it stale. */
const INPUTS = [
  path.join(SERVER_DIR, 'src'),
  path.join(SERVER_DIR, '../../packages/contract/src'),
  path.join(SERVER_DIR, 'build.mjs'),
  path.join(SERVER_DIR, 'package.json'),
];

function newest(file: string): number {
  const stat = statSync(file, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return file.endsWith('.test.ts') ? 0 : stat.mtimeMs;
  // A folder's own time moves when a file in it is added, renamed or deleted.
  let latest = stat.mtimeMs;
  for (const name of readdirSync(file)) latest = Math.max(latest, newest(path.join(file, name)));
  return latest;
}

function builtAt(): number {
  const times = [DIST_MAIN, DIST_CLI].map(
    (file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0,
  );
  return Math.min(...times);
}

/**
 * Builds the bundle when it is missing or older than its sources. Returns why the build failed,
 * or null: a source that does not build fails the process tests that need it, not the whole
 * suite's set-up.
 */
export function buildServerIfStale(): string | null {
  if (builtAt() > Math.max(...INPUTS.map(newest))) return null;
  try {
    execFileSync(process.execPath, ['build.mjs'], { cwd: SERVER_DIR, stdio: 'pipe' });
    return null;
  } catch (err) {
    const e = err as { stderr?: Buffer; message: string };
    return e.stderr?.toString().trim() || e.message;
  }
}
