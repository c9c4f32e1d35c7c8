import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  createTestContext,
  importOneOfEachGame,
  signedInRoller,
  type TestContext,
} from '../../../test/helpers.ts';
import { listAccount } from '../../../test/orders-fixture.ts';

/** A seller saving several accounts at once (two tabs, a script) never meets a code clash. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

it('gives concurrent saves without a code distinct generated codes', async () => {
  const gameId = await importOneOfEachGame(ctx, 'rush', 'Rush');
  const seller = await signedInRoller(ctx, 'rush');
  const ids = await Promise.all(Array.from({ length: 8 }, () => listAccount(ctx, seller, gameId)));
  const codes = await ctx.db.selectFrom('accounts').select('code').where('id', 'in', ids).execute();
  expect(new Set(codes.map((c) => c.code)).size).toBe(8);
  expect(codes.every((c) => /^RUSH-\d{4}$/.test(c.code))).toBe(true);
});
