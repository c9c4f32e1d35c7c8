import { createECDH, hkdfSync } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import webpush from 'web-push';
import type { PushPayload } from '../../db/column-types.ts';
import { errors } from '../../lib/errors.ts';
import { checkedAddress, outboundRequest } from '../../lib/outbound-http.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The shop's VAPID key pair (RFC 8292), derived from SECRET_KEY: every instance of one shop
 * signs with the same key without another setting, and a browser's subscription survives a
 * restart. Derivation fails only if the 32 bytes are not a valid P-256 scalar (odds ~2^-32);
 * the counter then moves on.
 */
export function vapidKeysFrom(secretKey: Buffer): VapidKeys {
  for (let counter = 0; ; counter++) {
    const scalar = Buffer.from(hkdfSync('sha256', secretKey, 'shop', `vapid p-256 ${counter}`, 32));
    try {
      const ecdh = createECDH('prime256v1');
      ecdh.setPrivateKey(scalar);
      return {
        publicKey: ecdh.getPublicKey().toString('base64url'),
        privateKey: scalar.toString('base64url'),
      };
    } catch {
      // Not a valid scalar: the next counter gives other bytes.
    }
  }
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What a push service answered: sent, the browser is gone (404/410), or try again later. */
export type PushOutcome = 'sent' | 'gone' | { retry: string };

export interface PushSenderOptions {
  vapid: VapidKeys;
  /** `mailto:` or https URL the push service may contact about our traffic. */
  subject: string;
  /** Addresses allowed although not public, and then over plain http (tests only). */
  allow: ReadonlySet<string>;
  timeoutMs: number;
}

/** A push service answers with a status; its body says nothing we use, so little is read. */
const PUSH_ANSWER_LIMIT = 4096;

/**
 * Sends one encrypted Web Push message (RFC 8291, aes128gcm) with the web-push library's own
 * request builder, through the guarded client (lib/outbound-http.ts): the endpoint is an
 * address a browser gave us, so public addresses only, pinned DNS, one deadline, a capped answer.
 */
export function createPushSender(options: PushSenderOptions) {
  const { vapid, subject, allow, timeoutMs } = options;

  /** Refuses an endpoint we would never send to, at registration time. */
  async function checkEndpoint(raw: string): Promise<void> {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw errors.pushEndpointRefused('is not a URL');
    }
    if (url.username || url.password) throw errors.pushEndpointRefused('carries credentials');
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allow.has(host)))
      throw errors.pushEndpointRefused('must be an https URL');
    try {
      await checkedAddress(url.hostname, allow);
    } catch {
      // Private or unknown alike: the answer must not map the shop's network (receivers.ts).
      throw errors.pushEndpointRefused('must point to a public internet address');
    }
  }

  /** `payload` is what the service worker gets: an alert, or a seller's notification. */
  async function send(target: PushTarget, payload: PushPayload | object): Promise<PushOutcome> {
    const details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        // A day: an alert about an account that sold meanwhile is worth little after that.
        TTL: 24 * 60 * 60,
        urgency: 'normal',
      },
    );
    let status: number;
    try {
      ({ status } = await outboundRequest(details.endpoint, {
        method: details.method,
        headers: details.headers as OutgoingHttpHeaders,
        body: details.body ?? undefined,
        reach: allow,
        timeoutMs,
        maxBytes: PUSH_ANSWER_LIMIT,
        overflow: 'cut',
      }));
    } catch (err) {
      return { retry: err instanceof Error ? err.message : String(err) };
    }
    if (status >= 200 && status < 300) return 'sent';
    if (status === 404 || status === 410) return 'gone';
    return { retry: `the push service answered ${status}` };
  }

  return { publicKey: vapid.publicKey, checkEndpoint, send };
}

export type PushSender = ReturnType<typeof createPushSender>;
