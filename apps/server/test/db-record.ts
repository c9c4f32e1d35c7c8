/**
 * Which test files use a database. When SHOP_TEST_DB_FILES names a file, every test file that
 * talks to a database (PGlite or PostgreSQL in the test's own process, or a shop or CLI process it
 * starts, see processes.ts) writes its path there. CI's PostgreSQL pass runs exactly those files
 * (plus the ones that only run on PostgreSQL), so no test that opens a database is left out of it
 * and nobody keeps a list by hand (.ci/run, docs/development.md "CI time").
 *
 * A test skipped on PGlite only runs on PostgreSQL (`runIf(TEST_DATABASE_URL)`; no test is
 * skipped otherwise): db-record-reporter.ts records its file too.
 *
 * Loaded as a Vitest setup file. The record is taken at the drivers (PGlite's protocol exchange,
 * pg's connect and query), not in test/helpers.ts, so a test that opens a database its own way is
 * recorded too.
 */
import { appendFileSync } from 'node:fs';
import { expect } from 'vitest';

const RECORD = process.env.SHOP_TEST_DB_FILES;
const PATCHED = Symbol.for('shop.test.db-record');

/** Notes that the running test file uses a database (once per file and worker). */
export function recordDatabaseUse(): void {
  if (!RECORD) return;
  const file = expect.getState().testPath;
  const seen = ((globalThis as Record<symbol, Set<string>>)[PATCHED] ??= new Set());
  if (!file || seen.has(file)) return;
  seen.add(file);
  appendFileSync(RECORD, `${file}\n`);
}

type Method = (this: unknown, ...args: unknown[]) => unknown;

function recordCalls(proto: object, name: string) {
  const target = proto as Record<string, Method>;
  const original = target[name];
  // A driver that renamed the method would leave every file out of the PostgreSQL pass.
  if (typeof original !== 'function') throw new Error(`db-record: no ${name} to wrap`);
  target[name] = function (this: unknown, ...args: unknown[]) {
    recordDatabaseUse();
    return original.apply(this, args);
  };
}

// Files share their worker's modules (isolate: false): the drivers are wrapped once per worker.
if (RECORD && !(PATCHED in globalThis)) {
  (globalThis as Record<symbol, Set<string>>)[PATCHED] = new Set();
  const { PGlite } = await import('@electric-sql/pglite');
  const { default: pg } = await import('pg');
  // Every statement PGlite runs, opening one included, goes through this.
  recordCalls(PGlite.prototype, 'execProtocolRaw');
  recordCalls(pg.Client.prototype, 'connect');
  recordCalls(pg.Client.prototype, 'query');
}
