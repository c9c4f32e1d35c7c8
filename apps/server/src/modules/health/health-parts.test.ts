import { mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  closedPort,
  createTestContext,
  openTestDb,
  signedInRoller,
  testConfig,
} from '../../../test/helpers.ts';
import { buildApp } from '../../app.ts';
import { STALE_WRITE_MS } from '../../lib/file-store.ts';
import { createServices } from '../../services.ts';
import { startS3StandIn } from '../../../test/s3-standin.ts';
import { listen as listenOn, openStream, ticketFor } from '../realtime/realtime-fixture.ts';
import { health, holdReconnection } from './health-fixture.ts';
import { createHealthService } from './service.ts';

/** Two shops, each on a database of its own, take a while to start on a busy machine. */
const TWO_SHOPS_MS = 60_000;

const bucketEnv = (endpoint: string) => ({
  S3_BUCKET: 'shop-media',
  S3_ENDPOINT: endpoint,
  S3_ACCESS_KEY_ID: 'AKIASHOPTEST',
  S3_SECRET_ACCESS_KEY: 'not-a-real-secret',
  S3_PREFIX: 'shop1/',
});

describe('/api/health and the file store', () => {
  it(
    'is ok with a writable folder, and degraded (200) naming files when it cannot be written',
    { timeout: TWO_SHOPS_MS },
    async () => {
      const good = await createTestContext();
      // DATA_DIR/files is a plain file: nothing can be stored under it.
      const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-data-'));
      writeFileSync(path.join(dataDir, 'files'), 'not a folder');
      const bad = await createTestContext({ DATA_DIR: dataDir });
      try {
        expect(await health(good)).toMatchObject({
          status: 200,
          data: { status: 'ok', degraded: [], checks: { files: { status: 'ok', store: 'disk' } } },
        });
        expect(await health(bad)).toMatchObject({
          status: 200,
          data: {
            status: 'degraded',
            failing: [],
            degraded: ['files'],
            checks: { files: { status: 'down', store: 'disk' }, db: { status: 'ok' } },
          },
        });
      } finally {
        await good.close();
        await bad.close();
      }
    },
  );

  it(
    'is ok while the bucket answers, and degraded naming files when it cannot be reached',
    { timeout: TWO_SHOPS_MS },
    async () => {
      const s3 = await startS3StandIn('shop-media', 'AKIASHOPTEST');
      const good = await createTestContext(bucketEnv(s3.endpoint));
      const bad = await createTestContext(bucketEnv(`http://127.0.0.1:${await closedPort()}`));
      try {
        expect(await health(good)).toMatchObject({
          status: 200,
          data: { status: 'ok', checks: { files: { status: 'ok', store: 's3' } } },
        });
        // The probe object is written once, then only looked at.
        expect(s3.objects.has('shop1/.health-probe')).toBe(true);
        expect(await health(bad)).toMatchObject({
          status: 200,
          data: { status: 'degraded', degraded: ['files'], checks: { files: { status: 'down' } } },
        });
      } finally {
        await good.close();
        await bad.close();
        await s3.close();
      }
    },
  );

  it('removes the writes of a process killed mid-upload or mid-probe, not ones being written now', async () => {
    const ctx = await createTestContext();
    const incoming = path.join(ctx.config.dataDir, 'files', '.incoming');
    mkdirSync(incoming, { recursive: true });
    // What kill -9 leaves behind between a write and its rename (an upload) or unlink (a probe).
    const past = new Date(Date.now() - STALE_WRITE_MS - 5_000);
    for (const name of ['killed.tmp', 'killed.probe']) {
      writeFileSync(path.join(incoming, name), 'half');
      utimesSync(path.join(incoming, name), past, past);
    }
    // Another instance sharing the folder, between its write and its rename.
    writeFileSync(path.join(incoming, 'running.tmp'), 'half');
    try {
      expect((await health(ctx)).data.checks.files.status).toBe('ok');
      expect(readdirSync(incoming)).toEqual(['running.tmp']);
    } finally {
      await ctx.close();
    }
  });

  it('stores a file through the incoming folder and leaves nothing there', async () => {
    const ctx = await createTestContext();
    try {
      await ctx.services.files.put('uploads/a/b.webp', Buffer.from('picture'));
      expect((await ctx.services.files.get('uploads/a/b.webp'))?.toString()).toBe('picture');
      const incoming = path.join(ctx.config.dataDir, 'files', '.incoming');
      expect(readdirSync(incoming)).toEqual([]);
      expect(readdirSync(path.join(ctx.config.dataDir, 'files', 'uploads', 'a'))).toEqual([
        'b.webp',
      ]);
    } finally {
      await ctx.close();
    }
  });

  it('asks the store at most once per 5 s, however often health is polled', async () => {
    let at = 0;
    let probes = 0;
    let storeUp = true;
    const service = createHealthService({
      outboxStats: async () => ({ pending: 0, oldestPendingAgeS: 0 }),
      transport: 'dev-mailbox',
      verifyTransport: async () => {},
      files: {
        kind: 'disk',
        probe: async () => {
          probes++;
          if (!storeUp) throw new Error('EROFS');
        },
      },
      realtime: { kind: 'in-process', listening: () => 'ok' },
      onFault: () => {},
      now: () => at,
    });
    const files = async () => (await service.report()).data.checks.files.status;

    expect(await Promise.all([files(), files(), files()])).toEqual(['ok', 'ok', 'ok']);
    storeUp = false;
    at += 4_900;
    expect(await files()).toBe('ok');
    expect(probes).toBe(1);
    at += 200;
    expect(await files()).toBe('down');
    expect(probes).toBe(2);
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  '/api/health and the realtime LISTEN',
  () => {
    it('is idle before a stream, ok while listening, degraded while the connection is lost', async () => {
      // DATABASE_URL picks the LISTEN/NOTIFY bus, as in production.
      const config = testConfig({ DATABASE_URL: process.env.TEST_DATABASE_URL! });
      const handle = await openTestDb();
      const listen = holdReconnection(handle.listen);
      const services = createServices(config, { db: handle.db, listen: listen.listen });
      const app = await buildApp({ config, db: handle.db, services, logger: false });
      const ctx = { app, services };
      try {
        expect(await health(ctx)).toMatchObject({
          status: 200,
          data: { status: 'ok', checks: { realtime: { status: 'idle', bus: 'postgres' } } },
        });
        const seller = await signedInRoller(ctx, 'listener');
        const stream = await openStream(
          await listenOn(app),
          await ticketFor(app, seller.auth, 'private-listener'),
        );
        try {
          expect((await health(ctx)).data.checks.realtime.status).toBe('ok');

          const { rows } = await sql<{ schema: string }>`
          select current_schema() as schema`.execute(handle.db);
          const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
          await admin.connect();
          // What a server restart or a network cut does to the LISTEN connection.
          await admin.query(
            'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
            [`shop:shop_realtime:${rows[0]!.schema}`],
          );
          await admin.end();
          await listen.lost;
          expect(await health(ctx)).toMatchObject({
            status: 200,
            data: { status: 'degraded', degraded: ['realtime'] },
          });
          // The bus connects again on its own; health says so.
          listen.release();
          await listen.back;
          expect(await health(ctx)).toMatchObject({
            status: 200,
            data: { status: 'ok', degraded: [], checks: { realtime: { status: 'ok' } } },
          });
        } finally {
          stream.close();
        }
      } finally {
        await app.close();
        await services.close();
        await handle.close();
      }
    });
  },
);
