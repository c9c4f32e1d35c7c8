import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signedInRoller, type TestContext } from '../../../test/helpers.ts';
import { createAccountsRepo, type AccountInsert } from './repo.ts';

let ctx: TestContext;
let gameId: number;
let seller: Awaited<ReturnType<typeof signedInRoller>>;
let other: Awaited<ReturnType<typeof signedInRoller>>;
const ids: Record<string, number> = {};

const item = (value: string) => ({
  name: value.toUpperCase(),
  value,
  image: `https://img.example/${value}.png`,
});

beforeAll(async () => {
  ctx = await createTestContext();
  const imported = await ctx.services.catalog.importCatalog({
    games: [
      {
        slug: 'moonfall',
        name: 'Moonfall',
        image: 'https://img.example/moonfall.png',
        servers: [
          { name: 'Asia', value: 'asia' },
          { name: 'Europe', value: 'europe' },
          { name: 'America', value: 'america' },
        ],
        characters: ['lyra', 'orin', 'vex'].map(item),
        weapons: ['blade', 'bow'].map(item),
      },
    ],
  });
  gameId = imported[0]!.id;
  seller = await signedInRoller(ctx, 'seller');
  other = await signedInRoller(ctx, 'other');
  const sellerId = (await ctx.services.auth.findRoller('seller'))!.id;
  const base = (code: string, over: Partial<AccountInsert>): AccountInsert => ({
    game_id: gameId,
    roller_id: sellerId,
    server_value: 'asia',
    banner_guarantee: false,
    code,
    description: `Account ${code}`,
    price: 100,
    images: ['https://img.example/cover.png'],
    login_method: 'Email',
    login_email: `seller.${code.toLowerCase()}@shop.test`,
    password_enc: ctx.services.secrets.encrypt(`pw-${code}`),
    recovery_email_enc: null,
    gender: 'F',
    characters: [],
    weapons: [],
    ...over,
  });
  const repo = createAccountsRepo(ctx.db);
  await repo.insertMany([
    base('A1', { characters: [{ character: 'lyra', copies: 0, level: 1 }], price: 50 }),
    base('A2', {
      characters: [
        { character: 'lyra', copies: 1, level: 1 },
        { character: 'orin', copies: 0, level: 1 },
      ],
      server_value: 'europe',
      price: 150,
    }),
    base('A3', {
      characters: [{ character: 'lyra', copies: 2, level: 1 }],
      weapons: [{ weapon: 'bow', copies: 1, level: 1 }],
      gender: 'M',
      price: 300,
    }),
    base('A4', {
      characters: [{ character: 'orin', copies: 6, level: 1 }],
      server_value: 'america',
      price: 20,
    }),
    base('SOLD', { characters: [{ character: 'lyra', copies: 6, level: 1 }] }),
  ]);
  for (const r of await ctx.db.selectFrom('accounts').select(['id', 'code']).execute())
    ids[r.code] = r.id;
  await ctx.db.updateTable('accounts').set({ status: 'sold' }).where('code', '=', 'SOLD').execute();
  await ctx.db
    .insertInto('transactions')
    .values({
      account_id: ids.SOLD!,
      game_id: gameId,
      roller_id: sellerId,
      buyer_name: 'B',
      buyer_email: 'b@x.co',
      amount: 100,
      status: 'delivered',
      expires_at: new Date(),
    })
    .execute();
});
afterAll(() => ctx.close());

const list = async (query: string, headers?: Record<string, string>) => {
  const res = await ctx.app.inject({ url: `/api/games/${gameId}/accounts${query}`, headers });
  return res;
};
const codes = async (query: string) => {
  const res = await list(query);
  expect(res.statusCode).toBe(200);
  return (res.json().data.accounts as { code: string }[]).map((a) => a.code).sort();
};

describe('games', () => {
  it('lists games with servers, characters and weapons', async () => {
    const res = await ctx.app.inject({ url: '/api/games' });
    expect(res.statusCode).toBe(200);
    const [game] = res.json().data;
    expect(game).toMatchObject({
      id: gameId,
      name: 'Moonfall',
      servers: [{ name: 'Asia', value: 'asia' }, { value: 'europe' }, { value: 'america' }],
    });
    expect(game.characters.map((c: { value: string }) => c.value)).toEqual(['lyra', 'orin', 'vex']);
  });

  it('answers 404 Game not found for an unknown game and 400 for a non-numeric id', async () => {
    const missing = await ctx.app.inject({ url: '/api/games/9999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'GAME_NOT_FOUND', message: 'Game not found' });
    const bad = await ctx.app.inject({ url: '/api/games/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('gameId');
  });

  it("sales stats count delivered transactions only; income is the seller's own", async () => {
    const stats = (await ctx.app.inject({ url: '/api/games/sales-stats' })).json().data;
    expect(stats).toEqual([
      { game_id: gameId, game_name: 'Moonfall', total_revenue: 100, total_sold: 1 },
    ]);
    const mine = (await ctx.app.inject({ url: '/api/roller/income', headers: seller.auth })).json()
      .data;
    expect(mine).toEqual([
      { game_id: gameId, game_name: 'Moonfall', total_income: 100, total_sold: 1 },
    ]);
    const theirs = (await ctx.app.inject({ url: '/api/roller/income', headers: other.auth })).json()
      .data;
    expect(theirs).toEqual([
      { game_id: gameId, game_name: 'Moonfall', total_income: 0, total_sold: 0 },
    ]);
    expect((await ctx.app.inject({ url: '/api/roller/income' })).statusCode).toBe(401);
  });
});

describe('GET /api/games/:gameId/accounts filters', () => {
  it('lists only available accounts, newest first, with paging totals', async () => {
    const res = await list('?limit=2&page=2');
    const body = res.json().data;
    expect(body.total).toBe(4);
    expect(body.limit).toBe(2);
    expect(body.page).toBe(2);
    expect(body.accounts.map((a: { code: string }) => a.code)).toEqual(['A2', 'A1']);
  });

  it('a value repeated n times needs copies >= n-1', async () => {
    expect(await codes('?characters=lyra')).toEqual(['A1', 'A2', 'A3']);
    expect(await codes('?characters=lyra,lyra')).toEqual(['A2', 'A3']);
    expect(await codes('?characters=lyra,lyra,lyra')).toEqual(['A3']);
    expect(await codes('?characters=lyra,orin')).toEqual(['A2']);
    expect(await codes('?characters=orin,orin,orin,orin,orin,orin,orin')).toEqual(['A4']);
    expect(await codes('?weapons=bow,bow')).toEqual(['A3']);
    expect(await codes('?weapons=bow,bow,bow')).toEqual([]);
  });

  it('servers are any-of; gender and max_price are exact bounds', async () => {
    expect(await codes('?servers=europe,america')).toEqual(['A2', 'A4']);
    expect(await codes('?gender=M')).toEqual(['A3']);
    expect(await codes('?max_price=150')).toEqual(['A1', 'A2', 'A4']);
    expect(await codes('?servers=asia&gender=F&characters=lyra')).toEqual(['A1']);
  });

  it('sorts by price', async () => {
    const res = await list('?sort=price_asc');
    expect(res.json().data.accounts.map((a: { price: number }) => a.price)).toEqual([
      20, 50, 150, 300,
    ]);
  });

  it.each([
    ['?servers=mars', 'servers', 'UNKNOWN_GAME_VALUE'],
    ['?gender=X', 'gender', 'VALIDATION_FAILED'],
    ['?characters=lyra,lyra,lyra,lyra,lyra,lyra,lyra,lyra', 'characters', 'TOO_MANY_COPIES'],
    ['?characters=nobody', 'characters', 'UNKNOWN_GAME_VALUE'],
    ['?weapons=spoon', 'weapons', 'UNKNOWN_GAME_VALUE'],
    ['?page=abc', 'page', 'VALIDATION_FAILED'],
    ['?page=0', 'page', 'VALIDATION_FAILED'],
    ['?limit=101', 'limit', 'VALIDATION_FAILED'],
    ['?max_price=cheap', 'max_price', 'VALIDATION_FAILED'],
    ['?sort=random', 'sort', 'VALIDATION_FAILED'],
    ['?colour=red', 'colour', 'VALIDATION_FAILED'],
    ['?servers=asia%00', 'servers', 'VALIDATION_FAILED'],
    ['?characters=lyra%00', 'characters', 'VALIDATION_FAILED'],
    ['?prefix=seller%00', 'prefix', 'VALIDATION_FAILED'],
  ])('%s answers 400 naming %s', async (query, field, code) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', field, code });
    expect(res.json().message).toContain(field);
  });

  it('names every allowed value of a choice', async () => {
    expect((await list('?gender=X')).json().message).toBe('gender must be one of F, M');
    expect((await list('?sort=random')).json().message).toBe(
      'sort must be one of newest, price_asc, price_desc',
    );
  });

  it('public JSON never carries the login e-mail, password or recovery e-mail', async () => {
    const raw =
      (await list('')).body +
      (await ctx.app.inject({ url: `/api/games/${gameId}/accounts/${ids.A1}` })).body;
    for (const secret of ['seller.a1@shop.test', 'pw-A1', 'login_email', 'password', 'recovery'])
      expect(raw).not.toContain(secret);
  });
});

describe('seller listing by prefix', () => {
  it("shows all of the seller's accounts with transaction_status", async () => {
    const res = await list('?prefix=seller', seller.auth);
    expect(res.statusCode).toBe(200);
    const accounts = res.json().data.accounts as { code: string; transaction_status: string }[];
    expect(accounts).toHaveLength(5);
    expect(accounts.find((a) => a.code === 'SOLD')!.transaction_status).toBe('delivered');
    expect(accounts.find((a) => a.code === 'A1')!.transaction_status).toBe('available');
  });

  it("refuses another seller's prefix (403) and an anonymous prefix (401)", async () => {
    const foreign = await list('?prefix=seller', other.auth);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: 'PREFIX_NOT_OWN', field: 'prefix' });
    const anonymous = await list('?prefix=seller');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('UNAUTHENTICATED');
  });

  it('public listing has no transaction_status', async () => {
    const res = await list('');
    expect(res.json().data.accounts[0]).not.toHaveProperty('transaction_status');
  });
});

describe('GET /api/games/:gameId/accounts/:accountId', () => {
  it('gives the purchase-page detail of an account for sale', async () => {
    const res = await ctx.app.inject({ url: `/api/games/${gameId}/accounts/${ids.A3}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: ids.A3,
      login: 'Email',
      price: 300,
      server_name: 'Asia',
      characters: [{ id: 'lyra', character: 'lyra', copies: 2 }],
      weapons: [{ id: 'bow', weapon: 'bow', copies: 1 }],
    });
  });

  it('answers 404 Account not found or has been sold for a sold or unknown account', async () => {
    for (const id of [ids.SOLD, 999999]) {
      const res = await ctx.app.inject({ url: `/api/games/${gameId}/accounts/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'ACCOUNT_NOT_FOUND',
        message: 'Account not found or has been sold',
      });
    }
  });
});
