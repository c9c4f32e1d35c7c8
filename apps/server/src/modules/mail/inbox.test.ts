import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { EmailDetail, InboundResult } from '@shop/contract';
import { createTestContext } from '../../../test/helpers.ts';
import { countRows, INBOUND_SECRET, listInbox, MAX_BYTES, useMailShop } from './mail-fixture.ts';

const shop = useMailShop();

const get = (url: string, auth: Record<string, string> = {}) =>
  shop.ctx.app.inject({ url, headers: auth });

const list = (auth: Record<string, string>, query = '') => listInbox(shop.ctx, auth, query);

const rawMail = (to: string, subject: string, body = 'hello') =>
  Buffer.from(
    `From: Riot Games <noreply@riotgames.com>\r\nTo: ${to}\r\nSubject: ${subject}\r\n\r\n${body}\r\n`,
  );

function postInbound(opts: {
  body?: Buffer | string;
  secret?: string | null;
  to?: string;
  query?: string;
  contentType?: string;
}) {
  return shop.ctx.app.inject({
    method: 'POST',
    url: `/api/inbound${opts.query ?? ''}`,
    headers: {
      'content-type': opts.contentType ?? 'message/rfc822',
      ...(opts.secret === null ? {} : { authorization: `Bearer ${opts.secret ?? INBOUND_SECRET}` }),
      ...(opts.to ? { 'x-envelope-to': opts.to } : {}),
    },
    payload: opts.body ?? rawMail('alice.in@shop.test', 'Inbound'),
  });
}

describe('GET /api/email', () => {
  it('needs a signed-in roller', async () => {
    expect((await get('/api/email')).statusCode).toBe(401);
    expect((await get('/api/email/unread-count')).statusCode).toBe(401);
  });

  it('lists the newest first, pages by limit, and counts the unread', async () => {
    for (let i = 1; i <= 5; i++)
      await shop.send({ to: `alice.p${i}@shop.test`, subject: `Mail ${i}`, text: `body ${i}` });
    const first = await list(shop.alice.auth, '?limit=2');
    expect(first).toMatchObject({ total: 5, limit: 2, page: 1, unread: 5 });
    expect(first.emails.map((e) => e.subject)).toEqual(['Mail 5', 'Mail 4']);
    const last = await list(shop.alice.auth, '?limit=2&page=3');
    expect(last.emails.map((e) => e.subject)).toEqual(['Mail 1']);
    expect(Object.keys(last.emails[0]!).sort()).toEqual(
      [
        'code',
        'created_at',
        'from',
        'has_html',
        'id',
        'is_read',
        'link',
        'preview',
        'sender_verified',
        'subject',
        'to',
      ].sort(),
    );
    expect((await list(shop.alice.auth)).limit).toBe(20);
  });

  it('searches the recipient address, the sender and the subject, with % and _ as letters', async () => {
    await shop.send({ to: 'alice.genshin@shop.test', subject: 'Welcome', text: 'a' });
    await shop.send({
      from: 'Steam Support <noreply@steampowered.com>',
      to: 'alice.x@shop.test',
      subject: 'Steam Guard',
      text: 'b',
    });
    await shop.send({ to: 'alice.y@shop.test', subject: '100% off_today', text: 'c' });
    const subjects = async (q: string) =>
      (await list(shop.alice.auth, `?q=${encodeURIComponent(q)}`)).emails.map((e) => e.subject);
    expect(await subjects('GENSHIN')).toEqual(['Welcome']);
    expect(await subjects('steampowered')).toEqual(['Steam Guard']);
    expect(await subjects('guard')).toEqual(['Steam Guard']);
    expect(await subjects('0% off_')).toEqual(['100% off_today']);
    expect(await subjects('%')).toEqual(['100% off_today']);
    expect(await subjects('_')).toEqual(['100% off_today']);
    const none = await list(shop.alice.auth, '?q=nothing-like-this');
    expect(none).toMatchObject({ total: 0, emails: [], unread: 3 });
  });

  it('refuses a bad page or limit, naming the field', async () => {
    for (const [query, field] of [
      ['?page=0', 'page'],
      ['?limit=101', 'limit'],
      ['?q=%00', 'q'],
    ] as const) {
      const res = await get(`/api/email${query}`, shop.alice.auth);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', field });
    }
  });
});

describe('one mail, read state, and who may see it', () => {
  it('gives the whole mail to its roller, marks it read, and answers 404 to anyone else', async () => {
    await shop.send({
      to: 'alice.moon01@shop.test',
      subject: 'Your Riot Games sign-in code',
      text: 'Your sign-in code is 774523.',
      html: '<p>Your sign-in code is <b>774523</b>.</p>',
    });
    const [summary] = (await list(shop.alice.auth)).emails;
    const id = summary!.id;

    const full = await get(`/api/email/${id}`, shop.alice.auth);
    expect(full.statusCode).toBe(200);
    expect((full.json() as { data: EmailDetail }).data).toMatchObject({
      id,
      to: 'alice.moon01@shop.test',
      code: '774523',
      has_html: true,
      is_read: false,
      attachments: [],
    });

    // Bob: the mail does not exist for him, whichever way he asks.
    expect((await get(`/api/email/${id}`, shop.bob.auth)).statusCode).toBe(404);
    const bobRead = await shop.ctx.app.inject({
      method: 'PUT',
      url: `/api/email/${id}/read`,
      headers: shop.bob.auth,
    });
    expect(bobRead.statusCode).toBe(404);
    expect(bobRead.json()).toMatchObject({ code: 'EMAIL_NOT_FOUND' });
    expect(await list(shop.bob.auth)).toMatchObject({ total: 0, unread: 0 });
    expect((await list(shop.bob.auth, '?q=moon01')).total).toBe(0);
    expect((await list(shop.alice.auth)).emails[0]!.is_read).toBe(false);

    const read = await shop.ctx.app.inject({
      method: 'PUT',
      url: `/api/email/${id}/read`,
      headers: shop.alice.auth,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ status: 'success', data: { id, is_read: true, unread: 0 } });
    expect((await list(shop.alice.auth)).emails[0]!.is_read).toBe(true);
    const count = await get('/api/email/unread-count', shop.alice.auth);
    expect(count.json()).toEqual({ status: 'success', data: { unread: 0 } });
  });

  it('keeps read state per roller for a mail both received', async () => {
    await shop.send({ to: ['alice.s@shop.test', 'bob.s@shop.test'], subject: 'Both', text: 't' });
    const [mail] = (await list(shop.alice.auth)).emails;
    await shop.ctx.app.inject({
      method: 'PUT',
      url: `/api/email/${mail!.id}/read`,
      headers: shop.alice.auth,
    });
    expect((await list(shop.alice.auth)).unread).toBe(0);
    expect((await list(shop.bob.auth)).unread).toBe(1);
    const count = await get('/api/email/unread-count', shop.bob.auth);
    expect(count.json()).toEqual({ status: 'success', data: { unread: 1 } });
  });

  it('answers 404 for a mail that does not exist and 400 for an id that is no number', async () => {
    expect((await get('/api/email/999999', shop.alice.auth)).statusCode).toBe(404);
    const bad = await get('/api/email/abc', shop.alice.auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'id' });
  });
});

describe('POST /api/inbound', () => {
  it('stores a raw message for the recipients in X-Envelope-To with the right secret', async () => {
    const res = await postInbound({ to: 'alice.in@shop.test, carol@shop.test, x@gmail.com' });
    expect(res.statusCode).toBe(200);
    const data = (res.json() as { data: InboundResult }).data;
    expect(data).toMatchObject({
      accepted: ['alice.in@shop.test'],
      rejected: ['carol@shop.test', 'x@gmail.com'],
    });
    const [mail] = (await list(shop.alice.auth)).emails;
    expect(mail).toMatchObject({ id: data.id, subject: 'Inbound', to: 'alice.in@shop.test' });
  });

  it('takes the recipients from ?to= and application/octet-stream as well', async () => {
    const res = await postInbound({
      query: `?to=${encodeURIComponent('bob.q@alt.test')}`,
      contentType: 'application/octet-stream',
      body: rawMail('whoever@example.com', 'By query'),
    });
    expect(res.statusCode).toBe(200);
    expect((await list(shop.bob.auth)).emails.map((e) => e.subject)).toEqual(['By query']);
  });

  it('answers 401 without the secret or with a wrong one, and stores nothing', async () => {
    for (const secret of [null, 'wrong-secret', `${INBOUND_SECRET}x`, '']) {
      const res = await postInbound({ secret, to: 'alice.in@shop.test' });
      expect(res.statusCode).toBe(401);
    }
    expect(await countRows(shop.ctx, 'mail_messages')).toBe(0);
  });

  it.each([
    ['no recipients', { to: undefined }, 400, 'VALIDATION_FAILED', 'to'],
    ['only unknown recipients', { to: 'carol@shop.test' }, 422, 'MAIL_RECIPIENT_UNKNOWN', 'to'],
    ['an empty body', { to: 'alice.in@shop.test', body: '' }, 400, 'VALIDATION_FAILED', 'body'],
    [
      'a JSON body',
      { to: 'alice.in@shop.test', contentType: 'application/json', body: '{"raw":"x"}' },
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'body',
    ],
    [
      'a body over MAIL_MAX_BYTES',
      { to: 'alice.in@shop.test', body: Buffer.alloc(MAX_BYTES + 1, 65) },
      413,
      'PAYLOAD_TOO_LARGE',
      'body',
    ],
  ] as const)('refuses %s and stores nothing', async (_what, opts, status, code, field) => {
    const res = await postInbound(opts);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code, field });
    expect(await countRows(shop.ctx, 'mail_messages')).toBe(0);
  });

  it('answers 503 with Retry-After when the database refuses the message', async () => {
    await sql`create function refuse_mail() returns trigger language plpgsql as $$
      begin raise exception 'disk full'; end $$`.execute(shop.ctx.db);
    await sql`create trigger refuse_mail before insert on mail_recipients
      for each row execute function refuse_mail()`.execute(shop.ctx.db);
    try {
      const res = await postInbound({ to: 'alice.in@shop.test' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('30');
      expect(await countRows(shop.ctx, 'mail_messages')).toBe(0);
    } finally {
      await sql`drop trigger refuse_mail on mail_recipients`.execute(shop.ctx.db);
      await sql`drop function refuse_mail()`.execute(shop.ctx.db);
    }
  });

  it('is documented under its own secret', async () => {
    const doc = (await get('/api/docs/json')).json() as {
      paths: Record<string, Record<string, { security?: unknown }>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(doc.paths['/api/inbound']!.post!.security).toEqual([{ inboundSecret: [] }]);
    expect(doc.components.securitySchemes.inboundSecret).toMatchObject({ scheme: 'bearer' });
  });

  it('does not exist while INBOUND_SECRET is unset', async () => {
    const plain = await createTestContext();
    try {
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/inbound?to=alice@shop.test',
        headers: { 'content-type': 'message/rfc822', authorization: 'Bearer anything' },
        payload: rawMail('alice@shop.test', 'x'),
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('retention', () => {
  it('prunes mail older than MAIL_RETENTION_DAYS in batches and keeps the rest', async () => {
    for (let i = 1; i <= 5; i++)
      await shop.send({ to: `alice.old${i}@shop.test`, subject: `Old ${i}`, text: 't' });
    await shop.send({
      to: ['alice.new@shop.test', 'bob.new@shop.test'],
      subject: 'New',
      text: 't',
    });
    const days = shop.ctx.config.inbound.retentionDays;
    expect(days).toBe(90);
    await sql`update mail_messages set created_at = now() - make_interval(days => ${days + 1})
      where subject like 'Old %'`.execute(shop.ctx.db);
    // One day short of the limit: kept.
    await sql`update mail_messages set created_at = now() - make_interval(days => ${days - 1})
      where subject = 'New'`.execute(shop.ctx.db);

    expect(await shop.ctx.services.mail.prune(2)).toBe(5);
    expect(await countRows(shop.ctx, 'mail_messages')).toBe(1);
    expect(await countRows(shop.ctx, 'mail_recipients')).toBe(2);
    expect(await countRows(shop.ctx, 'mail_inbox')).toBe(2);
    expect((await list(shop.alice.auth)).emails.map((e) => e.subject)).toEqual(['New']);
    expect(await shop.ctx.services.mail.prune()).toBe(0);
  });
});
