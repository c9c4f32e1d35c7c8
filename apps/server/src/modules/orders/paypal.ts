import type { PaypalSettings } from '../../config/types.ts';
import { errors } from '../../lib/errors.ts';
import { outboundRequest } from '../../lib/outbound-http.ts';
import type { HostedCheckout } from './payments.ts';

/**
 * PayPal REST: OAuth 2 client credentials, Orders v2 (create with a return URL, capture) and
 * webhook signature verification, as documented at developer.paypal.com. Tested against a
 * local stand-in that answers the same paths and shapes.
 */
export interface PaypalLimits {
  /** One deadline per call to PayPal. */
  timeoutMs: number;
  /** PayPal's answers are small JSON; anything past this is refused, not read on. */
  maxBytes: number;
}

const LIMITS: PaypalLimits = { timeoutMs: 15_000, maxBytes: 1024 * 1024 };

interface PaypalLink {
  rel: string;
  href: string;
}

interface CallInit {
  method: string;
  headers: Record<string, string>;
  body?: string;
  expect: number[];
}

export function createPaypalCheckout(
  settings: PaypalSettings,
  limits: PaypalLimits = LIMITS,
): HostedCheckout {
  let cached: { token: string; until: number } | null = null;

  async function call<T>(path: string, init: CallInit): Promise<T> {
    let answer;
    try {
      answer = await outboundRequest(`${settings.apiBase}${path}`, {
        method: init.method,
        headers: init.headers,
        body: init.body,
        // PAYPAL_API_BASE is written by the operator, never by a user of the shop, so it may
        // name any address (a sandbox, a stand-in, an egress proxy on the private network).
        // The call still gets the deadline and the size cap, and follows no redirect.
        reach: 'configured',
        timeoutMs: limits.timeoutMs,
        maxBytes: limits.maxBytes,
        overflow: 'fail',
      });
    } catch (err) {
      throw errors.paymentProviderFailed((err as Error).message);
    }
    let body: (T & { name?: string; message?: string }) | null = null;
    try {
      body = JSON.parse(answer.body.toString('utf8')) as T & { name?: string; message?: string };
    } catch {
      // Not JSON: the status decides.
    }
    if (!init.expect.includes(answer.status))
      throw errors.paymentProviderFailed(`${answer.status} ${body?.name ?? ''}`.trim());
    return body as T;
  }

  async function accessToken(): Promise<string> {
    if (cached && cached.until > Date.now()) return cached.token;
    const basic = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64');
    const body = await call<{ access_token: string; expires_in: number }>('/v1/oauth2/token', {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
      expect: [200],
    });
    // Renew a minute early so a token never expires mid-request.
    cached = { token: body.access_token, until: Date.now() + (body.expires_in - 60) * 1000 };
    return body.access_token;
  }

  async function authed<T>(
    path: string,
    method: string,
    payload: unknown,
    expect: number[],
    requestId?: string,
  ): Promise<T> {
    return call<T>(path, {
      method,
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
        ...(requestId ? { 'paypal-request-id': requestId } : {}),
      },
      body: payload === undefined ? undefined : JSON.stringify(payload),
      expect,
    });
  }

  return {
    async createOrder({ reference, amount, description, returnUrl, cancelUrl }) {
      const order = await authed<{ id: string; links: PaypalLink[] }>(
        '/v2/checkout/orders',
        'POST',
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: reference,
              custom_id: reference,
              description: description.slice(0, 127),
              amount: { currency_code: 'USD', value: amount.toFixed(2) },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                return_url: returnUrl,
                cancel_url: cancelUrl,
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
              },
            },
          },
        },
        [200, 201],
        `shop-order-${reference}-${Date.now()}`,
      );
      const approve = order.links.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
      if (!approve) throw errors.paymentProviderFailed('no approval link');
      return { orderId: order.id, approveUrl: approve.href };
    },

    async capture(orderId) {
      const path = `/v2/checkout/orders/${encodeURIComponent(orderId)}`;
      type Order = {
        status: string;
        purchase_units?: Array<{
          reference_id?: string;
          payments?: { captures?: Array<{ status: string }> };
        }>;
      };
      // 422 ORDER_ALREADY_CAPTURED (a webhook or a second tab won): read the order instead.
      const captured = await authed<Order & { name?: string }>(
        `${path}/capture`,
        'POST',
        {},
        [200, 201, 422],
        `shop-capture-${orderId}`,
      );
      const order = captured.name ? await authed<Order>(path, 'GET', undefined, [200]) : captured;
      const unit = order.purchase_units?.[0];
      const completed =
        order.status === 'COMPLETED' &&
        (unit?.payments?.captures ?? []).some((c) => c.status === 'COMPLETED');
      return { completed, reference: unit?.reference_id ?? null };
    },

    async verifyWebhook(headers, event) {
      if (!settings.webhookId) return false;
      const h = (name: string) => headers[name] ?? '';
      const result = await authed<{ verification_status: string }>(
        '/v1/notifications/verify-webhook-signature',
        'POST',
        {
          auth_algo: h('paypal-auth-algo'),
          cert_url: h('paypal-cert-url'),
          transmission_id: h('paypal-transmission-id'),
          transmission_sig: h('paypal-transmission-sig'),
          transmission_time: h('paypal-transmission-time'),
          webhook_id: settings.webhookId,
          webhook_event: event,
        },
        [200],
      );
      return result.verification_status === 'SUCCESS';
    },
  };
}
