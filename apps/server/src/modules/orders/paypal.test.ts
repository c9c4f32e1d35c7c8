import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  importOneOfEachGame,
  manualClock,
  signedInRoller,
  type TestContext,
} from '../../../test/helpers.ts';
import { buyer, listAccount, queuedMails } from '../../../test/orders-fixture.ts';
import { startPaypalStandIn } from '../../../test/paypal-standin.ts';
import { createPaypalCheckout } from './paypal.ts';

/** PayPal Orders v2: the real client against a stand-in that answers as PayPal documents. */

const time = manualClock();
const paypalAuth = { clientId: 'client-7', clientSecret: 'secret-7', webhookId: 'WH-7' };
let paypal: Awaited<ReturnType<typeof startPaypalStandIn>>;
let ctx: TestContext;
let gameId: number;
let seller: Awaited<ReturnType<typeof signedInRoller>>;

beforeAll(async () => {
  paypal = await startPaypalStandIn(paypalAuth);
  ctx = await createTestContext(
    {
      PUBLIC_URL: 'https://shop.example',
      PAYPAL_CLIENT_ID: paypalAuth.clientId,
      PAYPAL_CLIENT_SECRET: paypalAuth.clientSecret,
      PAYPAL_WEBHOOK_ID: paypalAuth.webhookId,
      PAYPAL_API_BASE: paypal.base,
    },
    undefined,
    time.clock,
  );
  gameId = await importOneOfEachGame(ctx, 'paygame', 'Pay Game');
  seller = await signedInRoller(ctx, 'payer');
});
afterAll(async () => {
  await ctx.close();
  await paypal.close();
});

let ip = 0;
async function order(price = 34) {
  const id = await listAccount(ctx, seller, gameId, { price });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/transaction',
    payload: { account_id: id, ...buyer },
    remoteAddress: `10.3.0.${++ip}`,
  });
  const invoice = res.json().data as { id: number; invoice_url: string; payment: object };
  const token = new URL(invoice.invoice_url).searchParams.get('token')!;
  return { accountId: id, invoice, token };
}

const startCheckout = (id: number, token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/transaction/${id}/paypal/order?token=${encodeURIComponent(token)}`,
  });

/** The buyer approves on PayPal's page, which sends them back to the shop's return URL. */
async function approveOnPaypal(approveUrl: string): Promise<string> {
  const res = await fetch(approveUrl, { redirect: 'manual' });
  expect(res.status).toBe(302);
  return res.headers.get('location')!.replace('https://shop.example', '');
}

const status = async (id: number) =>
  (
    await ctx.db
      .selectFrom('transactions')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).status;

describe('PayPal', () => {
  it('shows PayPal on the invoice, captures on return and delivers', async () => {
    const { invoice, token, accountId } = await order(34);
    expect(invoice.payment).toEqual({
      provider: 'paypal',
      instructions: null,
      paypal_client_id: 'client-7',
    });
    const started = await startCheckout(invoice.id, token);
    expect(started.statusCode).toBe(200);
    const { order_id, approve_url } = started.json().data;
    expect(approve_url).toBe(`${paypal.base}/checkoutnow?token=${order_id}`);
    expect(paypal.order(order_id)!.body.purchase_units[0]!.amount.value).toBe('34.00');

    const back = await approveOnPaypal(approve_url);
    const returned = await ctx.app.inject({ url: back });
    expect(returned.statusCode).toBe(303);
    expect(returned.headers.location).toBe(
      `/invoice/${invoice.id}?token=${encodeURIComponent(token)}&paid=1`,
    );
    expect(paypal.order(order_id)!.status).toBe('COMPLETED');
    expect(await status(invoice.id)).toBe('delivered');
    const account = await ctx.db
      .selectFrom('accounts')
      .select('status')
      .where('id', '=', accountId)
      .executeTakeFirstOrThrow();
    expect(account.status).toBe('sold');
    const deliveries = (await queuedMails(ctx)).filter((m) => m.subject.includes('is ready'));
    expect(deliveries).toHaveLength(1);

    // Coming back twice (a reload) captures nothing more and still says paid.
    const again = await ctx.app.inject({ url: back });
    expect(again.headers.location).toContain('&paid=1');
    expect(paypal.calls.filter((c) => c.endsWith('/capture'))).toHaveLength(1);
  });

  it('a buyer who cancels on PayPal comes back to a failed payment; nothing is captured', async () => {
    const { invoice, token } = await order();
    const { order_id } = (await startCheckout(invoice.id, token)).json().data;
    const back = `/api/transaction/${invoice.id}/paypal/return?access=${encodeURIComponent(token)}&cancelled=1&token=${order_id}`;
    const res = await ctx.app.inject({ url: back });
    expect(res.headers.location).toContain('&payment=failed');
    expect(paypal.order(order_id)!.status).toBe('PAYER_ACTION_REQUIRED');
    expect(await status(invoice.id)).toBe('pending');
  });

  it('takes no money after the deadline: no checkout starts, a late return captures nothing', async () => {
    const late = await order();
    const { approve_url, order_id } = (await startCheckout(late.invoice.id, late.token)).json()
      .data;
    const back = await approveOnPaypal(approve_url);
    const fresh = await order();
    time.advance(5 * 60_000 + 1);
    expect((await startCheckout(fresh.invoice.id, fresh.token)).json().code).toBe(
      'INVOICE_EXPIRED',
    );
    const res = await ctx.app.inject({ url: back });
    expect(res.headers.location).toContain('&payment=failed');
    expect(paypal.order(order_id)!.status).toBe('APPROVED');
    expect(await status(late.invoice.id)).toBe('pending');
  });

  it('delivers on a genuine capture webhook and refuses a forged one', async () => {
    const { invoice, token } = await order();
    const { order_id } = (await startCheckout(invoice.id, token)).json().data;
    paypal.approveAndCapture(order_id);
    const event = {
      id: 'WH-EVT-1',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: {
        id: `CAP-${order_id}`,
        status: 'COMPLETED',
        supplementary_data: { related_ids: { order_id } },
      },
    };
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/paypal/webhook',
      payload: event,
      headers: { ...paypal.webhookHeaders(event), 'paypal-transmission-sig': 'AAAA' },
    });
    expect(forged.statusCode).toBe(401);
    expect(await status(invoice.id)).toBe('pending');

    const genuine = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/paypal/webhook',
      payload: event,
      headers: paypal.webhookHeaders(event),
    });
    expect(genuine.json().data).toEqual({ handled: true });
    expect(await status(invoice.id)).toBe('delivered');
  });

  it('answers 502 when PayPal refuses the shop’s credentials, and changes nothing', async () => {
    const wrong = await createTestContext({
      PAYPAL_CLIENT_ID: 'client-7',
      PAYPAL_CLIENT_SECRET: 'not-the-secret',
      PAYPAL_API_BASE: paypal.base,
    });
    try {
      const game = await importOneOfEachGame(wrong, 'wrongpay', 'Wrong Pay');
      const owner = await signedInRoller(wrong, 'wrongpay');
      const id = await listAccount(wrong, owner, game);
      const inv = (
        await wrong.app.inject({
          method: 'POST',
          url: '/api/transaction',
          payload: { account_id: id, ...buyer },
        })
      ).json().data;
      const token = new URL(inv.invoice_url).searchParams.get('token')!;
      const res = await wrong.app.inject({
        method: 'POST',
        url: `/api/transaction/${inv.id}/paypal/order?token=${encodeURIComponent(token)}`,
      });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ code: 'UPSTREAM_FAILED' });
      expect(res.body).not.toContain('not-the-secret');
    } finally {
      await wrong.close();
    }
  });
});

describe('PayPal calls go through the guarded client', () => {
  /** A PayPal API on loopback that answers with `handler`: the configured base may be private. */
  async function paypalApi(handler: http.RequestListener) {
    const server = http.createServer(handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const checkout = createPaypalCheckout(
      {
        ...paypalAuth,
        apiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      },
      { timeoutMs: 150, maxBytes: 64 * 1024 },
    );
    const close = () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    };
    return { checkout, close };
  }
  const order = { reference: 'T-1', amount: 5, description: 'x', returnUrl: 'r', cancelUrl: 'c' };

  it('fails at its deadline when PayPal never answers', async () => {
    const api = await paypalApi(() => {});
    try {
      await expect(api.checkout.createOrder(order)).rejects.toMatchObject({
        code: 'UPSTREAM_FAILED',
        message: 'The payment service did not answer as expected: no complete answer within 0.15 s',
      });
    } finally {
      await api.close();
    }
  });

  it('stops reading an answer past the size cap', async () => {
    let hungUp!: () => void;
    const gone = new Promise<void>((resolve) => (hungUp = resolve));
    const api = await paypalApi((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(16 * 1024, ' ');
      const pump = () => {
        while (!res.destroyed && res.write(chunk));
      };
      res.on('drain', pump);
      res.on('close', hungUp);
      pump();
    });
    try {
      await expect(api.checkout.createOrder(order)).rejects.toMatchObject({
        code: 'UPSTREAM_FAILED',
        message: `The payment service did not answer as expected: the answer is larger than ${64 * 1024} bytes`,
      });
      await gone;
    } finally {
      await api.close();
    }
  });
});
