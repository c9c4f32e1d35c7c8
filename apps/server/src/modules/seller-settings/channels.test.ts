import { describe, expect, it } from 'vitest';
import { eventually } from '../../../test/eventually.ts';
import { signedInRoller } from '../../../test/helpers.ts';
import { signatureValid } from '../../../test/receiver-standins.ts';
import { notifyTestbed } from './notify-fixture.ts';

/** News of received mail, test messages to a receiver, and whose push devices are whose. */

const t = notifyTestbed();
const { sendDue, json, deliveries } = t;

describe('seller notifications', () => {
  it('tell of new mail when asked to, linking to the mail in the inbox', async () => {
    const seen = t.hook.hits.length;
    // Started as workers.ts starts it in the shop.
    const stopMailNews = t.ctx.services.mailNews.start();
    await t.ctx.services.mail.ingest(
      Buffer.from(
        'From: game@hoyo.example\r\nTo: sal.acc1@shop.test\r\nSubject: Your code 123456\r\n\r\nCode 123456',
      ),
      'game@hoyo.example',
      ['sal.acc1@shop.test'],
    );
    // The mail's news is queued a moment after its commit (batched off the MX's path).
    try {
      await eventually('the mail’s news to be queued', async () =>
        (await deliveries()).some((d) => d.event === 'mail.received'),
      );
    } finally {
      await stopMailNews();
    }
    await sendDue();
    const [mailHit] = t.hook.hits.slice(seen);
    expect(mailHit!.headers['x-shop-event']).toBe('mail.received');
    expect(json(mailHit!).data).toMatchObject({
      id: expect.any(Number),
      from: expect.stringContaining('game@hoyo.example'),
      to: 'sal.acc1@shop.test',
      subject: 'Your code 123456',
    });
    expect(json(mailHit!).data.url).toMatch(/^https:\/\/shop\.example\/email\?mail=\d+$/);
  });
});

describe('channel tests and devices', () => {
  it('send a test message and say what the receiver answered', async () => {
    const test = (path: string, payload: object = {}) =>
      t.ctx.app.inject({ method: 'POST', url: path, headers: t.sal.auth, payload });
    const seen = t.hook.hits.length;
    let res = await test('/api/roller/settings/webhook/test');
    expect(res.json().data).toMatchObject({ ok: true, status: 200 });
    expect(signatureValid(t.hook.hits[seen]!, t.secret)).toBe(true);
    expect(t.hook.hits[seen]!.headers['x-shop-event']).toBe('test');
    res = await test('/api/roller/settings/discord/test', { url: t.discord.webhookUrl });
    expect(res.json().data).toMatchObject({ ok: true, status: 204 });
    res = await test('/api/roller/settings/discord/test', {
      url: t.discord.webhookUrl.replace(/\/[\w-]+$/, '/nope'),
    });
    expect(res.json().data).toMatchObject({ ok: false, status: 404 });
    res = await test('/api/roller/settings/discord/test', {
      url: 'https://192.168.0.10/api/webhooks/1/abc',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'discord_webhook_url' });
  });

  it('refuse a push endpoint on a private address', async () => {
    const res = await t.ctx.app.inject({
      method: 'POST',
      url: '/api/roller/push-devices',
      headers: t.sal.auth,
      payload: {
        push_subscription: { ...t.push.subscription, endpoint: 'https://10.9.8.7/push/x' },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('push_subscription.endpoint');
  });

  it('belong to their seller: another sees none and cannot remove them', async () => {
    const other = await signedInRoller(t.ctx, 'oth');
    expect(await deliveries(other)).toEqual([]);
    const mine = (
      await t.ctx.app.inject({ url: '/api/roller/push-devices', headers: t.sal.auth })
    ).json().data.devices;
    expect(mine).toHaveLength(1);
    const res = await t.ctx.app.inject({
      method: 'DELETE',
      url: `/api/roller/push-devices/${mine[0].id}`,
      headers: other.auth,
    });
    expect(res.statusCode).toBe(404);
    expect(
      (await t.ctx.app.inject({ url: '/api/roller/push-devices', headers: t.sal.auth })).json().data
        .devices,
    ).toHaveLength(1);
  });
});
