import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate, openDb } from '../src/db/index.ts';
import { buildServerIfStale } from './server-build.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** Every PostgreSQL schema a test makes in this run starts so; see dropRunSchemas. */
    pgSchemaPrefix: string;
    /** Why dist/ could not be built for the process tests; empty when it was (server-build.ts). */
    serverBuildError: string;
  }
}

/** A run's schemas older than this are leftovers of a run that was killed. */
const STALE_AFTER_SECONDS = 24 * 3600;

/**
 * A fresh PGlite costs seconds to initialise; a migrated one is made once here and every test
 * file starts from its dump (about a second), each with its own isolated database.
 *
 * On PostgreSQL each test file migrates a schema of its own. The schemas are dropped here, once
 * every file has finished, never while another file runs: Kysely's migrator reads the catalogue
 * of every schema, and a schema dropped during that read fails it ("relation ... does not
 * exist").
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-test-'));
  const file = path.join(dir, 'template.tar');
  const url = process.env.TEST_DATABASE_URL;
  const prefix = `t_${Math.floor(Date.now() / 1000).toString(36)}_${randomBytes(3).toString('hex')}_`;
  if (!url) {
    const handle = await openDb({ databaseUrl: null, dataDir: null });
    await migrate(handle.db);
    const dump = await handle.pglite!.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await handle.close();
  } else {
    await dropSchemas(url, (name) => isStale(name));
  }
  project.provide('pgliteTemplate', file);
  project.provide('pgSchemaPrefix', prefix);
  project.provide('serverBuildError', buildServerIfStale() ?? '');
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (url) await dropSchemas(url, (name) => name.startsWith(prefix));
  };
}

function isStale(schema: string): boolean {
  const m = /^t_([0-9a-z]+)_[0-9a-f]{6}_/.exec(schema);
  if (!m) return false;
  return Date.now() / 1000 - parseInt(m[1]!, 36) > STALE_AFTER_SECONDS;
}

async function dropSchemas(url: string, matches: (schema: string) => boolean) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ nspname: string }>(
      `select nspname from pg_namespace where nspname like 't\\_%'`,
    );
    for (const { nspname } of rows.filter((r) => matches(r.nspname))) {
      await client.query(`drop schema "${nspname}" cascade`);
    }
  } finally {
    await client.end();
  }
}
