import { readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { sql } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '../src/app.ts';
import { loadConfig } from '../src/config/load.ts';
import type { Config } from '../src/config/types.ts';
import { migrate, openDb, type DB } from '../src/db/index.ts';
import { createServices, type Services } from '../src/services.ts';
import type { Clock } from '../src/lib/clock.ts';
import { testDns } from './dkim.ts';

export interface TestContext {
  app: Awaited<ReturnType<typeof buildApp>>;
  db: DB;
  config: Config;
  services: Services;
  /** Closes the database under the running app, as an outage would; close() still cleans up. */
  closeDb(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A database of its own for one test file: PGlite from the migrated template, or, when
 * TEST_DATABASE_URL is set, a fresh schema on that PostgreSQL server.
 */
export async function openTestDb() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
    const handle = await openDb({ databaseUrl: null, dataDir: null, loadDataDir: template });
    return handle;
  }
  // Dropped by the global teardown once every test file has finished (see global-setup.ts).
  const schema = testSchemaName();
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = await openDb({
    databaseUrl: url,
    dataDir: null,
    schema,
    poolSize: 4,
    // A test that cuts the connection sees its effect through the API; the pool reconnects.
    onPoolError: () => {},
  });
  await migrate(handle.db, schema);
  return handle;
}

/** A PostgreSQL schema name of this test run, which the global teardown drops. */
export function testSchemaName(): string {
  return `${inject('pgSchemaPrefix')}${randomBytes(6).toString('hex')}`;
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shop-data-')),
    SECRET_KEY: '11'.repeat(32),
    MAIL_DOMAINS: 'shop.test,alt.test',
    LOG_LEVEL: 'silent',
    ...env,
  });
}

/**
 * `replace` swaps services for test doubles built on the real ones (e.g. a smaller pool); `web`
 * serves a web build, which is left out unless asked for; `dns` is what the DKIM check asks
 * (test/dkim.ts: the tests' own key, never the internet).
 */
export async function createTestContext(
  env: Record<string, string> = {},
  replace: (services: Services) => Partial<Services> = () => ({}),
  clock?: Clock,
  web: Pick<AppDeps, 'webDist' | 'webSsr'> = { webDist: '/nonexistent' },
  dns: Parameters<typeof createServices>[4] = { resolve: testDns() },
): Promise<TestContext> {
  const handle = await openTestDb();
  const config = testConfig(env);
  const real = createServices(config, handle, undefined, clock, dns);
  const services = { ...real, ...replace(real) };
  const app = await buildApp({
    config,
    db: handle.db,
    services,
    logger: false,
    ...web,
  });
  await app.ready();
  let dbClosed = false;
  return {
    app,
    db: handle.db,
    config,
    services,
    closeDb: async () => {
      dbClosed = true;
      // Kysely's destroy leaves an embedded PGlite open (it did not create it): close that.
      await (handle.pglite ? handle.pglite.close() : handle.close());
    },
    close: async () => {
      await app.close();
      await services.close().catch((err: unknown) => {
        if (!dbClosed) throw err;
      });
      if (!dbClosed) await handle.close();
    },
  };
}

/** POST /api/roller/login, from `remoteAddress` when given (sign-in limits count per address). */
export const postLogin = (app: TestContext['app'], payload: unknown, remoteAddress?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/roller/login',
    payload: payload as object,
    remoteAddress,
  });

/** Creates a roller and signs it in; returns its bearer token. */
export async function signedInRoller(
  ctx: Pick<TestContext, 'app' | 'services'>,
  code: string,
  password = 'correct-horse-1',
) {
  await ctx.services.auth.createRoller({ code, name: `Roller ${code}`, password });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/roller/login',
    payload: { code, password },
  });
  const token = (res.json() as { data: { token: string } }).data.token;
  return { code, password, token, auth: { authorization: `Bearer ${token}` } };
}

export async function count(
  db: DB,
  table: 'sessions' | 'rollers' | 'login_failures' | 'games' | 'accounts',
) {
  const row = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(
    db,
  );
  return row.rows[0]!.n;
}

/** Imports a game with one server (Asia), one character (Lyra) and one weapon (Blade); returns its id. */
export async function importOneOfEachGame(
  ctx: Pick<TestContext, 'services'>,
  slug: string,
  name: string,
) {
  const [game] = await ctx.services.catalog.importCatalog({
    games: [
      {
        slug,
        name,
        image: `https://img.example/${slug}.png`,
        servers: [{ name: 'Asia', value: 'asia' }],
        characters: [{ name: 'Lyra', value: 'lyra', image: 'https://img.example/lyra.png' }],
        weapons: [{ name: 'Blade', value: 'blade', image: 'https://img.example/blade.png' }],
      },
    ],
  });
  return game!.id;
}

/** A clock a test moves by hand: invoice deadlines and retries without waiting. */
export function manualClock(start = new Date()) {
  let now = start.getTime();
  const clock: Clock = () => new Date(now);
  return {
    clock,
    advance(ms: number) {
      now += ms;
    },
  };
}

/**
 * A second shop instance on the same PostgreSQL schema as `ctx` (DESIGN §2: N identical
 * instances): its own pool, services and app, as another process would have. `config` gives it
 * settings of its own (e.g. another DATA_DIR); by default it shares `ctx`'s.
 */
export async function secondInstance(ctx: TestContext, config: Config = ctx.config) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('a second instance needs TEST_DATABASE_URL (PostgreSQL)');
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(ctx.db);
  const handle = await openDb({
    databaseUrl: url,
    dataDir: null,
    schema: rows[0]!.schema,
    poolSize: 4,
  });
  const services = createServices(config, handle);
  const app = await buildApp({
    config,
    db: handle.db,
    services,
    logger: false,
    webDist: '/nonexistent',
  });
  await app.ready();
  return {
    app,
    services,
    close: async () => {
      await app.close();
      await services.close();
      await handle.close();
    },
  };
}

/** A loopback port nothing listens on: connections to it are refused at once. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
