/**
 * One small SQL surface over both engines the shop runs on: `pg` for PostgreSQL and PGlite
 * opened on the server's data directory (only while the server is stopped: PGlite is
 * single-process).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type BackendKind = 'pglite' | 'postgres';
export const BACKENDS: readonly BackendKind[] = ['pglite', 'postgres'];

export interface Sql {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  close(): Promise<void>;
}

export interface Backend {
  kind: BackendKind;
  /** The server's DATA_DIR (its secret key lives here; PGlite's files under db/). */
  dataDir: string;
  /** DATABASE_URL for the server, null for the embedded database. */
  databaseUrl: string | null;
  connect(): Promise<Sql>;
  /** Drops the scratch database and removes the data directory. */
  dispose(): Promise<void>;
}

/** Admin connection used to create and drop the scratch database. */
const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** BENCH_BACKENDS=pglite,postgres (default both). */
export function selectedBackends(): BackendKind[] {
  const raw = process.env.BENCH_BACKENDS;
  if (!raw) return [...BACKENDS];
  const picked = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const p of picked)
    if (!BACKENDS.includes(p as BackendKind))
      throw new Error(`BENCH_BACKENDS: unknown backend "${p}"`);
  return picked as BackendKind[];
}

async function pgClient(url: string): Promise<Sql> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    async query<T>(text: string, params?: unknown[]) {
      const res = await client.query(text, params);
      return { rows: res.rows as T[] };
    },
    close: () => client.end(),
  };
}

export async function createBackend(kind: BackendKind): Promise<Backend> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `shop-bench-${kind}-`));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'pglite') {
    return {
      kind,
      dataDir,
      databaseUrl: null,
      async connect() {
        const db = new PGlite({ dataDir: path.join(dataDir, 'db') });
        await db.waitReady;
        return { query: (text, params) => db.query(text, params), close: () => db.close() };
      },
      dispose: async () => removeDir(),
    };
  }
  const name = `shop_bench_${process.pid}_${Date.now()}`;
  const admin = await pgClient(ADMIN_URL);
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.close();
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    kind,
    dataDir,
    databaseUrl: url.toString(),
    connect: () => pgClient(url.toString()),
    async dispose() {
      const a = await pgClient(ADMIN_URL);
      try {
        await a.query(`drop database if exists ${name} with (force)`);
      } finally {
        await a.close();
        removeDir();
      }
    },
  };
}
