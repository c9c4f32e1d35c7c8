import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, type TestContext } from '../../../test/helpers.ts';
import {
  input,
  openBackofficeShop,
  postAccount,
  putAccount,
  type Seller,
} from './backoffice-fixture.ts';

/**
 * The shop's own addresses (decision 0042): a seller's reply inbox `{code}.orders@`, a seller's
 * contact `{code}.support@` and SHOP_CONTACT are never an account's login e-mail. A save that
 * would make one is refused naming the field; accounts that have one from before are named in
 * the start log.
 */

let ctx: TestContext;
let gameId: number;
let alice: Seller;
let bob: Seller;

beforeAll(async () => {
  // The contact is one of alice's addresses, as an operator may set it.
  ({ ctx, gameId, alice, bob } = await openBackofficeShop({
    SHOP_CONTACT: 'alice.help@shop.test',
  }));
});
afterAll(() => ctx.close());

const accounts = () => count(ctx.db, 'accounts');

describe('reserved login e-mails', () => {
  it('refuses a reserved name with 400 naming the field, and saves nothing', async () => {
    const before = await accounts();
    const cases: Array<[Seller, Record<string, unknown>, string]> = [
      [alice, { email: 'orders' }, 'alice.orders@shop.test'],
      [alice, { email: ' Orders ' }, 'alice.orders@shop.test'],
      [bob, { email: 'support' }, 'bob.support@shop.test'],
      [bob, { email: 'orders', email_domain: 'alt.test' }, 'bob.orders@alt.test'],
      [alice, { email: 'help' }, 'alice.help@shop.test'],
    ];
    for (const [seller, over, address] of cases) {
      const res = await postAccount(ctx, gameId, seller.auth, input(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json()).toMatchObject({
        status: 'error',
        code: 'LOGIN_EMAIL_RESERVED',
        field: 'email',
      });
      expect(res.json().message).toMatch(/^email: /);
      expect(res.json().message).toContain(address);
      expect(res.json().message).toContain('Please choose another name.');
    }
    expect(await accounts()).toBe(before);
  });

  it('refuses renaming an account to a reserved name and leaves it as it was', async () => {
    const created = await postAccount(ctx, gameId, alice.auth, input({ email: 'rename01' }));
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    const res = await putAccount(ctx, gameId, id, alice.auth, input({ email: 'support' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'LOGIN_EMAIL_RESERVED', field: 'email' });
    const row = await ctx.db
      .selectFrom('accounts')
      .select('login_email')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.login_email).toBe('alice.rename01@shop.test');
  });

  it('takes names that only look like a reserved one, and the contact name under another seller', async () => {
    for (const [seller, email] of [
      [alice, 'orders2'],
      [alice, 'orders.eu'],
      [alice, 'my-support'],
      [bob, 'help'],
    ] as const) {
      const res = await postAccount(ctx, gameId, seller.auth, input({ email }));
      expect(res.statusCode, email).toBe(201);
    }
  });
});

describe('the start check', () => {
  it('names every account that has one of the shop’s addresses from before the rule', async () => {
    expect(await ctx.services.backoffice.shopAddressWarning()).toBeNull();
    // Saved before the names were reserved: written as the old form wrote them.
    const ids: number[] = [];
    for (const email of ['old01', 'old02', 'old03']) {
      const res = await postAccount(ctx, gameId, bob.auth, input({ email }));
      ids.push(res.json().data.id);
    }
    const rename = (id: number, address: string) =>
      ctx.db.updateTable('accounts').set({ login_email: address }).where('id', '=', id).execute();
    await rename(ids[0]!, 'bob.orders@shop.test');
    await rename(ids[1]!, 'alice.help@shop.test');
    const codes = await ctx.db
      .selectFrom('accounts')
      .select(['id', 'code'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();

    const warning = await ctx.services.backoffice.shopAddressWarning();
    expect(warning).toContain('2 accounts have one of the shop');
    expect(warning).toContain(`bob.orders@shop.test (Moonfall ${codes[0]!.code}, seller bob)`);
    expect(warning).toContain(`alice.help@shop.test (Moonfall ${codes[1]!.code}, seller bob)`);
    expect(warning).not.toContain('old03');
    expect(warning).toContain('0042-reserved-addresses.md');
  });
});
