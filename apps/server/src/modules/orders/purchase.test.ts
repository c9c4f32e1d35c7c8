import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  importOneOfEachGame,
  signedInRoller,
  type TestContext,
} from '../../../test/helpers.ts';
import { buyer, listAccount, queuedMails } from '../../../test/orders-fixture.ts';
import { confirmedNotificationEmail } from '../seller-settings/settings-fixture.ts';

/** POST /api/transaction: reserve once, mail the invoice, refuse what is not for sale. */

let ctx: TestContext;
let gameId: number;
let seller: Awaited<ReturnType<typeof signedInRoller>>;
let ipSerial = 0;

beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_URL: 'https://shop.example' });
  gameId = await importOneOfEachGame(ctx, 'orders', 'Orders Game');
  seller = await signedInRoller(ctx, 'sella');
  await confirmedNotificationEmail(ctx, seller, 'sella@seller.example');
});
afterAll(() => ctx.close());

/** Each purchase from its own address, so the per-address limit stays out of the way. */
const purchase = (payload: object, headers: Record<string, string> = {}, ip?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/transaction',
    payload,
    headers,
    remoteAddress: ip ?? `10.1.${Math.floor(++ipSerial / 250)}.${ipSerial % 250}`,
  });

async function transactionsOf(accountId: number) {
  return ctx.db
    .selectFrom('transactions')
    .select(['status', 'amount', 'buyer_email'])
    .where('account_id', '=', accountId)
    .execute();
}

const publicListingIds = async () => {
  const res = await ctx.app.inject({ url: `/api/games/${gameId}/accounts?limit=100` });
  return (res.json() as { data: { accounts: Array<{ id: number }> } }).data.accounts.map(
    (a) => a.id,
  );
};

describe('purchase', () => {
  it('reserves the account, answers the invoice and queues the invoice and seller mails', async () => {
    const id = await listAccount(ctx, seller, gameId, { price: 34 });
    const before = (await queuedMails(ctx)).length;
    const res = await purchase({ account_id: id, ...buyer });
    expect(res.statusCode).toBe(201);
    const invoice = res.json().data;
    expect(invoice).toMatchObject({
      status: 'pending',
      price: 34,
      account_id: id,
      game_name: 'Orders Game',
      buyer_email: buyer.email,
      payment: { provider: 'manual' },
    });
    expect(invoice.invoice_url).toMatch(
      new RegExp(`^https://shop\\.example/invoice/${invoice.id}\\?token=[\\w-]+$`),
    );
    const minutes = (Date.parse(invoice.expires_at) - Date.parse(invoice.created_at)) / 60_000;
    expect(minutes).toBeCloseTo(5, 0);

    expect(await transactionsOf(id)).toEqual([
      { status: 'pending', amount: 34, buyer_email: buyer.email },
    ]);
    expect(await publicListingIds()).not.toContain(id);

    const mails = (await queuedMails(ctx)).slice(before);
    expect(mails.map((m) => m.to_address)).toEqual([buyer.email, 'sella@seller.example']);
    const [toBuyer, toSeller] = mails;
    expect(toBuyer!.subject).toContain('$34');
    for (const part of [toBuyer!.text_body, toBuyer!.html_body]) {
      expect(part).toContain(invoice.account_code);
      expect(part).toContain('Orders Game');
      expect(part).toContain('5 minutes');
    }
    expect(toBuyer!.text_body).toContain(invoice.invoice_url);
    expect(toSeller!.text_body).toContain(`https://shop.example/transactions?order=${invoice.id}`);
    // A buyer's reply reaches the seller's own inbox, which the MX accepts for them.
    expect(invoice.reply_to).toBe('sella.orders@shop.test');
    expect(toBuyer!.headers).toEqual({ 'Reply-To': 'sella.orders@shop.test' });
    expect(toSeller!.headers).toEqual({});
    expect(await ctx.services.mail.route('sella.orders@shop.test')).toHaveLength(1);
    expect(toSeller!.text_body).toContain(buyer.email);
  });

  it('wakes the outbox once the order and its mails commit, and not for a refused purchase', async () => {
    const jobs = ctx.services.jobs;
    const wake = jobs.wake;
    const kicks: string[] = [];
    jobs.wake = (kind) => void (kind === 'mail' && kicks.push('kick'));
    try {
      const id = await listAccount(ctx, seller, gameId);
      expect((await purchase({ account_id: id, ...buyer })).statusCode).toBe(201);
      expect(kicks).toEqual(['kick']);
      // Held by that order: nothing commits, so nothing is sent.
      expect((await purchase({ account_id: id, ...buyer })).statusCode).toBe(409);
      expect(kicks).toEqual(['kick']);
    } finally {
      jobs.wake = wake;
    }
  });

  it('names the field of a bad purchase and changes nothing', async () => {
    const id = await listAccount(ctx, seller, gameId);
    const cases: Array<[object, string]> = [
      [{ account_id: id, email: buyer.email }, 'name'],
      [{ account_id: id, name: 'A', email: 'not-an-email' }, 'email'],
      [{ account_id: id, name: '', email: buyer.email }, 'name'],
      [{ account_id: id, name: 'A', email: buyer.email, note: 'x'.repeat(501) }, 'note'],
      [{ account_id: 'seven', name: 'A', email: buyer.email }, 'account_id'],
      [{ account_id: 99_999_999_999, name: 'A', email: buyer.email }, 'account_id'],
      [{ account_id: id, name: 'A\u0000B', email: buyer.email }, 'name'],
    ];
    for (const [payload, field] of cases) {
      const res = await purchase(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED' });
      expect(res.json().message).toContain(field);
    }
    expect(await transactionsOf(id)).toEqual([]);
    expect(await publicListingIds()).toContain(id);
  });

  it('answers 404 with SPEC text for an unknown or sold account, 409 while another buyer holds it', async () => {
    expect((await purchase({ account_id: 999_999, ...buyer })).json()).toMatchObject({
      code: 'ACCOUNT_NOT_FOUND',
      message: 'Account not found or has been sold',
    });
    const id = await listAccount(ctx, seller, gameId);
    const detail = () => ctx.app.inject({ url: `/api/games/${gameId}/accounts/${id}` });
    expect((await detail()).json().data.reserved).toBe(false);
    expect((await purchase({ account_id: id, ...buyer })).statusCode).toBe(201);
    expect((await detail()).json().data.reserved).toBe(true);
    const second = await purchase({ account_id: id, ...buyer, email: 'other@example.com' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'ACCOUNT_BEING_PURCHASED',
      message: 'This account is being purchased by someone else',
    });
    await ctx.db.updateTable('accounts').set({ status: 'sold' }).where('id', '=', id).execute();
    expect((await purchase({ account_id: id, ...buyer })).statusCode).toBe(404);
    expect((await detail()).json().message).toBe('Account not found or has been sold');
  });

  it('sells to exactly one of 200 concurrent buyers and mails one invoice', async () => {
    const id = await listAccount(ctx, seller, gameId, { price: 77 });
    const before = (await queuedMails(ctx)).length;
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        purchase({ account_id: id, name: `Buyer ${i}`, email: `racer${i}@example.com` }),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(199);
    expect(await transactionsOf(id)).toHaveLength(1);
    const invoices = (await queuedMails(ctx))
      .slice(before)
      .filter((m) => m.subject.startsWith('Invoice'));
    expect(invoices).toHaveLength(1);
  });

  it('makes one order of a retried purchase with the same Idempotency-Key', async () => {
    const id = await listAccount(ctx, seller, gameId);
    const key = { 'idempotency-key': 'key-0123456789abcdef' };
    const [a, b] = await Promise.all([
      purchase({ account_id: id, ...buyer }, key),
      purchase({ account_id: id, ...buyer }, key),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().data.invoice_url).toBe(b.json().data.invoice_url);
    const again = await purchase({ account_id: id, ...buyer }, key);
    expect(again.statusCode).toBe(200);
    expect(await transactionsOf(id)).toHaveLength(1);

    const other = await listAccount(ctx, seller, gameId);
    const misuse = await purchase({ account_id: other, ...buyer }, key);
    expect(misuse.statusCode).toBe(422);
    expect(misuse.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await transactionsOf(other)).toEqual([]);
    const badKey = await purchase({ account_id: other, ...buyer }, { 'idempotency-key': 'short' });
    expect(badKey.statusCode).toBe(400);
  });

  it('slows one address down after 10 purchases in 10 minutes', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 11; i++) ids.push(await listAccount(ctx, seller, gameId));
    const codes: number[] = [];
    for (const id of ids)
      codes.push((await purchase({ account_id: id, ...buyer }, {}, '10.99.0.1')).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 201)).toBe(true);
    const limited = await purchase({ account_id: ids[10]!, ...buyer }, {}, '10.99.0.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await transactionsOf(ids[10]!)).toEqual([]);
    const elsewhere = await purchase({ account_id: ids[10]!, ...buyer }, {}, '10.99.0.2');
    expect(elsewhere.statusCode).toBe(201);
  });

  it('keeps one open transaction per account even when written around the service', async () => {
    const id = await listAccount(ctx, seller, gameId);
    expect((await purchase({ account_id: id, ...buyer })).statusCode).toBe(201);
    const sneak = sql`insert into transactions (account_id, game_id, roller_id, buyer_name, buyer_email, amount, expires_at)
      select id, game_id, roller_id, 'x', 'x@example.com', price, now() from accounts where id = ${id}`;
    await expect(sneak.execute(ctx.db)).rejects.toThrow(/transactions_open_uq/);
  });
});
