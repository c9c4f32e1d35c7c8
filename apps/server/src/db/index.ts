import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, sql, type Selectable } from 'kysely';
import { prepareMarkedStatements } from './prepared.ts';
import { Migrator, type MigrationProvider } from 'kysely/migration';
import pg from 'pg';
import { pgliteListen, postgresListen, type Listen } from './listen.ts';
import { migrations } from './migrations/index.ts';
import type { DB as Database, Rollers } from './schema.ts';

export type { Database };
export type DB = Kysely<Database>;
export type RollerRow = Selectable<Rollers>;

// int8 (count(*), sum()) as a JS number on both drivers: pg gives strings, PGlite bigints.
const INT8_OID = 20;
const NUMERIC_OID = 1700;
const toNumber = (v: string) => Number(v);

export interface DbOptions {
  /** postgres:// URL of a server; when null an embedded PGlite is used. */
  databaseUrl: string | null;
  /** PGlite data directory; null keeps it in memory (tests). */
  dataDir: string | null;
  /** PGlite only: start from a dump made by `dumpDataDir` (tests reuse a migrated template). */
  loadDataDir?: Blob;
  /** PostgreSQL only: run everything in this schema (each test file gets its own). */
  schema?: string;
  poolSize?: number;
  /**
   * An idle pooled connection broke (the server restarted, the network dropped it). The pool
   * discards it and the next query opens another; without a listener the error would end the
   * process.
   */
  onPoolError?: (err: Error) => void;
}

/** Connection-level failures (as opposed to a query's own): the database is away for now. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
]);

export function isDatabaseUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08')))
    return true;
  return /^(Connection terminated|timeout exceeded when trying to connect)/.test(err.message);
}

/** A query waits this long for a connection before it fails (and the request answers 503). */
const CONNECT_TIMEOUT_MS = 5_000;

export interface DbHandle {
  db: DB;
  kind: 'pglite' | 'postgres';
  pglite?: PGlite;
  /** LISTEN for notifications sent with pg_notify, by this process or any other. */
  listen: Listen;
  close(): Promise<void>;
}

export async function openDb(opts: DbOptions): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // How a restore tells this shop's other connections (a running instance) from its own.
      application_name: opts.schema ? `gacha-shop ${opts.schema}` : 'gacha-shop',
      options: opts.schema ? `-c search_path=${opts.schema}` : undefined,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8_OID || oid === NUMERIC_OID
            ? toNumber
            : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    pool.on('error', (err) => opts.onPoolError?.(err));
    // A connection can also break while checked out between two queries (inside a transaction);
    // pg emits that on the client, where no one else listens. Its next query then fails, and the
    // pool drops it on release.
    pool.on('connect', (client) => {
      client.on('error', (err) => opts.onPoolError?.(err));
      prepareMarkedStatements(client);
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      kind: 'postgres',
      listen: postgresListen(opts.databaseUrl, opts.schema ?? 'public'),
      close: () => db.destroy(),
    };
  }
  if (opts.dataDir) mkdirSync(path.dirname(opts.dataDir), { recursive: true });
  const pglite = new PGlite({
    dataDir: opts.dataDir ?? undefined,
    loadDataDir: opts.loadDataDir,
    parsers: { [INT8_OID]: toNumber, [NUMERIC_OID]: toNumber },
  });
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  return { db, kind: 'pglite', pglite, listen: pgliteListen(pglite), close: () => db.destroy() };
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Every migration this build knows, in the order they run. */
export const MIGRATION_NAMES = Object.keys(migrations).sort();

/** The advisory lock migrations take on the database server (any number; this one is ours). */
const MIGRATION_LOCK = 726_1020;

/**
 * Runs `work` holding the server-wide migration lock, on one connection. Kysely's migrator reads
 * the catalog of every schema before it takes its own lock, and a table that another migration
 * (another instance starting, another test file's schema) is creating at that moment fails the
 * read ("relation ... does not exist"): one migration at a time on a server avoids it.
 */
export async function oneMigrationAtATime<T>(db: DB, work: (db: DB) => Promise<T>): Promise<T> {
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK})`.execute(conn);
    try {
      return await work(conn);
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK})`.execute(conn);
    }
  });
}

/** Up or down to exactly `target` (a restore brings the schema to its backup's level). */
export async function migrateTo(db: DB, target: string, schema?: string): Promise<void> {
  await oneMigrationAtATime(db, async (conn) => {
    const migrator = new Migrator({ db: conn, provider, migrationTableSchema: schema });
    const { error } = await migrator.migrateTo(target);
    if (error) throw error instanceof Error ? error : new Error(String(error));
  });
}

/** `schema`: keep Kysely's own bookkeeping tables in that schema (PostgreSQL test isolation). */
export async function migrate(db: DB, schema?: string): Promise<string[]> {
  return oneMigrationAtATime(db, async (conn) => {
    const migrator = new Migrator({ db: conn, provider, migrationTableSchema: schema });
    const { error, results } = await migrator.migrateToLatest();
    if (error) throw error instanceof Error ? error : new Error(String(error));
    return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
  });
}
