import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for PayPal's REST API (PayPal cannot be reached from here). It answers the
 * paths and shapes developer.paypal.com documents for OAuth 2 client credentials, Orders v2
 * (create with payer-action link, get, capture with its 422 issues) and webhook signature
 * verification, and plays the buyer's approval page (`/checkoutnow?token=`), which redirects
 * to the order's return_url with `token` and `PayerID` as PayPal does.
 */
export async function startPaypalStandIn(opts: {
  clientId: string;
  clientSecret: string;
  webhookId: string;
}) {
  interface Order {
    id: string;
    status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';
    body: {
      purchase_units: Array<{ reference_id: string; amount: { value: string } }>;
      payment_source: {
        paypal: { experience_context: { return_url: string; cancel_url: string } };
      };
    };
  }
  const orders = new Map<string, Order>();
  const byRequestId = new Map<string, string>();
  const accessToken = randomBytes(12).toString('hex');
  const signingKey = randomBytes(32);
  const calls: string[] = [];
  let base = '';

  const sign = (transmissionId: string, time: string, body: string) =>
    createHmac('sha256', signingKey)
      .update(`${transmissionId}|${time}|${opts.webhookId}|${body}`)
      .digest('base64');

  const json = (res: http.ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  const orderView = (o: Order) => ({
    id: o.id,
    status: o.status,
    purchase_units: o.body.purchase_units.map((u) => ({
      reference_id: u.reference_id,
      amount: { currency_code: 'USD', value: u.amount.value },
      ...(o.status === 'COMPLETED'
        ? { payments: { captures: [{ id: `CAP-${o.id}`, status: 'COMPLETED' }] } }
        : {}),
    })),
    links: [
      { href: `${base}/v2/checkout/orders/${o.id}`, rel: 'self', method: 'GET' },
      ...(o.status === 'PAYER_ACTION_REQUIRED'
        ? [{ href: `${base}/checkoutnow?token=${o.id}`, rel: 'payer-action', method: 'GET' }]
        : []),
    ],
  });

  const unprocessable = (res: http.ServerResponse, issue: string) =>
    json(res, 422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue }] });

  function handle(req: http.IncomingMessage, raw: string, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', base);
    calls.push(`${req.method} ${url.pathname}`);
    if (req.method === 'POST' && url.pathname === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${opts.clientId}:${opts.clientSecret}`).toString('base64')}`;
      if (req.headers.authorization !== expected || raw !== 'grant_type=client_credentials')
        return json(res, 401, {
          error: 'invalid_client',
          error_description: 'Client Authentication failed',
        });
      return json(res, 200, { access_token: accessToken, token_type: 'Bearer', expires_in: 32400 });
    }
    if (req.method === 'GET' && url.pathname === '/checkoutnow') {
      const order = orders.get(url.searchParams.get('token') ?? '');
      if (!order) return json(res, 404, { name: 'RESOURCE_NOT_FOUND' });
      order.status = 'APPROVED';
      const back = order.body.payment_source.paypal.experience_context.return_url;
      const sep = back.includes('?') ? '&' : '?';
      return res
        .writeHead(302, { location: `${back}${sep}token=${order.id}&PayerID=PAYER7` })
        .end();
    }
    if (req.headers.authorization !== `Bearer ${accessToken}`)
      return json(res, 401, { name: 'AUTHENTICATION_FAILURE' });

    if (req.method === 'POST' && url.pathname === '/v2/checkout/orders') {
      const requestId = String(req.headers['paypal-request-id'] ?? '');
      const known = byRequestId.get(requestId);
      if (known) return json(res, 200, orderView(orders.get(known)!));
      const body = JSON.parse(raw) as Order['body'] & { intent: string };
      const unit = body.purchase_units?.[0];
      if (body.intent !== 'CAPTURE' || !unit || !/^\d+\.\d{2}$/.test(unit.amount?.value ?? ''))
        return json(res, 400, { name: 'INVALID_REQUEST' });
      const id = randomBytes(8).toString('hex').toUpperCase();
      orders.set(id, { id, status: 'PAYER_ACTION_REQUIRED', body });
      if (requestId) byRequestId.set(requestId, id);
      return json(res, 200, orderView(orders.get(id)!));
    }
    const match = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(url.pathname);
    if (match) {
      const order = orders.get(match[1]!);
      if (!order) return json(res, 404, { name: 'RESOURCE_NOT_FOUND' });
      if (req.method === 'GET' && !match[2]) return json(res, 200, orderView(order));
      if (req.method === 'POST' && match[2]) {
        if (order.status === 'COMPLETED') return unprocessable(res, 'ORDER_ALREADY_CAPTURED');
        if (order.status !== 'APPROVED') return unprocessable(res, 'ORDER_NOT_APPROVED');
        order.status = 'COMPLETED';
        return json(res, 201, orderView(order));
      }
    }
    if (req.method === 'POST' && url.pathname === '/v1/notifications/verify-webhook-signature') {
      const b = JSON.parse(raw) as {
        webhook_id: string;
        transmission_id: string;
        transmission_time: string;
        transmission_sig: string;
        webhook_event: unknown;
      };
      const genuine =
        b.webhook_id === opts.webhookId &&
        b.transmission_sig ===
          sign(b.transmission_id, b.transmission_time, JSON.stringify(b.webhook_event));
      return json(res, 200, { verification_status: genuine ? 'SUCCESS' : 'FAILURE' });
    }
    return json(res, 404, { name: 'RESOURCE_NOT_FOUND' });
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => handle(req, Buffer.concat(chunks).toString(), res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    base,
    calls,
    order: (id: string) => orders.get(id),
    /** The buyer pays on PayPal's side without coming back (the webhook must deliver). */
    approveAndCapture(id: string) {
      orders.get(id)!.status = 'COMPLETED';
    },
    /** Headers PayPal sends with a webhook, signed so that verification answers SUCCESS. */
    webhookHeaders(event: unknown): Record<string, string> {
      const id = randomBytes(8).toString('hex');
      const time = new Date().toISOString();
      return {
        'paypal-transmission-id': id,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': sign(id, time, JSON.stringify(event)),
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': `${base}/v1/notifications/certs/CERT-1`,
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
