import { describe, expect, it } from 'vitest';
import { signatureValid, startDiscordStandIn } from '../../../test/receiver-standins.ts';
import { notifyTestbed } from './notify-fixture.ts';

/**
 * A seller hears of every order on every channel they turned on, without a tab open: Web Push,
 * Discord and the signed webhook, each queued with the order and delivered once, also when the
 * receiver was away for a while.
 */

const t = notifyTestbed();
const { sendDue, json, deliveries, newOrder } = t;

describe('seller notifications', () => {
  it('tell of a new order on Web Push, Discord and the signed webhook', async () => {
    const order = await newOrder();
    expect(await sendDue()).toEqual({ delivered: 3, failed: 0 });

    const [pushHit] = await t.push.waitForDelivered(1);
    expect(t.push.open(pushHit!)).toEqual({
      title: `New order: Notify Game ${order.account_code} for $74.00`,
      body: expect.stringContaining('Mina Park ordered it'),
      url: `/transactions?order=${order.id}`,
      tag: `order-${order.id}`,
    });

    const [discordHit] = await t.discord.waitForDelivered(1);
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

    const [hookHit] = await t.hook.waitForDelivered(1);
    expect(signatureValid(hookHit!, t.secret)).toBe(true);
    expect(signatureValid(hookHit!, `${t.secret}x`)).toBe(false);
    expect(hookHit!.headers['x-shop-event']).toBe('order.created');
    expect(Number(hookHit!.headers['x-shop-timestamp'])).toBeCloseTo(
      t.time.clock().getTime() / 1000,
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

  it('ride on the one job queue: their runner is woken once the order commits, however many channels', async () => {
    const jobs = t.ctx.services.jobs;
    const wake = jobs.wake;
    const wakes: string[] = [];
    jobs.wake = (kind) => void wakes.push(kind);
    try {
      await newOrder();
      expect(wakes.filter((kind) => kind === 'seller-delivery')).toEqual(['seller-delivery']);
    } finally {
      jobs.wake = wake;
    }
    expect(await sendDue()).toEqual({ delivered: 3, failed: 0 });
  });

  it('tell of payment, cancellation and a lapsed invoice, as webhook events of their own', async () => {
    const paid = await newOrder();
    const cancelled = await newOrder();
    const lapsed = await newOrder();
    await sendDue();
    const seen = t.hook.hits.length;
    const confirm = await t.ctx.app.inject({
      method: 'POST',
      url: `/api/roller/transactions/${paid.id}/confirm`,
      headers: t.sal.auth,
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    await t.ctx.app.inject({
      method: 'POST',
      url: `/api/roller/transactions/${cancelled.id}/cancel`,
      headers: t.sal.auth,
    });
    t.time.advance(5 * 60_000 + 1000);
    expect(await t.ctx.services.orders.expireDue()).toBeGreaterThanOrEqual(1);
    await sendDue();
    const ours = new Set([paid.id, cancelled.id, lapsed.id]);
    const events = t.hook.hits
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
    const receivers = [t.push, t.discord, t.hook];
    await sendDue();
    const before = receivers.map((r) => ({ hits: r.hits.length, delivered: r.delivered.length }));
    for (const r of receivers) r.setDown(true);
    const orders = [await newOrder(), await newOrder()];
    // A minute of the receivers being away, the worker trying at every due retry.
    for (let s = 0; s < 60; s += 5) {
      await sendDue();
      t.time.advance(5_000);
    }
    expect((await deliveries()).slice(0, 6).map((d) => d.state)).toEqual(Array(6).fill('retrying'));
    receivers.forEach((r, i) => expect(r.hits.length - before[i]!.hits, r.url).toBeGreaterThan(2));
    for (const r of receivers) r.setDown(false);
    for (let s = 0; s < 120; s += 5) {
      await sendDue();
      t.time.advance(5_000);
    }
    expect((await deliveries()).slice(0, 6).map((d) => d.state)).toEqual(
      Array(6).fill('delivered'),
    );
    // One 2xx per notification and receiver: two orders, two deliveries each.
    receivers.forEach((r, i) => expect(r.delivered.length - before[i]!.delivered, r.url).toBe(2));
    const hookIds = t.hook.delivered
      .slice(before[2]!.delivered)
      .map((h) => h.headers['x-shop-delivery']);
    expect(new Set(hookIds).size).toBe(2);
    expect(
      new Set(t.hook.delivered.slice(before[2]!.delivered).map((h) => json(h).data.order_id)),
    ).toEqual(new Set(orders.map((o) => o.id)));
    // Delivered means never sent again, however long the worker goes on.
    const settled = receivers.map((r) => r.hits.length);
    t.time.advance(60 * 60_000);
    expect(await sendDue()).toEqual({ delivered: 0, failed: 0 });
    expect(receivers.map((r) => r.hits.length)).toEqual(settled);
  });

  it('send nothing for an event switched off', async () => {
    await t.ctx.app.inject({
      method: 'PUT',
      url: '/api/roller/settings',
      headers: t.sal.auth,
      payload: { notify: { order_created: false } },
    });
    const count = (await deliveries()).length;
    await newOrder();
    expect(await deliveries()).toHaveLength(count);
    await t.ctx.app.inject({
      method: 'PUT',
      url: '/api/roller/settings',
      headers: t.sal.auth,
      payload: { notify: { order_created: true } },
    });
  });

  it('give up on a Discord webhook that no longer exists, without retrying', async () => {
    const gone = await startDiscordStandIn();
    await t.ctx.app.inject({
      method: 'PUT',
      url: '/api/roller/settings',
      headers: t.sal.auth,
      payload: { discord_webhook_url: gone.webhookUrl.replace(/\/[\w-]+$/, '/wrongtoken') },
    });
    await newOrder();
    await sendDue();
    const failed = (await deliveries()).find((d) => d.channel === 'discord')!;
    expect(failed).toMatchObject({ state: 'failed', response_status: 404 });
    t.time.advance(60 * 60_000);
    await sendDue();
    expect(gone.hits).toHaveLength(1);
    await gone.close();
    await t.ctx.app.inject({
      method: 'PUT',
      url: '/api/roller/settings',
      headers: t.sal.auth,
      payload: { discord_webhook_url: t.discord.webhookUrl },
    });
  });
});
