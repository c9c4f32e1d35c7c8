import { createHmac } from 'node:crypto';
import {
  DELIVERY_HEADER,
  EVENT_HEADER,
  SIGNATURE_HEADER,
  STANDARD_WEBHOOK_HEADERS,
  TIMESTAMP_HEADER,
} from '@shop/contract';
import { errors } from '../../lib/errors.ts';
import { checkedAddress, outboundRequest } from '../../lib/outbound-http.ts';

/**
 * The far ends of the Discord and signed webhooks: addresses a seller typed, so they go through
 * the guarded client (lib/outbound-http.ts, DESIGN §9): public addresses only, checked at save
 * time and again at every send, the connection pinned to the address that was checked, one
 * deadline per call, a capped answer.
 */

export type ReceiverKind = 'discord_webhook_url' | 'webhook_url';

export interface ReceiverOptions {
  /** Addresses allowed although not public, and then over plain http (tests only). */
  allow: ReadonlySet<string>;
  timeoutMs: number;
}

/** What a receiver answered: its status, and for a 429 how long it asked us to wait. */
export interface ReceiverAnswer {
  status: number;
  retryAfterMs: number | null;
}

const DISCORD_PATH = /^\/api(\/v\d+)?\/webhooks\/\d+\/[\w-]+\/?$/;

/** Refuses an address we would never send to, naming the field, before it is saved or tried. */
export async function checkReceiverUrl(
  raw: string,
  field: ReceiverKind,
  opts: ReceiverOptions,
): Promise<URL> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw errors.validation(`${field} is not a URL`, field);
  }
  if (url.username || url.password)
    throw errors.validation(`${field} must not carry a user name or password`, field);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && opts.allow.has(host)))
    throw errors.validation(`${field} must be an https:// address`, field);
  if (field === 'discord_webhook_url' && !DISCORD_PATH.test(url.pathname))
    throw errors.validation(
      `${field} must be a Discord webhook address (https://discord.com/api/webhooks/...): copy it from the channel's Integrations settings`,
      field,
    );
  try {
    await checkedAddress(url.hostname, opts.allow);
  } catch {
    // One answer whether the name is private or unknown: telling them apart would let anyone
    // with a seller's sign-in map which names resolve inside the shop's network.
    throw errors.validation(
      `${field} must point to a public internet address, not a private, local or unknown one`,
      field,
    );
  }
  return url;
}

/**
 * `sha256=` and the hex HMAC of `timestamp.body`, as the receiver in docs/seller-notifications.md
 * checks it.
 */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * The longest wait a receiver may ask for: a delivery is given up a day after it was queued, so
 * a longer one means the same, and an absurd one (`Retry-After: 1e20`, Discord's
 * `retry_after: 1e300`) must not become a date that cannot be written.
 */
export const MAX_RETRY_AFTER_MS = 24 * 60 * 60_000;

/** How much of an answer is read: enough for Discord's `retry_after`; the rest is dropped. */
export const ANSWER_READ_LIMIT = 4096;

function retryAfterMs(header: string | string[] | undefined, body: string): number | null {
  // Discord says how long in its JSON (seconds, fractional); everyone else in Retry-After.
  let seconds: number | null = null;
  try {
    const parsed = JSON.parse(body) as { retry_after?: unknown };
    if (typeof parsed.retry_after === 'number') seconds = parsed.retry_after;
  } catch {
    // Not JSON: the header decides.
  }
  seconds ??= Number(Array.isArray(header) ? header[0] : (header ?? NaN));
  if (!Number.isFinite(seconds) || seconds < 0) return null;
  return Math.min(Math.ceil(seconds * 1000), MAX_RETRY_AFTER_MS);
}

/** POSTs JSON to a checked address; a refused address, a network failure or the deadline throws. */
export async function postJson(
  raw: string,
  body: string,
  headers: Record<string, string>,
  opts: ReceiverOptions,
): Promise<ReceiverAnswer> {
  const answer = await outboundRequest(raw, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'GachaShop-Webhooks/1',
      ...headers,
    },
    body,
    reach: opts.allow,
    timeoutMs: opts.timeoutMs,
    // Only a little of the answer is read; a receiver that sends more (a 2 GB answer) is cut
    // off there rather than read until the deadline.
    maxBytes: ANSWER_READ_LIMIT,
    overflow: 'cut',
  });
  return {
    status: answer.status,
    retryAfterMs: retryAfterMs(answer.headers['retry-after'], answer.body.toString('utf8')),
  };
}

/**
 * The Standard Webhooks signature: `v1,` and the base64 HMAC of `id.timestamp.body`, keyed with
 * the secret's bytes (the base64 after `whsec_`; Node reads either base64 alphabet, so secrets
 * made before the standard one still sign).
 */
export function standardWebhookSignature(
  secret: string,
  id: string,
  timestamp: string,
  body: string,
): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/**
 * Sends one signed webhook, signed twice: the Standard Webhooks headers (whose signature covers
 * the delivery id and the timestamp, so neither a replay nor a delivery passed off as another
 * can be told for real), and the `X-Shop-*` ones receivers built before them check.
 */
export function sendSignedWebhook(
  url: string,
  secret: string,
  delivery: { id: number | string; event: string; body: string },
  opts: ReceiverOptions,
  now: Date,
): Promise<ReceiverAnswer> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return postJson(
    url,
    delivery.body,
    {
      [SIGNATURE_HEADER]: webhookSignature(secret, timestamp, delivery.body),
      [TIMESTAMP_HEADER]: timestamp,
      [EVENT_HEADER]: delivery.event,
      [DELIVERY_HEADER]: String(delivery.id),
      [STANDARD_WEBHOOK_HEADERS.id]: String(delivery.id),
      [STANDARD_WEBHOOK_HEADERS.timestamp]: timestamp,
      [STANDARD_WEBHOOK_HEADERS.signature]: standardWebhookSignature(
        secret,
        String(delivery.id),
        timestamp,
        delivery.body,
      ),
    },
    opts,
  );
}
