import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  manualClock,
  signedInRoller,
  type TestContext,
} from '../../../test/helpers.ts';
import { queuedMails } from '../../../test/orders-fixture.ts';
import { confirmationToken } from './settings-fixture.ts';

/** GET/PUT /api/roller/settings and the confirmed change of the notification e-mail. */

let ctx: TestContext;
const time = manualClock();
let ann: Awaited<ReturnType<typeof signedInRoller>>;
let ben: Awaited<ReturnType<typeof signedInRoller>>;

beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_URL: 'https://shop.example' }, undefined, time.clock);
  ann = await signedInRoller(ctx, 'ann');
  ben = await signedInRoller(ctx, 'ben');
});
afterAll(() => ctx.close());

const settingsOf = async (who: { auth: Record<string, string> }) =>
  (await ctx.app.inject({ url: '/api/roller/settings', headers: who.auth })).json().data;

const put = (who: { auth: Record<string, string> }, url: string, payload: unknown) =>
  ctx.app.inject({ method: 'PUT', url, headers: who.auth, payload: payload as object });

const confirm = (token: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/roller/email/confirm', payload: { token } });

/** The stored row, to prove a refused request changed nothing. */
const rollerRow = async (code: string) =>
  (await sql<Record<string, unknown>>`select * from rollers where code = ${code}`.execute(ctx.db))
    .rows[0];

describe('seller settings', () => {
  it('start with every order, security and dispute event on, no address, and replies routed to the seller inbox', async () => {
    expect(await settingsOf(ann)).toEqual({
      code: 'ann',
      name: 'Roller ann',
      notification_email: null,
      pending_notification_email: null,
      notify: {
        order_created: true,
        order_paid: true,
        order_expired: true,
        order_cancelled: true,
        mail_received: false,
        security_alert: true,
        dispute: true,
      },
      discord_webhook_url: null,
      webhook_url: null,
      webhook_secret_set: false,
      payment_instructions: '',
      order_reply_to: 'ann.orders@shop.test',
      default_warranty_days: 7,
    });
  });

  it('change only the fields sent; switches merge', async () => {
    let res = await put(ann, '/api/roller/settings', { name: '  Ann Sells  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.name).toBe('Ann Sells');
    res = await put(ann, '/api/roller/settings', { notify: { order_expired: false } });
    res = await put(ann, '/api/roller/settings', { notify: { mail_received: true } });
    expect(res.json().data.notify).toMatchObject({
      order_created: true,
      order_expired: false,
      mail_received: true,
    });
    res = await put(ann, '/api/roller/settings', {
      payment_instructions: 'PayPal: ann@pay.example',
    });
    expect(res.json().data).toMatchObject({
      name: 'Ann Sells',
      payment_instructions: 'PayPal: ann@pay.example',
    });
    for (const days of [0, 30, 14]) {
      res = await put(ann, '/api/roller/settings', { default_warranty_days: days });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ name: 'Ann Sells', default_warranty_days: days });
      expect((await settingsOf(ann)).default_warranty_days).toBe(days);
    }
    // A save of other fields keeps the default.
    res = await put(ann, '/api/roller/settings', { name: 'Ann Sells' });
    expect(res.json().data.default_warranty_days).toBe(14);
  });

  it('refuse a bad value naming its field, and change nothing', async () => {
    const before = await rollerRow('ann');
    const cases: Array<[object, string, RegExp]> = [
      [
        { discord_webhook_url: 'https://10.0.0.5/api/webhooks/1/abc' },
        'discord_webhook_url',
        /public internet address/,
      ],
      [
        { discord_webhook_url: 'https://127.0.0.1/api/webhooks/1/abc' },
        'discord_webhook_url',
        /public internet address/,
      ],
      [
        { discord_webhook_url: 'https://[::ffff:192.168.1.1]/api/webhooks/1/a' },
        'discord_webhook_url',
        /public internet address/,
      ],
      // A name that does not resolve gets the private address's answer, word for word.
      [
        { webhook_url: 'https://no-such-host.invalid/hook' },
        'webhook_url',
        /^webhook_url must point to a public internet address, not a private, local or unknown one$/,
      ],
      [
        { webhook_url: 'https://10.0.0.5/hook' },
        'webhook_url',
        /^webhook_url must point to a public internet address, not a private, local or unknown one$/,
      ],
      [
        { discord_webhook_url: 'https://93.184.216.34/not/a/webhook' },
        'discord_webhook_url',
        /Discord webhook address/,
      ],
      [{ webhook_url: 'http://93.184.216.34/hook' }, 'webhook_url', /https/],
      [
        { webhook_url: 'https://user:pw@93.184.216.34/hook' },
        'webhook_url',
        /user name or password/,
      ],
      [{ webhook_url: 'ftp://example.com/x' }, 'webhook_url', /./],
      [{ name: 'a\u0000b' }, 'name', /./],
      [{ name: '   ' }, 'name', /blank/],
      [{ notify: { order_created: 'yes' } }, 'notify', /./],
      [{ notify: { unknown_event: true } }, 'notify', /./],
      [{ notification_email: 'a@b.co' }, 'notification_email', /./],
      [{ default_warranty_days: 31 }, 'default_warranty_days', /./],
      [{ default_warranty_days: -1 }, 'default_warranty_days', /./],
      [{ default_warranty_days: 2.5 }, 'default_warranty_days', /./],
      [{ default_warranty_days: null }, 'default_warranty_days', /./],
      [{ default_warranty_days: 5, name: '   ' }, 'name', /blank/],
      // A good address beside a bad one: neither is saved.
      [
        {
          webhook_url: 'https://93.184.216.34/hook',
          name: 'x',
          discord_webhook_url: 'https://10.1.1.1/api/webhooks/1/a',
        },
        'discord_webhook_url',
        /public/,
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await put(ann, '/api/roller/settings', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().field ?? res.json().message, JSON.stringify(payload)).toContain(field);
      expect(res.json().message).toMatch(message);
    }
    expect(await rollerRow('ann')).toEqual(before);
  });

  it('take effect for the caller only: another seller reads and changes their own', async () => {
    await put(ben, '/api/roller/settings', { name: 'Ben', notify: { order_created: false } });
    expect((await settingsOf(ann)).name).toBe('Ann Sells');
    expect((await settingsOf(ann)).notify.order_created).toBe(true);
    expect((await settingsOf(ben)).code).toBe('ben');
  });

  it('need a signed-in seller', async () => {
    for (const [method, url] of [
      ['GET', '/api/roller/settings'],
      ['PUT', '/api/roller/settings'],
      ['PUT', '/api/roller/email'],
      ['POST', '/api/roller/settings/webhook-secret'],
      ['GET', '/api/roller/push-devices'],
      ['GET', '/api/roller/notification-deliveries'],
    ] as const) {
      const res = await ctx.app.inject({ method, url, payload: {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('notification e-mail', () => {
  it('changes only once the link mailed to the new address is opened', async () => {
    const res = await put(ann, '/api/roller/email', { email: 'Ann@Mail.Example' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      notification_email: null,
      pending_notification_email: 'ann@mail.example',
    });
    const mail = (await queuedMails(ctx)).at(-1)!;
    expect(mail.to_address).toBe('ann@mail.example');
    expect(mail.subject).toBe('Confirm your notification e-mail');
    expect(mail.text_body).toContain('https://shop.example/settings/confirm-email?token=');
    // Nothing is sent to it meanwhile: the confirmed address (none) stays.
    expect((await rollerRow('ann'))!.email).toBeNull();

    const token = await confirmationToken(ctx, 'ann@mail.example');
    const done = await confirm(token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.notification_email).toBe('ann@mail.example');
    expect(await settingsOf(ann)).toMatchObject({
      notification_email: 'ann@mail.example',
      pending_notification_email: null,
    });
    // The link works once.
    expect((await confirm(token)).statusCode).toBe(404);
  });

  it('is not changed by an expired, wrong or another seller’s spent link', async () => {
    await put(ben, '/api/roller/email', { email: 'ben@mail.example' });
    const token = await confirmationToken(ctx, 'ben@mail.example');
    expect((await confirm(`${token}x`)).json()).toMatchObject({
      code: 'EMAIL_CONFIRMATION_INVALID',
      field: 'token',
    });
    time.advance(24 * 60 * 60_000 + 1000);
    expect((await confirm(token)).statusCode).toBe(404);
    expect(await settingsOf(ben)).toMatchObject({
      notification_email: null,
      pending_notification_email: null,
    });
    expect((await settingsOf(ann)).notification_email).toBe('ann@mail.example');
  });

  it('refuses a bad address naming email and changes nothing', async () => {
    const before = await rollerRow('ben');
    for (const email of [
      'not an email',
      'ben\u0000@x.example',
      '',
      'a'.repeat(250) + '@x.example',
    ]) {
      const res = await put(ben, '/api/roller/email', { email });
      expect(res.statusCode, email).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'email' });
    }
    expect(await rollerRow('ben')).toEqual(before);
  });

  it('limits confirmation mails per seller', async () => {
    const cid = await signedInRoller(ctx, 'cid');
    const answers: number[] = [];
    for (let i = 0; i < 7; i++)
      answers.push(
        (await put(cid, '/api/roller/email', { email: `cid${i}@mail.example` })).statusCode,
      );
    expect(answers).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });
});

describe('webhook secret', () => {
  it('is shown once, stored sealed, and rotates', async () => {
    const first = await ctx.app.inject({
      method: 'POST',
      url: '/api/roller/settings/webhook-secret',
      headers: ann.auth,
    });
    expect(first.statusCode).toBe(200);
    const secret = first.json().data.secret as string;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(JSON.stringify(await settingsOf(ann))).not.toContain(secret);
    expect((await settingsOf(ann)).webhook_secret_set).toBe(true);
    expect(JSON.stringify(await rollerRow('ann'))).not.toContain(secret);
    const second = await ctx.app.inject({
      method: 'POST',
      url: '/api/roller/settings/webhook-secret',
      headers: ann.auth,
    });
    expect(second.json().data.secret).not.toBe(secret);
  });
});
