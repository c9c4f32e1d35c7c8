import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createPushSender, vapidKeysFrom } from './push.ts';

/**
 * The push sender's calls go through the guarded client (lib/outbound-http.ts): an endpoint a
 * browser gave us gets its address rules, its deadline and its size cap.
 */

describe('the push sender', () => {
  const sender = (allow: ReadonlySet<string>, timeoutMs = 60_000) =>
    createPushSender({
      vapid: vapidKeysFrom(randomBytes(32)),
      subject: 'mailto:no-reply@shop.test',
      allow,
      timeoutMs,
    });
  /** A browser's subscription keys, so the message can be encrypted for it. */
  const target = (endpoint: string) => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    return {
      endpoint,
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    };
  };
  async function pushService(handler: http.RequestListener) {
    const server = http.createServer(handler);
    let connections = 0;
    server.on('connection', () => connections++);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return {
      endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}/push`,
      connections: () => connections,
      close: () => {
        server.closeAllConnections();
        return new Promise((resolve) => server.close(resolve));
      },
    };
  }

  it('does not send to a private address it was not told to allow, and never connects', async () => {
    const service = await pushService((_req, res) => res.writeHead(201).end());
    try {
      expect(await sender(new Set()).send(target(service.endpoint), { title: 't' })).toEqual({
        retry: '127.0.0.1 points to a private or reserved address',
      });
      expect(service.connections()).toBe(0);
    } finally {
      await service.close();
    }
  });

  it('gives up on a push service that never answers at its deadline', async () => {
    const service = await pushService(() => {});
    try {
      const outcome = await sender(new Set(['127.0.0.1']), 150).send(target(service.endpoint), {
        title: 't',
      });
      expect(outcome).toEqual({ retry: 'no complete answer within 0.15 s' });
    } finally {
      await service.close();
    }
  });

  it('reads only the start of an endless answer, then hangs up', async () => {
    let hungUp!: () => void;
    const gone = new Promise<void>((resolve) => (hungUp = resolve));
    const service = await pushService((req, res) => {
      req.resume();
      res.writeHead(201);
      const chunk = Buffer.alloc(64 * 1024, 'x');
      const pump = () => {
        while (!res.destroyed && res.write(chunk));
      };
      res.on('drain', pump);
      res.on('close', hungUp);
      pump();
    });
    try {
      // The deadline is a minute away: the answer is taken once its first bytes were read.
      expect(await sender(new Set(['127.0.0.1'])).send(target(service.endpoint), {})).toBe('sent');
      await gone;
    } finally {
      await service.close();
    }
  });
});
