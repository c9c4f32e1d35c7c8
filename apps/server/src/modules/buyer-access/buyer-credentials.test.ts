import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuyerCredentials } from '@shop/contract';
import { listAccount } from '../../../test/orders-fixture.ts';
import { disputesWorld, type DisputesWorld } from '../../../test/trust-fixture.ts';

/**
 * The buyer reads their account's sign-in again (issue 35, point 6): with their link's token,
 * for their own delivered purchases only, never cached.
 */

let w: DisputesWorld;
let mina: { token: string; sale: Awaited<ReturnType<DisputesWorld['sale']>> };
let ori: { token: string; sale: Awaited<ReturnType<DisputesWorld['sale']>> };

beforeAll(async () => {
  w = await disputesWorld();
  const minaSale = await w.sale(w.sellers.alice, 'mina@example.com');
  mina = { sale: minaSale, token: await w.tokenFor('mina@example.com') };
  const oriSale = await w.sale(w.sellers.bob, 'ori@example.com');
  ori = { sale: oriSale, token: await w.tokenFor('ori@example.com') };
});
afterAll(() => w.close());

const read = (token: string, transactionId: number | string, remoteAddress = w.nextAddress()) =>
  w.inject({
    url: `/api/buyer/accounts/${transactionId}/credentials?token=${encodeURIComponent(token)}`,
    remoteAddress,
  });

/** The sign-in the delivery mail of `transactionId`'s account gave its buyer. */
async function deliveredSignIn(to: string, accountId: number) {
  const { code } = await w.ctx.db
    .selectFrom('accounts')
    .select('code')
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  const mail = (await w.mailsTo(to)).find((m) => m.subject.endsWith(`account ${code} is ready`))!;
  const fact = (name: string) => new RegExp(`^${name}: (.+)$`, 'm').exec(mail.text_body)![1];
  return {
    login_method: fact('Login method'),
    login: fact('Login e-mail'),
    password: fact('Password'),
  };
}

describe('a buyer’s account credentials', () => {
  it('are what the delivery mail gave, for the token’s own delivered purchase, not cached', async () => {
    const res = await read(mina.token, mina.sale.transactionId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json().data as BuyerCredentials;
    expect(data).toEqual(await deliveredSignIn('mina@example.com', mina.sale.accountId));
    expect(data).toMatchObject({ login_method: 'Email', login: mina.sale.loginEmail });
    expect(data.password).toMatch(/^Pw-\d+-secret!$/);
  });

  it('answer 404 for another buyer’s purchase, and 401 for a token that is not a live one', async () => {
    for (const [token, id] of [
      [ori.token, mina.sale.transactionId],
      [mina.token, ori.sale.transactionId],
      [mina.token, 2_000_000],
    ] as const) {
      const res = await read(token, id);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ code: 'TRANSACTION_NOT_FOUND' });
      expect(res.body).not.toContain('secret!');
    }
    expect((await read(ori.token, ori.sale.transactionId)).statusCode).toBe(200);
    const unknown = await read('made-up-token', mina.sale.transactionId);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ code: 'BUYER_ACCESS_INVALID' });
  });

  it('answer 404 for a purchase not delivered yet', async () => {
    const { game_id } = await w.ctx.db
      .selectFrom('accounts')
      .select('game_id')
      .where('id', '=', mina.sale.accountId)
      .executeTakeFirstOrThrow();
    const accountId = await listAccount(w.ctx, w.sellers.alice, game_id);
    const ordered = await w.inject({
      method: 'POST',
      url: '/api/transaction',
      payload: { account_id: accountId, name: 'Mina Park', email: 'mina@example.com', note: '' },
      remoteAddress: w.nextAddress(),
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    const res = await read(mina.token, ordered.json().data.id);
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toMatchObject({ code: 'TRANSACTION_NOT_FOUND' });
    expect((await read(mina.token, mina.sale.transactionId)).statusCode).toBe(200);
  });

  it('answer 404 once the purchase is refunded', async () => {
    expect((await read(ori.token, ori.sale.transactionId)).statusCode).toBe(200);
    const opened = await w.openDispute(ori.token, {
      transaction_id: ori.sale.transactionId,
      reason: 'account_recovered',
      message: 'Someone took it back.',
      evidence_email_ids: [],
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const refunded = await w.asRoller(
      w.boss.auth,
      `/api/owner/disputes/${opened.json().data.id}/resolve`,
      { resolution: 'refund', note: 'Refunded.' },
    );
    expect(refunded.statusCode, refunded.body).toBe(200);
    const res = await read(ori.token, ori.sale.transactionId);
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toMatchObject({ code: 'TRANSACTION_NOT_FOUND' });
    expect(res.body).not.toContain('secret!');
  });

  it('name the field of a bad request', async () => {
    for (const [url, field] of [
      [`/api/buyer/accounts/abc/credentials?token=${mina.token}`, 'transaction_id'],
      [`/api/buyer/accounts/0/credentials?token=${mina.token}`, 'transaction_id'],
      [`/api/buyer/accounts/${mina.sale.transactionId}/credentials`, 'token'],
    ]) {
      const res = await w.inject({ url, remoteAddress: w.nextAddress() });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toContain(field);
    }
  });

  it('are read a bounded number of times per client address an hour', async () => {
    const address = '10.99.0.1';
    for (let i = 0; i < 60; i++)
      expect((await read(mina.token, mina.sale.transactionId, address)).statusCode).toBe(200);
    const limited = await read(mina.token, mina.sale.transactionId, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.body).not.toContain('secret!');
    expect((await read(mina.token, mina.sale.transactionId)).statusCode).toBe(200);
    w.time.advance(3600_000);
    expect((await read(mina.token, mina.sale.transactionId, address)).statusCode).toBe(200);
  });

  it('stop with the token’s 24 hours', async () => {
    w.time.advance(24 * 3600_000 + 1000);
    const res = await read(mina.token, mina.sale.transactionId);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'BUYER_ACCESS_INVALID' });
  });
});
