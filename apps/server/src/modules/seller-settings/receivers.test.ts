import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { ANSWER_READ_LIMIT, MAX_RETRY_AFTER_MS, postJson, sendSignedWebhook } from './receivers.ts';

const opts = { allow: new Set(['127.0.0.1']), timeoutMs: 60_000 };
const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function receiver(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
}

describe('a receiver that asks for an absurd wait', () => {
  it.each([
    ['Retry-After: 1e20', { 'retry-after': '1e20' }, ''],
    ['Discord retry_after: 1e300', { 'content-type': 'application/json' }, '{"retry_after":1e300}'],
    ['Retry-After: 99999999999', { 'retry-after': '99999999999' }, ''],
  ])('%s is held to a day, a date that can be written', async (_, headers, body) => {
    const url = await receiver((_req, res) => res.writeHead(429, headers).end(body));
    const answer = await postJson(url, '{}', {}, opts);
    expect(answer).toEqual({ status: 429, retryAfterMs: MAX_RETRY_AFTER_MS });
    expect(new Date(Date.now() + answer.retryAfterMs!).toISOString()).toMatch(/^\d{4}-/);
  });

  it('keeps a sensible wait as asked, and ignores a negative or unreadable one', async () => {
    const waits = ['2.5', '-4', 'soon'];
    const url = await receiver((_req, res) =>
      res.writeHead(429, { 'retry-after': waits.shift()! }).end(),
    );
    expect((await postJson(url, '{}', {}, opts)).retryAfterMs).toBe(2500);
    expect((await postJson(url, '{}', {}, opts)).retryAfterMs).toBeNull();
    expect((await postJson(url, '{}', {}, opts)).retryAfterMs).toBeNull();
  });
});

describe('a receiver that answers without end', () => {
  it('is cut off once the part that is read has arrived, not read until the deadline', async () => {
    let sent = 0;
    let hungUp!: () => void;
    const gone = new Promise<void>((resolve) => (hungUp = resolve));
    const url = await receiver((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      const chunk = Buffer.alloc(64 * 1024, 'x');
      const pump = () => {
        while (!res.destroyed && res.write(chunk)) sent += chunk.length;
      };
      res.on('drain', pump);
      res.on('close', hungUp);
      pump();
    });
    // The deadline is a minute away: the answer comes long before, once 4 KB were read.
    expect(await postJson(url, '{}', {}, opts)).toEqual({ status: 200, retryAfterMs: null });
    await gone;
    expect(sent).toBeLessThan(64 * 1024 * 1024);
    expect(ANSWER_READ_LIMIT).toBe(4096);
  });
});

describe('a receiver address that leads into the shop network', () => {
  it('is refused at send time without a connection, even once saved', async () => {
    let connections = 0;
    const url = await receiver((_req, res) => res.writeHead(204).end());
    servers.at(-1)!.on('connection', () => connections++);
    // The same receiver, with 127.0.0.1 no longer allowed: what production does.
    const production = { allow: new Set<string>(), timeoutMs: 60_000 };
    await expect(postJson(url, '{}', {}, production)).rejects.toMatchObject({
      message: '127.0.0.1 points to a private or reserved address',
    });
    expect(connections).toBe(0);
  });

  it('gets the client deadline: a receiver that never answers fails at it', async () => {
    const url = await receiver(() => {});
    await expect(postJson(url, '{}', {}, { ...opts, timeoutMs: 150 })).rejects.toMatchObject({
      message: 'no complete answer within 0.15 s',
    });
  });
});

describe('the signature a receiver checks with the Standard Webhooks library alone', () => {
  it('verifies, and a captured delivery replayed under another id does not', async () => {
    const hits: http.IncomingMessage[] = [];
    const bodies: string[] = [];
    const url = await receiver((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        hits.push(req);
        bodies.push(body);
        res.writeHead(204).end();
      });
    });
    const secret = `whsec_${randomBytes(32).toString('base64')}`;
    const body = JSON.stringify({ event: 'order.paid', data: { transaction_id: 7 } });
    const now = new Date();
    await sendSignedWebhook(url, secret, { id: 41, event: 'order.paid', body }, opts, now);
    const headers = hits[0]!.headers as Record<string, string>;
    expect(headers['webhook-id']).toBe('41');
    expect(headers['webhook-timestamp']).toBe(String(Math.floor(now.getTime() / 1000)));
    expect(new Webhook(secret).verify(bodies[0]!, headers)).toEqual(JSON.parse(body));
    // The same body and signature passed off as delivery 42: the id is signed, so it fails.
    expect(() =>
      new Webhook(secret).verify(bodies[0]!, { ...headers, 'webhook-id': '42' }),
    ).toThrow(WebhookVerificationError);
    // A secret of another seller does not verify either.
    const other = `whsec_${randomBytes(32).toString('base64')}`;
    expect(() => new Webhook(other).verify(bodies[0]!, headers)).toThrow(WebhookVerificationError);
  });
});
