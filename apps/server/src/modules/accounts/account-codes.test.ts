import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importOneOfEachGame, signedInRoller, type TestContext } from '../../../test/helpers.ts';
import { down, up } from '../../db/migrations/0015_account_codes.ts';
import { input, openBackofficeShop, postAccount, type Seller } from './backoffice-fixture.ts';

/**
 * The codes the shop gives new accounts (ALICE-0001, ...): counted per seller, never handed
 * out twice, not after a delete and not to saves racing each other.
 */

let ctx: TestContext;
let gameId: number;
let alice: Seller;
let bob: Seller;
let serial = 0;

beforeAll(async () => {
  ({ ctx, gameId, alice, bob } = await openBackofficeShop());
});
afterAll(() => ctx.close());

/** Adds an account without a code of its own and answers the code the shop gave it. */
async function add(seller: Seller, game = gameId, over: object = {}): Promise<string> {
  serial++;
  const res = await postAccount(
    ctx,
    game,
    seller.auth,
    input({ email: `codes${serial}`, ...over }),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.code;
}

const remove = (seller: Seller, code: string) =>
  ctx.db
    .selectFrom('accounts')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow()
    .then(({ id }) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/games/${gameId}/accounts/${id}`,
        headers: seller.auth,
      }),
    );

const numberOf = (code: string) => Number(code.split('-').at(-1));

describe('generated account codes', () => {
  it("count per seller: another seller's accounts do not move the number", async () => {
    expect(await add(alice)).toBe('ALICE-0001');
    expect(await add(bob)).toBe('BOB-0001');
    expect(await add(bob)).toBe('BOB-0002');
    expect(await add(alice)).toBe('ALICE-0002');
  });

  it('never come back after a delete', async () => {
    const last = await add(alice);
    expect((await remove(alice, last)).statusCode).toBe(200);
    const next = await add(alice);
    expect(next).not.toBe(last);
    expect(numberOf(next)).toBe(numberOf(last) + 1);
  });

  it("go on in the seller's other games, so a code names one account of the seller", async () => {
    const before = numberOf(await add(alice));
    const otherGame = await importOneOfEachGame(ctx, 'other-codes', 'Other Codes');
    expect(await add(alice, otherGame, { server_name: 'asia' })).toBe(
      `ALICE-${String(before + 1).padStart(4, '0')}`,
    );
  });

  it('step over a code the seller chose by hand', async () => {
    const next = numberOf(await add(alice)) + 1;
    const chosen = `ALICE-${String(next).padStart(4, '0')}`;
    expect(await add(alice, gameId, { code: chosen })).toBe(chosen);
    expect(numberOf(await add(alice))).toBe(next + 1);
  });

  it('are distinct and consecutive for concurrent saves of one seller', async () => {
    const rush = await signedInRoller(ctx, 'rush');
    const codes = await Promise.all(Array.from({ length: 8 }, () => add(rush)));
    expect(codes.map(numberOf).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(codes.every((c) => /^RUSH-\d{4}$/.test(c))).toBe(true);
  });

  it('a save that fails takes no number', async () => {
    const before = numberOf(await add(alice));
    serial++;
    const refused = await postAccount(
      ctx,
      gameId,
      alice.auth,
      input({ email: `codes${serial - 1}` }),
    );
    expect(refused.statusCode).toBe(409);
    expect(numberOf(await add(alice))).toBe(before + 1);
  });
});

describe('0015 account codes', () => {
  it('starts each seller after the highest number its codes carry, ignoring other codes', async () => {
    const db = ctx.db as unknown as Kysely<unknown>;
    const carol = await signedInRoller(ctx, 'carol');
    await add(carol, gameId, { code: 'CAROL-0041' });
    await add(carol, gameId, { code: 'carol-0007' });
    await add(carol, gameId, { code: 'CAROLINE-0900' });
    await add(carol, gameId, { code: 'CAROL-99999999999' });
    const dave = await signedInRoller(ctx, 'dave');

    await down(db);
    await up(db);

    const counters = await ctx.db
      .selectFrom('rollers')
      .select(['code', 'next_account_number'])
      .where('code', 'in', ['carol', 'dave', 'alice'])
      .orderBy('code')
      .execute();
    const aliceLast = await ctx.db
      .selectFrom('accounts')
      .innerJoin('rollers', 'rollers.id', 'accounts.roller_id')
      .select('accounts.code')
      .where('rollers.code', '=', 'alice')
      .execute();
    expect(counters).toEqual([
      {
        code: 'alice',
        next_account_number: Math.max(...aliceLast.map((a) => numberOf(a.code))) + 1,
      },
      { code: 'carol', next_account_number: 42 },
      { code: 'dave', next_account_number: 1 },
    ]);
    expect(await add(dave)).toBe('DAVE-0001');
  });
});
