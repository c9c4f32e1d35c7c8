import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATION_NAMES, openDb, type DB, type DbHandle } from '../../db/index.ts';
import { createServices } from '../../services.ts';
import { enqueueMail } from '../outbox/outbox-fixture.ts';
import { openMailShop, type MailShop } from '../mail/mail-fixture.ts';
import { testConfig, testSchemaName } from '../../../test/helpers.ts';
import { writeBackup } from './backup.ts';
import { createBackupRepo } from './repo.ts';
import { restoreBackup } from './restore.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'shop-backup-'));
const at = (name: string) => path.join(dir, name);

/** Every table as the database prints it, in UTC: equal text is equal values, to the byte. */
async function snapshot(db: DB): Promise<Record<string, string[]>> {
  return db.transaction().execute(async (trx) => {
    await sql`set local time zone 'UTC'`.execute(trx);
    const out: Record<string, string[]> = {};
    for (const t of await createBackupRepo().tables(trx)) {
      const { rows } = await sql<{ j: string }>`
        select row_to_json(t)::text as j from ${sql.table(t.name)} t order by 1`.execute(trx);
      out[t.name] = rows.map((r) => r.j);
    }
    return out;
  });
}

/** What a shop holds after a day: rollers, an account, an order, received mail, queued mail. */
async function populate(shop: MailShop) {
  const { ctx } = shop;
  await ctx.services.auth.createRoller({
    code: 'zoe',
    name: 'Zoë "Z" \\ 🎲\nline two',
    password: 'correct-horse-9',
  });
  const attachment = Buffer.from([0, 1, 2, 255, 254, 0x5c, 0x22, 10, 13]);
  await shop.send({
    to: 'alice.moon01@shop.test',
    subject: 'Your code ✓',
    text: 'Verification code: 482913',
    html: '<p>Code <b>482913</b></p>',
    attachments: [{ filename: 'bytes.bin', content: attachment }],
  });
  const order = await ctx.app.inject({
    method: 'POST',
    url: '/api/transaction',
    payload: { account_id: shop.accountId, name: 'Mina', email: 'mina@example.com', note: 'n' },
  });
  expect(order.statusCode, order.body).toBe(201);
  const sub = await ctx.app.inject({
    method: 'POST',
    url: '/api/buyer-notifications/subscriptions',
    payload: {
      email: 'mina@example.com',
      game_id: shop.gameId,
      characters: [{ character: 'lyra', min_copies: 2 }],
    },
  });
  expect(sub.statusCode, sub.body).toBe(201);
  await enqueueMail(ctx.db, {
    to: 'x@example.com',
    subject: 'headers',
    text: 't',
    html: 'h',
    headers: { 'List-Unsubscribe': '<https://x/u?t=1>', 'X-Nested': '{"a":[1,2]}' },
  });
}

async function freshPglite(): Promise<DbHandle> {
  return openDb({ databaseUrl: null, dataDir: null });
}

/** Rewrites a backup's lines, for the files a disk or a hand can spoil. */
function spoil(from: string, to: string, edit: (lines: string[]) => string[]) {
  const lines = gunzipSync(readFileSync(from)).toString('utf8').split('\n');
  writeFileSync(at(to), gzipSync(edit(lines).join('\n')));
  return at(to);
}

let shop: MailShop;
let source: Record<string, string[]>;
const file = at('shop.backup.gz');

beforeAll(async () => {
  shop = await openMailShop();
  await populate(shop);
  source = await snapshot(shop.ctx.db);
}, 120_000);
afterAll(() => shop.close());

describe('backup', () => {
  it('writes every table while the shop runs, as a 0600 file, and says what it wrote', async () => {
    const r = await shop.ctx.services.backup.write(file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const lines = gunzipSync(readFileSync(file)).toString('utf8').trimEnd().split('\n');
    const header = JSON.parse(lines[0]!) as {
      format: string;
      migrations: string[];
      tables: { name: string; rows: number }[];
    };
    expect(header.format).toBe('gacha-shop-backup');
    expect(header.migrations).toEqual(MIGRATION_NAMES);
    const rows = Object.fromEntries(header.tables.map((t) => [t.name, t.rows]));
    expect(rows).toEqual(Object.fromEntries(Object.entries(source).map(([k, v]) => [k, v.length])));
    expect(rows.mail_messages).toBe(1);
    expect(rows.outbox).toBeGreaterThanOrEqual(2);
    expect(r).toMatchObject({ file, tables: header.tables.length });
    expect(r.rows).toBe(Object.values(rows).reduce((a, b) => a + b, 0));
    expect(lines.at(-1)).toBe('["end"]');
    // Referenced tables come first: rollers before accounts before transactions.
    const order = header.tables.map((t) => t.name);
    expect(order.indexOf('rollers')).toBeLessThan(order.indexOf('accounts'));
    expect(order.indexOf('accounts')).toBeLessThan(order.indexOf('transactions'));
  });
});

describe('reading rows', () => {
  it('fetches fewer rows at a time where rows are big, and all of them', async () => {
    const { db } = shop.ctx;
    for (let i = 0; i < 40; i++)
      await enqueueMail(db, { to: `r${i}@x.test`, subject: 's', text: 'x'.repeat(300), html: 'h' });
    const total = await createBackupRepo().count(db, 'outbox');
    const sizes = await db.transaction().execute(async (trx) => {
      const seen: number[] = [];
      for await (const rows of createBackupRepo().rows(trx, 'outbox', { rows: 10, bytes: 2000 }))
        seen.push(rows.length);
      return seen;
    });
    expect(sizes[0]).toBe(10);
    expect(sizes[1]).toBeLessThan(10);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(total);
  });
});

describe('restore', () => {
  let target: DbHandle;
  beforeAll(async () => {
    target = await freshPglite();
  }, 60_000);
  afterAll(() => target.close());

  it('brings an empty database to the backup: every table equal, sequences past the rows', async () => {
    const r = await restoreBackup(target.db, file, { force: false });
    expect(r.rows).toBe(Object.values(source).reduce((a, b) => a + b.length, 0));
    expect(await snapshot(target.db)).toEqual(source);
    expect(source.mail_messages![0]).toMatch(/"raw_gz":"\\\\x1f8b/);
    // A new row gets the next id, not one the restored rows hold.
    const services = createServices(testConfig(), target);
    const created = await services.auth.createRoller({ code: 'newcomer', name: 'N' });
    const max = await sql<{ id: number }>`select max(id) as id from rollers`.execute(target.db);
    expect(max.rows[0]!.id).toBeGreaterThan(3);
    expect(created.code).toBe('newcomer');
    await services.close();
  });

  it('refuses a database with rows unless forced, then replaces everything', async () => {
    await expect(restoreBackup(target.db, file, { force: false })).rejects.toThrow(
      /^the database already holds \d+ rows; restoring replaces all of them: add --force to do so$/,
    );
    await restoreBackup(target.db, file, { force: true });
    expect(await snapshot(target.db)).toEqual(source);
  });

  it('fails loudly on a spoiled file and leaves the database as it was', async () => {
    const cut = spoil(file, 'cut.gz', (lines) => lines.filter((l) => l !== '["end"]'));
    await expect(restoreBackup(target.db, cut, { force: true })).rejects.toThrow(
      /is cut short \(no end marker\)\. Nothing was restored$/,
    );
    const lessRows = spoil(file, 'less.gz', (lines) => {
      const header = JSON.parse(lines[0]!) as { tables: { name: string; rows: number }[] };
      header.tables.find((t) => t.name === 'rollers')!.rows += 1;
      return [JSON.stringify(header), ...lines.slice(1)];
    });
    await expect(restoreBackup(target.db, lessRows, { force: true })).rejects.toThrow(
      /table rollers should hold 4 rows; the file has 3 and the database took 3/,
    );
    const future = spoil(file, 'future.gz', (lines) => {
      const header = JSON.parse(lines[0]!) as { migrations: string[] };
      header.migrations.push('9999_future');
      return [JSON.stringify(header), ...lines.slice(1)];
    });
    await expect(restoreBackup(target.db, future, { force: true })).rejects.toThrow(
      /taken at migration 9999_future, which this version of the shop does not have/,
    );
    writeFileSync(at('plain.gz'), gzipSync('hello\n'));
    await expect(restoreBackup(target.db, at('plain.gz'), { force: true })).rejects.toThrow(
      /is not a shop backup/,
    );
    writeFileSync(at('not-gzip.gz'), 'hello\n');
    await expect(restoreBackup(target.db, at('not-gzip.gz'), { force: true })).rejects.toThrow(
      /cannot be read/,
    );
    await expect(restoreBackup(target.db, at('missing.gz'), { force: true })).rejects.toThrow(
      /missing\.gz: ENOENT/,
    );
    expect(await snapshot(target.db)).toEqual(source);
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('restore into PostgreSQL', () => {
  it('moves a PGlite shop to a PostgreSQL server exactly', async () => {
    // The shop above runs on PostgreSQL here: its backup goes through an embedded shop first.
    const embedded = await freshPglite();
    await restoreBackup(embedded.db, file, { force: false });
    const fromEmbedded = at('from-pglite.gz');
    await writeBackup(embedded.db, 'pglite', fromEmbedded);
    await embedded.close();
    const url = process.env.TEST_DATABASE_URL!;
    const schema = testSchemaName();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    const target = await openDb({ databaseUrl: url, dataDir: null, schema, poolSize: 1 });
    try {
      const r = await restoreBackup(target.db, fromEmbedded, { force: false, schema });
      expect(r.header.source).toBe('pglite');
      expect(await snapshot(target.db)).toEqual(source);
    } finally {
      await target.close();
      await admin.end();
    }
  });
});
