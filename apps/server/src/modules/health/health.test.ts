import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDb } from '../../db/index.ts';
import { createServices } from '../../services.ts';
import { startWorkers } from '../../workers.ts';
import { enqueueMail } from '../outbox/outbox-fixture.ts';
import { startSmtp } from '../mail/mail-fixture.ts';
import {
  closedPort,
  createTestContext,
  testConfig,
  type TestContext,
} from '../../../test/helpers.ts';
import { startSmtpSink } from '../../../test/smtp-sink.ts';
import { eventually } from '../../../test/eventually.ts';
import { health } from './health-fixture.ts';

type Health = Awaited<ReturnType<typeof health>>;

/** The first health answer for which `done` holds. */
const healthOnce = (ctx: TestContext, what: string, done: (h: Health) => boolean) =>
  eventually(what, async () => {
    const h = await health(ctx);
    return done(h) ? h : undefined;
  });

describe('/api/health with its parts', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('reports each part; parts this process does not run are off and fail nothing', async () => {
    const { status, data } = await health(ctx);
    expect(status).toBe(200);
    expect(data).toMatchObject({
      db: 'ok',
      status: 'ok',
      failing: [],
      degraded: [],
      checks: {
        db: { status: 'ok' },
        smtp_in: { status: 'off' },
        mail_out: { status: 'ok', transport: 'dev-mailbox', pending: 0, oldest_pending_age_s: 0 },
        workers: { status: 'off' },
        files: { status: 'ok', store: 'disk' },
        realtime: { status: 'ok', bus: 'in-process' },
      },
    });
    expect(data.checks.db.round_trip_ms).toBeGreaterThanOrEqual(0);
    expect(data.checks.db.round_trip_ms).toBeLessThan(3000);
  });

  it('shows the outbox depth and the age of the oldest unsent mail', async () => {
    await enqueueMail(ctx.db, { to: 'a@x.test', subject: 's', text: 't', html: 't' });
    await enqueueMail(ctx.db, { to: 'b@x.test', subject: 's', text: 't', html: 't' });
    await sql`update outbox set created_at = now() - interval '95 seconds' where to_address = 'a@x.test'`.execute(
      ctx.db,
    );
    const { data } = await health(ctx);
    expect(data.checks.mail_out.pending).toBe(2);
    expect(data.checks.mail_out.oldest_pending_age_s).toBeGreaterThanOrEqual(95);
    expect(data.checks.mail_out.oldest_pending_age_s).toBeLessThan(120);
  });

  it('is 503 naming the MX when it stops listening, and the workers when they stop', async () => {
    const smtp = await startSmtp(ctx);
    ctx.services.health.attach('smtp_in', () => smtp.listening());
    const stopWorkers = startWorkers(ctx.services, ctx.app.log);
    expect(await health(ctx)).toMatchObject({
      status: 200,
      data: { checks: { smtp_in: { status: 'ok' }, workers: { status: 'ok' } } },
    });
    await smtp.close();
    expect(await health(ctx)).toMatchObject({
      status: 503,
      data: { status: 'down', failing: ['smtp_in'] },
    });
    await stopWorkers();
    expect(await health(ctx)).toMatchObject({
      status: 503,
      data: { failing: ['smtp_in', 'workers'], checks: { db: { status: 'ok' } } },
    });
  });
});

describe('/api/health when the database is gone', () => {
  it('answers 503 naming db when the database is closed under it', async () => {
    const ctx = await createTestContext();
    await ctx.closeDb();
    const { status, data } = await health(ctx);
    expect(status).toBe(503);
    expect(data).toMatchObject({
      db: 'down',
      status: 'down',
      failing: ['db'],
      checks: { db: { status: 'down', round_trip_ms: null }, mail_out: { pending: null } },
    });
    await ctx.close();
  });

  it('answers 503 naming db when the PostgreSQL server cannot be reached', async () => {
    const url = `postgres://postgres@127.0.0.1:${await closedPort()}/shop`;
    const config = testConfig({ DATABASE_URL: url });
    const handle = await openDb({ databaseUrl: url, dataDir: null, poolSize: 1 });
    const services = createServices(config, handle);
    const app = await buildApp({ config, db: handle.db, services, logger: false });
    try {
      const { status, data } = await health({ app });
      expect(status).toBe(503);
      expect(data.failing).toEqual(['db']);
      // Health says "down", never why: the error names hosts and ports.
      expect(JSON.stringify(data)).not.toContain('127.0.0.1');
    } finally {
      await app.close();
      await services.close();
      await handle.close();
    }
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))(
  '/api/health across a server restart',
  () => {
    it('outlives the server dropping every connection, and answers 200 again at once', async () => {
      const ctx = await createTestContext();
      try {
        expect((await health(ctx)).status).toBe(200);
        const { rows } = await sql<{ name: string }>`
        select current_setting('application_name') as name`.execute(ctx.db);
        // What a restart does to the idle pooled connections (PGlite has no server to restart).
        const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await admin.connect();
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
          [rows[0]!.name],
        );
        await eventually('the terminated connections to be gone', async () => {
          const { rows: left } = await admin.query(
            'select 1 from pg_stat_activity where application_name = $1',
            [rows[0]!.name],
          );
          return left.length === 0;
        });
        await admin.end();
        expect(
          await healthOnce(ctx, 'health to answer 200', (h) => h.status === 200),
        ).toMatchObject({
          status: 200,
          data: { checks: { db: { status: 'ok' } } },
        });
      } finally {
        await ctx.close();
      }
    });
  },
);

describe('/api/health and the outbound relay', () => {
  it('checks a real relay, and only degrades (200) while it cannot be reached', async () => {
    const sink = await startSmtpSink();
    const good = await createTestContext({ SMTP_URL: sink.url });
    const bad = await createTestContext({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
    try {
      const up = await healthOnce(
        good,
        'the relay check to run',
        (h) => h.data.checks.mail_out.status !== 'unknown',
      );
      expect(up).toMatchObject({
        status: 200,
        data: { status: 'ok', checks: { mail_out: { status: 'ok', transport: 'smtp' } } },
      });
      const down = await healthOnce(
        bad,
        'the relay check to run',
        (h) => h.data.checks.mail_out.status !== 'unknown',
      );
      expect(down).toMatchObject({
        status: 200,
        data: { status: 'degraded', failing: [], degraded: ['mail_out'] },
      });
    } finally {
      await good.close();
      await bad.close();
      await sink.close();
    }
  });
});
