import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  importOneOfEachGame,
  manualClock,
  signedInRoller,
  type TestContext,
} from '../../../test/helpers.ts';
import { listAccount, placeOrder } from '../../../test/orders-fixture.ts';
import {
  signatureValid,
  startDiscordStandIn,
  startPushStandIn,
  startWebhookStandIn,
  type Hit,
} from '../../../test/receiver-standins.ts';

/**
 * A seller hears of every order on every channel they turned on, without a tab open: Web Push,
 * Discord and the signed webhook, each queued with the order and delivered once, also when the
 * receiver was away for a while.
 */

let ctx: TestContext;
// Ahead of the database's clock, so rows it stamps with now() are due at once.
const time = manualClock(new Date(Date.now() + 60_000));
let sal: Awaited<ReturnType<typeof signedInRoller>>;
let gameId: number;
let discord: Awaited<ReturnType<typeof startDiscordStandIn>>;
let hook: Awaited<ReturnType<typeof startWebhookStandIn>>;
let push: Awaited<ReturnType<typeof startPushStandIn>>;
let secret: string;

beforeAll(async () => {
  ctx = await createTestContext(
    {
      PUBLIC_URL: 'https://shop.example',
      PUSH_ENDPOINT_ALLOW: '127.0.0.1',
      WEBHOOK_ENDPOINT_ALLOW: '127.0.0.1',
    },
    undefined,
    time.clock,
  );
  [discord, hook, push] = await Promise.all([
    startDiscordStandIn(),
    startWebhookStandIn(),
    startPushStandIn(),
  ]);
  gameId = await importOneOfEachGame(ctx, 'notify', 'Notify Game');
  sal = await signedInRoller(ctx, 'sal');
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: '/api/roller/settings',
    headers: sal.auth,
    payload: {
      discord_webhook_url: discord.webhookUrl,
      webhook_url: hook.webhookUrl,
      notify: { mail_received: true },
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  secret = (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/roller/settings/webhook-secret',
      headers: sal.auth,
    })
  ).json().data.secret;
  const device = await ctx.app.inject({
    method: 'POST',
    url: '/api/roller/push-devices',
    headers: sal.auth,
    payload: { push_subscription: push.subscription, label: 'Phone' },
  });
  expect(device.statusCode, device.body).toBe(201);
});
afterAll(async () => {
  await Promise.all([discord.close(), hook.close(), push.close()]);
  await ctx.close();
});

const sendDue = () => ctx.services.sellerDeliveries.sendDue();
const json = (hit: Hit) => JSON.parse(hit.body.toString());
const deliveries = async (who = sal) =>
  (await ctx.app.inject({ url: '/api/roller/notification-deliveries', headers: who.auth })).json()
    .data.deliveries as Array<{ id: number; channel: string; event: string; state: string }>;

async function newOrder() {
  return placeOrder(ctx, await listAccount(ctx, sal, gameId, { price: 74 }));
}

describe('seller notifications', () => {
  it('tell of a new order on Web Push, Discord and the signed webhook', async () => {
    const order = await newOrder();
    expect(await sendDue()).toEqual({ delivered: 3, failed: 0 });

    const [pushHit] = await push.waitForDelivered(1);
    expect(push.open(pushHit!)).toEqual({
      title: `New order: Notify Game ${order.account_code} for $74.00`,
      body: expect.stringContaining('Mina Park ordered it'),
      url: `/transactions?order=${order.id}`,
      tag: `order-${order.id}`,
    });

    const [discordHit] = await discord.waitForDelivered(1);
    const embed = json(discordHit!).embeds[0];
    expect(embed).toMatchObject({
      title: `New order: Notify Game ${order.account_code} for $74.00`,
      url: `https://shop.example/transactions?order=${order.id}`,
    });
    expect(embed.fields).toEqual(
      expect.arrayContaining([
        { name: 'Account', value: order.account_code, inline: true },
        { name: 'Price', value: '$74.00', inline: true },
        { name: 'Buyer', value: 'm***@example.com', inline: true },
      ]),
    );
    expect(discordHit!.body.toString()).not.toContain('mina@example.com');

    const [hookHit] = await hook.waitForDelivered(1);
    expect(signatureValid(hookHit!, secret)).toBe(true);
    expect(signatureValid(hookHit!, `${secret}x`)).toBe(false);
    expect(hookHit!.headers['x-shop-event']).toBe('order.created');
    expect(Number(hookHit!.headers['x-shop-timestamp'])).toBeCloseTo(
      time.clock().getTime() / 1000,
      -1,
    );
    expect(json(hookHit!)).toMatchObject({
      event: 'order.created',
      data: {
        order_id: order.id,
        account_code: order.account_code,
        amount: 74,
        currency: 'USD',
        buyer_email: 'mina@example.com',
        url: `https://shop.example/transactions?order=${order.id}`,
      },
    });
    expect((await deliveries()).map((d) => [d.channel, d.event, d.state])).toEqual([
      ['webhook', 'order.created', 'delivered'],
      ['discord', 'order.created', 'delivered'],
      ['push', 'order.created', 'delivered'],
    ]);
  });

  it('tell of payment, cancellation and a lapsed invoice, as webhook events of their own', async () => {
    const paid = await newOrder();
    const cancelled = await newOrder();
    const lapsed = await newOrder();
    await sendDue();
    const seen = hook.hits.length;
    const confirm = await ctx.app.inject({
      method: 'POST',
      url: `/api/roller/transactions/${paid.id}/confirm`,
      headers: sal.auth,
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/roller/transactions/${cancelled.id}/cancel`,
      headers: sal.auth,
    });
    time.advance(5 * 60_000 + 1000);
    expect(await ctx.services.orders.expireDue()).toBeGreaterThanOrEqual(1);
    await sendDue();
    const ours = new Set([paid.id, cancelled.id, lapsed.id]);
    const events = hook.hits
      .slice(seen)
      .map((h) => [h.headers['x-shop-event'], json(h).data.order_id])
      .filter(([, id]) => ours.has(id));
    expect(events).toEqual([
      ['order.paid', paid.id],
      ['order.delivered', paid.id],
      ['order.cancelled', cancelled.id],
      ['order.expired', lapsed.id],
    ]);
  });

  it('are sent once each to receivers that were down for a minute and came back', async () => {
    const receivers = [push, discord, hook];
    await sendDue();
    const before = receivers.map((r) => ({ hits: r.hits.length, delivered: r.delivered.length }));
    for (const r of receivers) r.setDown(true);
    const orders = [await newOrder(), await newOrder()];
    // A minute of the receivers being away, the worker trying at every due retry.
    for (let s = 0; s < 60; s += 5) {
      await sendDue();
      time.advance(5_000);
    }
    expect((await deliveries()).slice(0, 6).map((d) => d.state)).toEqual(Array(6).fill('retrying'));
    receivers.forEach((r, i) => expect(r.hits.length - before[i]!.hits, r.url).toBeGreaterThan(2));
    for (const r of receivers) r.setDown(false);
    for (let s = 0; s < 120; s += 5) {
      await sendDue();
      time.advance(5_000);
    }
    expect((await deliveries()).slice(0, 6).map((d) => d.state)).toEqual(
      Array(6).fill('delivered'),
    );
    // One 2xx per notification and receiver: two orders, two deliveries each.
    receivers.forEach((r, i) => expect(r.delivered.length - before[i]!.delivered, r.url).toBe(2));
    const hookIds = hook.delivered
      .slice(before[2]!.delivered)
      .map((h) => h.headers['x-shop-delivery']);
    expect(new Set(hookIds).size).toBe(2);
    expect(
      new Set(hook.delivered.slice(before[2]!.delivered).map((h) => json(h).data.order_id)),
    ).toEqual(new Set(orders.map((o) => o.id)));
    // Delivered means never sent again, however long the worker goes on.
    const settled = receivers.map((r) => r.hits.length);
    time.advance(60 * 60_000);
    expect(await sendDue()).toEqual({ delivered: 0, failed: 0 });
    expect(receivers.map((r) => r.hits.length)).toEqual(settled);
  });

  it('tell of new mail when asked to, linking to the mail in the inbox', async () => {
    const seen = hook.hits.length;
    await ctx.services.mail.ingest(
      Buffer.from(
        'From: game@hoyo.example\r\nTo: sal.acc1@shop.test\r\nSubject: Your code 123456\r\n\r\nCode 123456',
      ),
      'game@hoyo.example',
      ['sal.acc1@shop.test'],
    );
    // The mail's news is queued a moment after its commit (batched off the MX's path).
    for (let i = 0; i < 200 && !(await deliveries()).some((d) => d.event === 'mail.received'); i++)
      await new Promise((resolve) => setImmediate(resolve));
    await sendDue();
    const [mailHit] = hook.hits.slice(seen);
    expect(mailHit!.headers['x-shop-event']).toBe('mail.received');
    expect(json(mailHit!).data).toMatchObject({
      id: expect.any(Number),
      from: expect.stringContaining('game@hoyo.example'),
      to: 'sal.acc1@shop.test',
      subject: 'Your code 123456',
    });
    expect(json(mailHit!).data.url).toMatch(/^https:\/\/shop\.example\/email\?mail=\d+$/);
  });

  it('send nothing for an event switched off', async () => {
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/roller/settings',
      headers: sal.auth,
      payload: { notify: { order_created: false } },
    });
    const count = (await deliveries()).length;
    await newOrder();
    expect(await deliveries()).toHaveLength(count);
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/roller/settings',
      headers: sal.auth,
      payload: { notify: { order_created: true } },
    });
  });

  it('give up on a Discord webhook that no longer exists, without retrying', async () => {
    const gone = await startDiscordStandIn();
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/roller/settings',
      headers: sal.auth,
      payload: { discord_webhook_url: gone.webhookUrl.replace(/\/[\w-]+$/, '/wrongtoken') },
    });
    await newOrder();
    await sendDue();
    const failed = (await deliveries()).find((d) => d.channel === 'discord')!;
    expect(failed).toMatchObject({ state: 'failed', response_status: 404 });
    time.advance(60 * 60_000);
    await sendDue();
    expect(gone.hits).toHaveLength(1);
    await gone.close();
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/roller/settings',
      headers: sal.auth,
      payload: { discord_webhook_url: discord.webhookUrl },
    });
  });
});

describe('channel tests and devices', () => {
  it('send a test message and say what the receiver answered', async () => {
    const test = (path: string, payload: object = {}) =>
      ctx.app.inject({ method: 'POST', url: path, headers: sal.auth, payload });
    const seen = hook.hits.length;
    let res = await test('/api/roller/settings/webhook/test');
    expect(res.json().data).toMatchObject({ ok: true, status: 200 });
    expect(signatureValid(hook.hits[seen]!, secret)).toBe(true);
    expect(hook.hits[seen]!.headers['x-shop-event']).toBe('test');
    res = await test('/api/roller/settings/discord/test', { url: discord.webhookUrl });
    expect(res.json().data).toMatchObject({ ok: true, status: 204 });
    res = await test('/api/roller/settings/discord/test', {
      url: discord.webhookUrl.replace(/\/[\w-]+$/, '/nope'),
    });
    expect(res.json().data).toMatchObject({ ok: false, status: 404 });
    res = await test('/api/roller/settings/discord/test', {
      url: 'https://192.168.0.10/api/webhooks/1/abc',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'discord_webhook_url' });
  });

  it('refuse a push endpoint on a private address', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/roller/push-devices',
      headers: sal.auth,
      payload: {
        push_subscription: { ...push.subscription, endpoint: 'https://10.9.8.7/push/x' },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('push_subscription.endpoint');
  });

  it('belong to their seller: another sees none and cannot remove them', async () => {
    const other = await signedInRoller(ctx, 'oth');
    expect(await deliveries(other)).toEqual([]);
    const mine = (
      await ctx.app.inject({ url: '/api/roller/push-devices', headers: sal.auth })
    ).json().data.devices;
    expect(mine).toHaveLength(1);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/roller/push-devices/${mine[0].id}`,
      headers: other.auth,
    });
    expect(res.statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ url: '/api/roller/push-devices', headers: sal.auth })).json().data
        .devices,
    ).toHaveLength(1);
  });
});
