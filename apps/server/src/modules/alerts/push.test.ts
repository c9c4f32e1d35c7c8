import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signedInRoller, type TestContext } from '../../../test/helpers.ts';
import { importAlertGame, listTerms, nextAddress, subscribe } from './alerts-fixture.ts';
import { createJobsRepo } from '../../db/jobs/repo.ts';
import { alertPushJob } from './push-repo.ts';

/** A browser's side of Web Push: its key pair and auth secret, and a push service to POST to. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    ecdh,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

let ctx: TestContext;
let seller: Awaited<ReturnType<typeof signedInRoller>>;
let gameId: number;
let service: http.Server;
let base: string;
const received: Received[] = [];
/** What the stand-in push service answers, per path. */
const answers = new Map<string, number>();

beforeAll(async () => {
  ctx = await createTestContext({
    PUBLIC_URL: 'https://shop.example',
    PUSH_ENDPOINT_ALLOW: '127.0.0.1',
  });
  seller = await signedInRoller(ctx, 'pushseller');
  gameId = await importAlertGame(ctx);
  service = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url!, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(answers.get(req.url!) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => service.close(resolve));
  await ctx.close();
});

async function register(path: string, keys = browserKeys()) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/buyer-notifications/fcm-tokens',
    payload: {
      push_subscription: {
        endpoint: `${base}${path}`,
        keys: { p256dh: keys.p256dh, auth: keys.auth },
      },
    },
    remoteAddress: nextAddress(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return { keys, token: res.json().data.fcm_token as string };
}

/** Checks the VAPID header (RFC 8292): an ES256 JWT for the endpoint's origin, by our key. */
function checkVapid(header: string | undefined, publicKey: string) {
  const m = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(header ?? '');
  expect(m, header).toBeTruthy();
  const [, head, claims, signature, k] = m!;
  expect(k).toBe(publicKey);
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature!, 'base64url'),
  );
  expect(signed).toBe(true);
  const body = JSON.parse(Buffer.from(claims!, 'base64url').toString()) as Record<string, unknown>;
  expect(body).toMatchObject({ aud: base, sub: 'mailto:no-reply@shop.test' });
  expect(body.exp as number).toBeGreaterThan(Date.now() / 1000);
}

describe('Web Push alerts', () => {
  it('delivers an encrypted alert that the browser decrypts, signed with the shop VAPID key', async () => {
    const { keys, token } = await register('/push/ok');
    const sub = await subscribe(ctx, { fcm_token: token, game_id: gameId, max_price: 500 });
    expect(sub.statusCode, sub.body).toBe(201);
    expect(sub.json().data).toMatchObject({ channel: 'push', email: null });
    const listed = await ctx.app.inject({
      url: `/api/buyer-notifications/subscriptions?fcm_token=${token}`,
    });
    expect(listed.json().data.map((s: { id: number }) => s.id)).toEqual([sub.json().data.id]);

    const accountId = await listTerms(ctx, seller, gameId, {
      price: 120,
      characters: [{ character: 'kai', copies: 3 }],
    });
    expect(await ctx.services.alerts.matchQueued()).toEqual({ mails: 0, pushes: 1 });
    expect(await ctx.services.alerts.sendDuePushes()).toEqual({ sent: 1, failed: 0 });

    const push = received.find((r) => r.path === '/push/ok')!;
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    const key = (await ctx.app.inject({ url: '/api/buyer-notifications/vapid-public-key' })).json()
      .data.public_key as string;
    checkVapid(push.headers.authorization, key);
    const payload = JSON.parse(
      decrypt(push.body, {
        version: 'aes128gcm',
        privateKey: keys.ecdh,
        authSecret: keys.auth,
      }).toString(),
    );
    expect(payload).toEqual({
      title: 'New Starfall account: $120.00',
      body: 'Asia · Kai C3',
      url: `https://shop.example/games/${gameId}/accounts/${accountId}`,
      image: 'https://shop.example/api/media/cover.webp',
    });
    // Sent means gone from the queue: the next pass sends nothing.
    expect(await ctx.services.alerts.sendDuePushes()).toEqual({ sent: 0, failed: 0 });
  });

  it('forgets a browser whose push service says it is gone, and retries one that failed', async () => {
    answers.set('/push/gone', 410);
    answers.set('/push/busy', 503);
    const gone = await register('/push/gone');
    const busy = await register('/push/busy');
    const game = await importAlertGame(ctx, 'pushfaults');
    for (const { token } of [gone, busy])
      expect((await subscribe(ctx, { fcm_token: token, game_id: game })).statusCode).toBe(201);
    await listTerms(ctx, seller, game);
    await ctx.services.alerts.matchQueued();
    expect(await ctx.services.alerts.sendDuePushes()).toEqual({ sent: 0, failed: 2 });
    const stillThere = await ctx.app.inject({
      url: `/api/buyer-notifications/subscriptions?fcm_token=${gone.token}`,
    });
    expect(stillThere.json().code).toBe('PUSH_TOKEN_UNKNOWN');
    const queued = await ctx.db
      .selectFrom('alert_pushes')
      .select(['attempts', 'last_error'])
      .execute();
    expect(queued).toEqual([{ attempts: 1, last_error: 'the push service answered 503' }]);
  });

  it('refuses endpoints the shop must never call, naming the field, and stores nothing', async () => {
    const keys = browserKeys();
    const before = await ctx.db.selectFrom('alert_push_clients').select('id').execute();
    for (const endpoint of [
      'http://127.0.0.2:9/push',
      'https://10.0.0.1/push',
      'https://[::1]/push',
      'https://169.254.169.254/latest',
      'http://push.example.com/x',
      'https://user:pw@push.example.com/x',
      'ftp://push.example.com/x',
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/buyer-notifications/fcm-tokens',
        payload: {
          push_subscription: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
        },
        remoteAddress: nextAddress(),
      });
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().field, endpoint).toMatch(/^push_subscription[./]endpoint$/);
      expect(res.json().message, endpoint).not.toMatch(/image/i);
    }
    expect(await ctx.db.selectFrom('alert_push_clients').select('id').execute()).toEqual(before);
  });

  it('rides on the one job queue: a pass queues its pushes as jobs and wakes their runner after the commit', async () => {
    // Pushes earlier tests left retrying are not this test's.
    await sql`delete from alert_pushes`.execute(ctx.db);
    const { token } = await register('/push/queued');
    const game = await importAlertGame(ctx, 'pushqueue');
    expect((await subscribe(ctx, { fcm_token: token, game_id: game })).statusCode).toBe(201);
    await listTerms(ctx, seller, game);
    const jobs = ctx.services.jobs;
    const wake = jobs.wake;
    const woken: string[] = [];
    jobs.wake = (kind) => void woken.push(kind);
    try {
      expect(await ctx.services.alerts.matchQueued()).toEqual({ mails: 0, pushes: 1 });
    } finally {
      jobs.wake = wake;
    }
    expect(woken).toEqual(['alert-push']);
    // Claimed as the queue claims every kind: once leased, a second claim finds nothing.
    const repo = createJobsRepo(ctx.db);
    const now = new Date();
    const lease = new Date(now.getTime() + 60_000);
    expect(await repo.claimDue(alertPushJob, now, lease, 10)).toHaveLength(1);
    expect(await repo.claimDue(alertPushJob, now, lease, 10)).toEqual([]);
    expect(await repo.pendingCount(alertPushJob)).toBe(1);
    await sql`delete from alert_pushes`.execute(ctx.db);
  });
});
