/**
 * The benchmark data set: a fresh shop (migrated and demo-seeded by the server itself) plus
 * 100,000 generated accounts for the first demo game, bulk-inserted with SQL.
 */
import {
  demoAccounts,
  demoCodePrefix,
  type DemoAccountDraft,
} from '../../apps/server/src/modules/demo/accounts-data.ts';
import { demoCatalog } from '../../apps/server/src/modules/demo/catalog-data.ts';
import { searchTokens } from '../../apps/server/src/modules/accounts/search-tokens.ts';
import { startServer } from './server.ts';
import type { Backend, Sql } from './sql.ts';

export const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 100_000);
/** Received mail in the demo roller's inbox (DESIGN §8 memory: 100,000 accounts and mails). */
export const MAILS = Number(process.env.BENCH_MAILS ?? 100_000);
export const BENCH_GAME = demoCatalog.games[0]!;
const BATCH = 1000;
const SEED = 7;
/** Listings arrive every 30 s on average over the weeks before the run (newest sort walks time). */
const SPACING_MS = 30_000;

const COLUMNS = [
  'game_id',
  'roller_id',
  'server_value',
  'banner_guarantee',
  'code',
  'description',
  'price',
  'images',
  'login_method',
  'login_email',
  'password_enc',
  'gender',
  'characters',
  'weapons',
  'status',
  'created_at',
  'updated_at',
  'search_tokens',
] as const;
const CASTS: Partial<Record<(typeof COLUMNS)[number], string>> = {
  images: 'jsonb',
  characters: 'jsonb',
  weapons: 'jsonb',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
  search_tokens: 'text[]',
};

export interface Dataset {
  gameId: number;
  accounts: number;
  insertMs: number;
}

/**
 * Inserts generated accounts in batches of 1,000 with one multi-row INSERT each: what a busy
 * shop holds after weeks, without going through the API. `base` is the first creation time.
 */
export async function insertDrafts(
  sql: Sql,
  drafts: DemoAccountDraft[],
  ids: { game: number; roller: number },
  opts: { codeTag: string; base: number },
): Promise<void> {
  const prefix = demoCodePrefix(BENCH_GAME.slug);
  for (let from = 0; from < drafts.length; from += BATCH) {
    const params: unknown[] = [];
    const tuples: string[] = [];
    drafts.slice(from, from + BATCH).forEach((d, k) => {
      const i = from + k;
      const n = String(i + 1).padStart(6, '0');
      const at = new Date(opts.base + i * SPACING_MS).toISOString();
      const row: Record<(typeof COLUMNS)[number], unknown> = {
        game_id: ids.game,
        roller_id: ids.roller,
        server_value: d.server,
        banner_guarantee: d.bannerGuarantee,
        code: `${prefix}-${opts.codeTag}${n}`,
        description: d.description,
        price: d.price,
        images: JSON.stringify(d.images),
        login_method: d.loginMethod,
        login_email:
          d.loginMethod === 'Email'
            ? `demo.${opts.codeTag.toLowerCase()}${n}@shop.localhost`
            : `${d.loginName}.${opts.codeTag.toLowerCase()}${n}`,
        password_enc: 'v1.bench.not-a-real-secret',
        gender: d.gender,
        characters: JSON.stringify(d.characters.map((c) => ({ ...c, level: 1 }))),
        weapons: JSON.stringify(d.weapons.map((w) => ({ ...w, level: 1 }))),
        status: 'available',
        created_at: at,
        updated_at: at,
        search_tokens: searchTokens({ ...d, server_value: d.server }),
      };
      tuples.push(
        `(${COLUMNS.map((c) => {
          params.push(row[c]);
          return `$${params.length}${CASTS[c] ? `::${CASTS[c]}` : ''}`;
        }).join(', ')})`,
      );
    });
    await sql.query(
      `insert into accounts (${COLUMNS.join(', ')}) values ${tuples.join(', ')}`,
      params,
    );
  }
}

/**
 * Verification mails for the demo roller's addresses, one every 20 s back from now, in one
 * statement each for messages, recipients and inbox rows. The raw message is a stand-in (the
 * inbox never reads it); the parsed fields are what the list and the reader show.
 */
async function insertMails(sql: Sql, rollerId: number, count: number): Promise<void> {
  await sql.query(
    `insert into mail_messages (subject, from_address, to_address, envelope_from, text_body, preview, code,
       raw_gz, raw_size, attachments, created_at)
     select 'Your verification code is ' || (100000 + i), 'Starfall <noreply@mailer.example>',
       'demo.acct' || (i % 500) || '@shop.localhost', 'noreply@mailer.example',
       'Your verification code is ' || (100000 + i) || '. It expires in 30 minutes.',
       'Your verification code is ' || (100000 + i) || '. It expires in 30 minutes.',
       (100000 + i)::text, '\\x1f8b0800000000000003'::bytea, 1700, '[]'::jsonb,
       now() - make_interval(secs => i * 20)
     from generate_series(1, $1::int) i`,
    [count],
  );
  await sql.query(
    `insert into mail_recipients (message_id, roller_id, address, account_id)
     select id, $1, to_address, null from mail_messages`,
    [rollerId],
  );
  await sql.query(
    `insert into mail_inbox (message_id, roller_id, created_at)
     select id, $1, created_at from mail_messages`,
    [rollerId],
  );
}

async function insertAccounts(sql: Sql, count: number): Promise<Dataset> {
  const [game] = (
    await sql.query<{ id: number }>('select id from games where slug = $1', [BENCH_GAME.slug])
  ).rows;
  const [roller] = (await sql.query<{ id: number }>(`select id from rollers where code = 'demo'`))
    .rows;
  if (!game || !roller) throw new Error('demo seed missing: no game or no demo roller');
  const start = Date.now();
  await insertDrafts(
    sql,
    demoAccounts(BENCH_GAME, count, SEED),
    { game: game.id, roller: roller.id },
    { codeTag: 'B', base: start - count * SPACING_MS },
  );
  await insertMails(sql, roller.id, MAILS);
  // PGlite has no autovacuum: vacuum + analyze gives both engines the steady state a
  // PostgreSQL server reaches by itself (fresh statistics, visibility map for index-only scans).
  await sql.query('vacuum analyze');
  return { gameId: game.id, accounts: count, insertMs: Date.now() - start };
}

/** Starts the server once on an empty database (migrations + demo seed), stops it, then bulk-inserts. */
export async function prepareDataset(backend: Backend): Promise<Dataset> {
  const first = await startServer(backend);
  await first.stop();
  const sql = await backend.connect();
  try {
    return await insertAccounts(sql, ACCOUNTS);
  } finally {
    await sql.close();
  }
}
