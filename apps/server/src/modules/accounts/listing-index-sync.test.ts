import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'kysely';
import {
  ACCOUNT_SORTS,
  DEFAULT_PAGE_SIZE,
  PRICE_MIN,
  PUBLIC_COUNT_CAP,
  type AccountListQuery,
  type Game,
} from '@shop/contract';
import {
  createTestContext,
  secondInstance,
  signedInRoller,
  type TestContext,
} from '../../../test/helpers.ts';
import { input, postAccount } from './backoffice-fixture.ts';
import { toAccountQuery } from './filters.ts';
import { toListedAccount } from './mappers.ts';
import { createListingRepo } from './listing-repo.ts';
import { createAccountsRepo, type AccountInsert } from './repo.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const SERVERS = ['asia', 'europe', 'america'];
const CHARACTERS = ['lyra', 'vesper', 'corvin'];
const WEAPONS = ['blade', 'bow'];
/** Description words: a hyphenated one and numbers too, as sellers write them. */
const VOCABULARY = ['Lyra', 'starter', 'whale-ready', 'C6', 'signature', 'Banner', 'refund'];

let ctx: TestContext;
let game: Game;
let sellerId: number;
let seller: Awaited<ReturnType<typeof signedInRoller>>;

function account(i: number): AccountInsert {
  return {
    game_id: game.id,
    roller_id: sellerId,
    server_value: SERVERS[i % 3]!,
    banner_guarantee: false,
    code: `IX-${i}`,
    description: `${VOCABULARY[i % 7]} ${VOCABULARY[(i * 3) % 5]} account ${i}`,
    price: 5 + ((i * 37) % 60),
    images: ['/uploads/cover.webp'],
    login_method: 'Username',
    login_email: `ix${i}`,
    password_enc: 'x',
    recovery_email_enc: null,
    gender: i % 4 === 0 ? 'M' : 'F',
    characters: CHARACTERS.filter((_, c) => (i + c) % (c + 2) !== 0).map((character, c) => ({
      character,
      copies: (i + c) % 4,
      level: 60,
    })),
    weapons: i % 5 === 0 ? [] : [{ weapon: WEAPONS[i % 2]!, copies: i % 3, level: 70 }],
    // The card shows the warranty: the index's payload must carry it as SQL reads it.
    warranty_days: (i % 3) * 7,
  };
}

const repo = () => createAccountsRepo(ctx.db);
const indexes = () => ctx.services.listingIndexes;

/** The public listing's ids and total as the shop answers them. */
async function listed(query: AccountListQuery, app = ctx.app) {
  const params = new URLSearchParams(
    Object.entries(query).flatMap(([k, v]): [string, string][] =>
      v === undefined ? [] : [[k, String(v)]],
    ),
  );
  const res = await app.inject({ url: `/api/games/${game.id}/accounts?${params}` });
  expect(res.statusCode).toBe(200);
  const data = res.json().data;
  return {
    ids: data.accounts.map((a: { id: number }) => a.id) as number[],
    accounts: data.accounts as unknown[],
    total: data.total as number,
    source: res.headers['server-timing'],
  };
}

/** The same search run in SQL alone. */
async function inSql(query: AccountListQuery) {
  const page = await createListingRepo(ctx.db).search(toAccountQuery(game, query));
  const name = (value: string) => game.servers.find((s) => s.value === value)!.name;
  return {
    ids: page.rows.map((r) => r.id),
    accounts: page.rows.map((r) => toListedAccount(r, name(r.server_value), false)),
    total: page.total,
    source: 'search;desc=index',
  };
}

beforeAll(async () => {
  ctx = await createTestContext({ LISTING_CACHE: '0' });
  const image = 'https://img.example/x.png';
  const [imported] = await ctx.services.catalog.importCatalog({
    games: [
      {
        slug: 'indexed',
        name: 'Indexed',
        image,
        servers: SERVERS.map((value) => ({ name: value, value })),
        characters: CHARACTERS.map((value) => ({ name: value, value, image })),
        weapons: WEAPONS.map((value) => ({ name: value, value, image })),
      },
    ],
  });
  game = await ctx.services.catalog.getGame(imported!.id);
  seller = await signedInRoller(ctx, 'seller');
  sellerId = (await ctx.services.auth.findRoller('seller'))!.id;
  await repo().insertMany(Array.from({ length: 240 }, (_, i) => account(i)));
  // Distinct dates in an order unlike the ids', with ties left for the ids to break.
  await sql`update accounts set created_at = now() - (id % 17) * interval '1 second'`.execute(
    ctx.db,
  );
});
afterAll(() => ctx.close());

const filterQuery = fc
  .record(
    {
      servers: fc.uniqueArray(fc.constantFrom(...SERVERS), { minLength: 1, maxLength: 2 }),
      gender: fc.constantFrom('F', 'M'),
      max_price: fc.integer({ min: PRICE_MIN, max: 70 }),
      characters: fc
        .array(fc.constantFrom(...CHARACTERS), { minLength: 1, maxLength: 3 })
        .map((c) => c.join(',')),
      weapons: fc.constantFrom(...WEAPONS),
      sort: fc.constantFrom(...ACCOUNT_SORTS),
      page: fc.integer({ min: 1, max: 4 }),
      limit: fc.constantFrom(6, 24),
    },
    { requiredKeys: [] },
  )
  .map(
    ({ servers, ...q }) =>
      ({ ...q, ...(servers && { servers: servers.join(',') }) }) as AccountListQuery,
  );

/** A code in any case (some of no account), or a few description words or their starts. */
const textQuery = fc.oneof(
  fc
    .tuple(fc.integer({ min: 0, max: 260 }), fc.boolean())
    .map(([i, lower]) => (lower ? `ix-${i}` : ` IX-${i} `)),
  fc
    .array(
      fc
        .tuple(fc.constantFrom(...VOCABULARY, 'account', 'missing'), fc.integer({ min: 1, max: 9 }))
        .map(([word, keep]) => word.slice(0, keep).toUpperCase()),
      { minLength: 1, maxLength: 3 },
    )
    .map((words) => words.join(' ')),
);

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The text search's rule (docs/decisions/0009-listing-text-search.md), written out again as the
 * property's model.
 */
function holdsText(account: { code: string; description: string }, q: string): boolean {
  const text = q.trim().toLowerCase();
  if (account.code.toLowerCase() === text) return true;
  const wanted = text.match(WORD) ?? [];
  const own = account.description.toLowerCase().match(WORD) ?? [];
  return wanted.length > 0 && wanted.every((w) => own.some((o) => o.startsWith(w)));
}

/**
 * What a text search must answer: every match of the other filters, as the index lists them,
 * narrowed to the accounts the text names, then paged and counted as the listing does.
 */
async function narrowedByText(query: AccountListQuery, q: string) {
  const all: { id: number; code: string; description: string }[] = [];
  for (let page = 1; ; page++) {
    const { accounts, source } = await listed({ ...query, page, limit: 100 });
    expect(source).toBe('search;desc=index');
    all.push(...(accounts as typeof all));
    if (accounts.length < 100) break;
  }
  const matches = all.filter((a) => holdsText(a, q));
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const offset = ((query.page ?? 1) - 1) * limit;
  const page = matches.slice(offset, offset + limit);
  return {
    ids: page.map((a) => a.id),
    accounts: page,
    total: Math.min(matches.length, Math.max(PUBLIC_COUNT_CAP, offset + limit + 1)),
    source: 'search;desc=sql',
  };
}

describe('the listing index', () => {
  it('is what the public listing searches, and answers every filter as SQL does', async () => {
    await expect.poll(async () => (await indexes().forGame(game.id))?.size).toBe(240);
    await fc.assert(
      fc.asyncProperty(filterQuery, async (query) => {
        expect(await listed(query)).toEqual(await inSql(query));
      }),
      { numRuns: 120 },
    );
  });

  it('answers a text search as the index answers the filters alone, narrowed to the text', async () => {
    await fc.assert(
      fc.asyncProperty(filterQuery, textQuery, async (query, q) => {
        expect(await listed({ ...query, q })).toEqual(await narrowedByText(query, q));
      }),
      { numRuns: 60 },
    );
  });

  it('hears of writes made behind the services, by statement, and applies them', async () => {
    const first = (await listed({ sort: 'price_asc', limit: 1 })).ids[0]!;
    await sql`update accounts set status = 'sold' where id = ${first}`.execute(ctx.db);
    await expect.poll(async () => (await listed({ sort: 'price_asc' })).ids).not.toContain(first);
    await sql`update accounts set status = 'available', price = 1 where id = ${first}`.execute(
      ctx.db,
    );
    await expect
      .poll(async () => (await listed({ sort: 'price_asc', limit: 1 })).ids)
      .toEqual([first]);
    await sql`delete from accounts where id = ${first}`.execute(ctx.db);
    await expect.poll(async () => (await indexes().forGame(game.id))?.has(first)).toBe(false);
  });

  it('shows this instance its own writes on its very next search', async () => {
    const cheapest = (await listed({ sort: 'price_asc', limit: 1 })).ids[0]!;
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/games/${game.id}/accounts/${cheapest}`,
      headers: seller.auth,
    });
    expect(res.statusCode).toBe(200);
    expect((await listed({ sort: 'price_asc' })).ids).not.toContain(cheapest);
  });

  it('reloads from the database when one statement writes too many accounts to name', async () => {
    const before = (await indexes().forGame(game.id))!.size;
    await repo().insertMany(Array.from({ length: 600 }, (_, i) => account(1_000 + i)));
    await expect.poll(async () => (await indexes().forGame(game.id))?.size).toBe(before + 600);
    const query = { servers: 'europe', sort: 'price_desc', page: 3 } as AccountListQuery;
    expect(await listed(query)).toEqual(await inSql(query));
  });

  it.runIf(onPostgres)('hears the writes of another instance', async () => {
    const other = await secondInstance(ctx);
    try {
      await listed({}, other.app);
      const res = await postAccount(
        ctx,
        game.id,
        seller.auth,
        input({ server_name: 'asia', price: 2, email: 'from-a', characters: [], weapons: [] }),
      );
      expect(res.statusCode).toBe(201);
      const id = res.json().data.id;
      await expect
        .poll(async () => (await listed({ sort: 'price_asc', limit: 1 }, other.app)).ids)
        .toEqual([id]);
    } finally {
      await other.close();
    }
  });

  it.runIf(onPostgres)('searches in SQL while deaf, and indexes again once listening', async () => {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
      ctx.db,
    );
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
              where application_name = ${`shop:shop_accounts:${rows[0]!.schema}`}`.execute(ctx.db);
    await expect.poll(() => indexes().forGame(game.id)).toBeNull();
    // Written while nobody listens: the reloaded index must still see it.
    const top = (await listed({ sort: 'price_desc', limit: 1 })).ids[0]!;
    await sql`update accounts set status = 'reserved' where id = ${top}`.execute(ctx.db);
    expect((await listed({ sort: 'price_desc' })).ids).not.toContain(top);
    await expect.poll(() => indexes().forGame(game.id), { timeout: 5_000 }).not.toBeNull();
    expect((await indexes().forGame(game.id))!.has(top)).toBe(false);
  });
});
