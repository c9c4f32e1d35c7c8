import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  importOneOfEachGame,
  manualClock,
  signedInRoller,
  type TestContext,
} from '../../../test/helpers.ts';
import { buyer, listAccount, placeOrder, queuedMails } from '../../../test/orders-fixture.ts';

/** After the purchase: expiry on the clock, the lapse rule, confirmation and delivery, cancel. */

const time = manualClock();
let ctx: TestContext;
let gameId: number;
let seller: Awaited<ReturnType<typeof signedInRoller>>;
let rival: Awaited<ReturnType<typeof signedInRoller>>;
const FIVE_MINUTES = 5 * 60_000;

beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_URL: 'https://shop.example' }, undefined, time.clock);
  gameId = await importOneOfEachGame(ctx, 'cycle', 'Cycle Game');
  seller = await signedInRoller(ctx, 'owner');
  rival = await signedInRoller(ctx, 'rival');
});
afterAll(() => ctx.close());

const buy = (accountId: number, who = buyer) => placeOrder(ctx, accountId, who);

const act = (id: number, action: 'confirm' | 'cancel', as = seller) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/roller/transactions/${id}/${action}`,
    headers: as.auth,
  });

const accountStatus = async (id: number) =>
  (
    await ctx.db
      .selectFrom('accounts')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).status;

const invoicePath = (url: string) =>
  url.replace('https://shop.example/invoice/', '/api/transaction/');

describe('expiry', () => {
  it('lapses an unpaid invoice after 5 minutes and lists the account again', async () => {
    const id = await listAccount(ctx, seller, gameId);
    const order = await buy(id);
    time.advance(FIVE_MINUTES - 1000);
    expect(await ctx.services.orders.expireDue()).toBe(0);
    expect(await accountStatus(id)).toBe('reserved');
    time.advance(1000);
    expect(await ctx.services.orders.expireDue()).toBe(1);
    expect(await accountStatus(id)).toBe('available');
    const invoice = await ctx.app.inject({ url: invoicePath(order.invoice_url) });
    expect(invoice.json().data.status).toBe('expired');
    expect(await ctx.services.orders.expireDue()).toBe(0);
  });

  it('refuses payment after the deadline even when the expiry job has not run', async () => {
    const id = await listAccount(ctx, seller, gameId);
    const order = await buy(id);
    time.advance(FIVE_MINUTES + 1);
    const res = await act(order.id, 'confirm');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INVOICE_EXPIRED');
    expect(await accountStatus(id)).toBe('reserved');
    await ctx.services.orders.expireDue();
    expect((await act(order.id, 'confirm')).json().code).toBe('TRANSACTION_NOT_PENDING');
  });

  it('gives no 4th invoice to an e-mail that let 3 lapse for the same account', async () => {
    const id = await listAccount(ctx, seller, gameId);
    const lapser = { ...buyer, email: 'Lapser@Example.com' };
    for (let i = 0; i < 3; i++) {
      await buy(id, lapser);
      time.advance(FIVE_MINUTES);
      await ctx.services.orders.expireDue();
    }
    const fourth = await ctx.app.inject({
      method: 'POST',
      url: '/api/transaction',
      payload: { account_id: id, ...lapser, email: 'lapser@example.com' },
    });
    expect(fourth.statusCode).toBe(422);
    expect(fourth.json()).toMatchObject({ code: 'TOO_MANY_LAPSED_INVOICES' });
    expect(await accountStatus(id)).toBe('available');
    await buy(id, { ...buyer, email: 'patient@example.com' });
  });
});

describe('confirmation and delivery', () => {
  it('delivers on confirm: sold, delivered, one delivery mail with the credentials, totals move', async () => {
    const stats = async () => {
      const pub = await ctx.app.inject({ url: '/api/games/sales-stats' });
      const own = await ctx.app.inject({ url: '/api/roller/income', headers: seller.auth });
      type Row = {
        game_id: number;
        total_revenue: number;
        total_income: number;
        total_sold: number;
      };
      const game = (rows: Row[]) => rows.find((r) => r.game_id === gameId);
      return { pub: game(pub.json().data), own: game(own.json().data) };
    };
    const before = await stats();
    const id = await listAccount(ctx, seller, gameId, { price: 120, password: 'Hunter-2-Sekret' });
    const order = await buy(id);
    const mailsBefore = (await queuedMails(ctx)).length;
    expect(await stats()).toEqual(before);

    const res = await act(order.id, 'confirm');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'delivered', amount: 120 });
    expect(res.json().data.delivered_at).not.toBeNull();
    expect(await accountStatus(id)).toBe('sold');

    const mails = (await queuedMails(ctx)).slice(mailsBefore);
    expect(mails).toHaveLength(1);
    const delivery = mails[0]!;
    expect(delivery.to_address).toBe(buyer.email);
    for (const part of [delivery.text_body, delivery.html_body]) {
      expect(part).toContain('Email');
      expect(part).toMatch(/owner\.buyer\d+@shop\.test/);
      expect(part).toContain('Hunter-2-Sekret');
      expect(part).toContain('https://shop.example/buyer-emails');
    }
    const after = await stats();
    expect(after.pub).toMatchObject({
      total_revenue: before.pub!.total_revenue + 120,
      total_sold: before.pub!.total_sold + 1,
    });
    expect(after.own).toMatchObject({
      total_income: before.own!.total_income + 120,
      total_sold: before.own!.total_sold + 1,
    });
    expect((await act(order.id, 'confirm')).json().code).toBe('TRANSACTION_NOT_PENDING');
  });

  it('shows the password only in the delivery mail and the owner’s edit view', async () => {
    const secret = 'Only-In-Two-Places-77';
    const id = await listAccount(ctx, seller, gameId, { password: secret });
    const seen = [
      (await ctx.app.inject({ url: `/api/games/${gameId}/accounts/${id}` })).body,
      (await ctx.app.inject({ url: `/api/games/${gameId}/accounts` })).body,
    ];
    const order = await buy(id);
    seen.push((await ctx.app.inject({ url: invoicePath(order.invoice_url) })).body);
    seen.push(
      (await ctx.app.inject({ url: '/api/roller/transactions', headers: seller.auth })).body,
    );
    await act(order.id, 'confirm');
    seen.push((await ctx.app.inject({ url: invoicePath(order.invoice_url) })).body);
    for (const body of seen) {
      expect(body).toContain('"status":"success"');
      expect(body).not.toContain(secret);
    }

    const mails = (await queuedMails(ctx)).filter(
      (m) => m.text_body.includes(secret) || m.html_body.includes(secret),
    );
    expect(mails.map((m) => m.subject)).toEqual([
      `Your Cycle Game account ${order.account_code} is ready`,
    ]);
    const edit = await ctx.app.inject({
      url: `/api/roller/games/${gameId}/accounts/${id}`,
      headers: seller.auth,
    });
    expect(edit.json().data.password).toBe(secret);
  });

  it('cancel puts the account back on sale', async () => {
    const id = await listAccount(ctx, seller, gameId);
    const order = await buy(id);
    const res = await act(order.id, 'cancel');
    expect(res.json().data.status).toBe('cancelled');
    expect(await accountStatus(id)).toBe('available');
    expect((await act(order.id, 'cancel')).statusCode).toBe(409);
  });
});

describe('the seller’s transactions', () => {
  it('lists own orders newest first with the pending count; another seller sees and touches none', async () => {
    const id = await listAccount(ctx, seller, gameId, { price: 55 });
    const order = await buy(id);
    const list = await ctx.app.inject({
      url: '/api/roller/transactions?status=pending&limit=5',
      headers: seller.auth,
    });
    const data = list.json().data;
    expect(data.transactions[0]).toMatchObject({ id: order.id, status: 'pending', amount: 55 });
    expect(data.pending).toBeGreaterThanOrEqual(1);
    const count = await ctx.app.inject({
      url: '/api/roller/transactions/pending-count',
      headers: seller.auth,
    });
    expect(count.json().data.pending).toBe(data.pending);

    const theirs = await ctx.app.inject({ url: '/api/roller/transactions', headers: rival.auth });
    expect(theirs.json().data).toMatchObject({ transactions: [], total: 0, pending: 0 });
    expect((await act(order.id, 'confirm', rival)).statusCode).toBe(404);
    expect((await act(order.id, 'cancel', rival)).statusCode).toBe(404);
    expect(await accountStatus(id)).toBe('reserved');
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `/api/roller/transactions/${order.id}/confirm`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('an invoice link with another order’s token reads as not found', async () => {
    const a = await buy(await listAccount(ctx, seller, gameId));
    const b = await buy(await listAccount(ctx, seller, gameId));
    const tokenOfA = new URL(a.invoice_url).searchParams.get('token')!;
    const res = await ctx.app.inject({
      url: `/api/transaction/${b.id}?token=${encodeURIComponent(tokenOfA)}`,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('TRANSACTION_NOT_FOUND');
  });
});
