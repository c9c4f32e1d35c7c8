import { createECDH, createHmac, randomBytes, timingSafeEqual, type ECDH } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';

/**
 * Local stand-ins for the far ends of a seller's notifications, answering as the real services
 * document: Discord's "Execute Webhook" (204 No Content; 400 code 50006 for an empty message;
 * 404 code 10015 for an unknown webhook; 429 with `retry_after`), a seller's own webhook
 * receiver, and a Web Push service that holds a browser's keys and decrypts what it is sent.
 * Each can be taken down and brought back, as a receiver that is away for a minute would be.
 */

export interface Hit {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

interface StandIn {
  url: string;
  hits: Hit[];
  /** The requests answered 2xx. */
  delivered: Hit[];
  /** While down every request is answered 503, as a receiver behind a proxy would be. */
  setDown(down: boolean): void;
  /** Waits until `count` requests have been answered 2xx (the test's condition, not a sleep). */
  waitForDelivered(count: number, timeoutMs?: number): Promise<Hit[]>;
  close(): Promise<void>;
}

async function listen(answer: (hit: Hit) => { status: number; body?: unknown }): Promise<StandIn> {
  const hits: Hit[] = [];
  const delivered: Hit[] = [];
  let down = false;
  const waiters: Array<() => void> = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const hit = { path: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks) };
      hits.push(hit);
      if (down) return res.writeHead(503, { 'content-type': 'text/plain' }).end('down');
      const { status, body } = answer(hit);
      if (status >= 200 && status < 300) delivered.push(hit);
      for (const wake of waiters.splice(0)) wake();
      if (body === undefined) return res.writeHead(status).end();
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    hits,
    delivered,
    setDown: (value) => {
      down = value;
    },
    async waitForDelivered(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (delivered.length < count) {
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(`${delivered.length} of ${count} deliveries arrived at ${url}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return delivered.slice(0, count);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const DISCORD_PATH = /^\/api\/webhooks\/(\d+)\/([\w-]+)(\?.*)?$/;

/** Discord's webhook API, for one webhook id and token (its URL is `webhookUrl`). */
export async function startDiscordStandIn() {
  const id = '112233445566778899';
  const token = randomBytes(24).toString('base64url');
  const standIn = await listen((hit) => {
    const m = DISCORD_PATH.exec(hit.path);
    if (!m || m[1] !== id || m[2] !== token)
      return { status: 404, body: { message: 'Unknown Webhook', code: 10015 } };
    let message: { content?: string; embeds?: unknown[] };
    try {
      message = JSON.parse(hit.body.toString()) as typeof message;
    } catch {
      return { status: 400, body: { message: 'Cannot send an empty message', code: 50006 } };
    }
    if (!message.content && !message.embeds?.length)
      return { status: 400, body: { message: 'Cannot send an empty message', code: 50006 } };
    return { status: 204 };
  });
  return { ...standIn, webhookUrl: `${standIn.url}/api/webhooks/${id}/${token}` };
}

/** A seller's webhook receiver: it checks the signature as docs/seller-notifications.md does. */
export async function startWebhookStandIn() {
  const standIn = await listen(() => ({ status: 200, body: { received: true } }));
  return { ...standIn, webhookUrl: `${standIn.url}/hooks/shop` };
}

/**
 * The check of docs/seller-notifications.md: `sha256=` HMAC of `timestamp.body`, compared in
 * constant time.
 */
export function signatureValid(hit: Hit, secret: string): boolean {
  const timestamp = String(hit.headers['x-shop-timestamp'] ?? '');
  const given = Buffer.from(String(hit.headers['x-shop-signature'] ?? ''));
  const expected = Buffer.from(
    `sha256=${createHmac('sha256', secret).update(`${timestamp}.${hit.body.toString()}`).digest('hex')}`,
  );
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A browser's push keys and the push service its subscription points to. */
export async function startPushStandIn() {
  const ecdh: ECDH = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  const standIn = await listen(() => ({ status: 201 }));
  return {
    ...standIn,
    subscription: {
      endpoint: `${standIn.url}/push/seller-device`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
    },
    /** What the service worker would get: the decrypted JSON of a push. */
    open: (hit: Hit) =>
      JSON.parse(
        decrypt(hit.body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString(),
      ) as { title: string; body: string; url: string; tag: string },
  };
}
