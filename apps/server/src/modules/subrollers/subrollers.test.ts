import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailList, SubRoller } from '@shop/contract';
import { openMailShop, type MailShop } from '../mail/mail-fixture.ts';

let shop: MailShop;
beforeAll(async () => {
  shop = await openMailShop();
});
afterAll(() => shop.close());

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => shop.ctx.app.inject({ method, url: `/api/email/sub-roller${url}`, headers, payload });

async function generate(auth: Record<string, string>, sub_code: string): Promise<SubRoller> {
  const res = await call('POST', '/token', auth, { sub_code });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

const asSub = (token: string) => ({ 'x-sub-roller-token': token });

async function subjectsOf(token: string): Promise<string[]> {
  const res = await call('GET', '/access', asSub(token));
  expect(res.statusCode).toBe(200);
  return (res.json().data as EmailList).emails.map((e) => e.subject).sort();
}

describe('sub-rollers', () => {
  it('generates a token with its pattern, lists it with the same token, refuses a duplicate', async () => {
    const sub = await generate(shop.alice.auth, 'Helper');
    expect(sub).toMatchObject({
      sub_code: 'helper',
      email_pattern: 'alice.helper.*@shop.test',
      roller_code: 'alice',
    });
    expect(sub.token.length).toBeGreaterThanOrEqual(40);
    const listed = await call('GET', '/list', shop.alice.auth);
    expect(listed.json().data).toEqual([sub]);
    const again = await call('POST', '/token', shop.alice.auth, { sub_code: 'HELPER' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'SUB_ROLLER_CODE_TAKEN', field: 'sub_code' });
    // The token is kept encrypted: no column holds it as it is.
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from sub_rollers
      where token_sealed like ${`%${sub.token}%`} or encode(token_hash, 'escape') = ${sub.token}`.execute(
      shop.ctx.db,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('refuses a code outside [a-z0-9] naming the field, and changes nothing', async () => {
    for (const sub_code of ['', 'a.b', 'a-b', 'x'.repeat(40), 'ä']) {
      const res = await call('POST', '/token', shop.alice.auth, { sub_code });
      expect(res.statusCode, sub_code).toBe(400);
      expect(res.json().field).toBe('sub_code');
    }
    const dotted = await call('POST', '/token', shop.alice.auth, { sub_code: 'a.b' });
    expect(dotted.json().message).toBe(
      'sub_code may contain only letters and digits (it is kept in lower case)',
    );
    const listed = await call('GET', '/list', shop.alice.auth);
    expect(listed.json().data.map((s: SubRoller) => s.sub_code)).toEqual(['helper']);
  });

  it('refuses the names the shop keeps for its own mail: its pattern would read buyers’ replies', async () => {
    for (const sub_code of ['orders', 'Support']) {
      const res = await call('POST', '/token', shop.alice.auth, { sub_code });
      expect(res.statusCode, sub_code).toBe(400);
      expect(res.json()).toMatchObject({ code: 'SUB_ROLLER_CODE_RESERVED', field: 'sub_code' });
    }
    expect(
      (await call('POST', '/token', shop.alice.auth, { sub_code: 'orders' })).json().message,
    ).toBe(
      'sub_code: "orders" is reserved for the shop\'s own mail (alice.orders@shop.test is where buyers write to you). Please choose another code.',
    );
    const listed = await call('GET', '/list', shop.alice.auth);
    expect(listed.json().data.map((s: SubRoller) => s.sub_code)).toEqual(['helper']);
  });

  it('reads exactly the mail of its pattern, with its own read state', async () => {
    const sub1 = await generate(shop.alice.auth, 'sub1');
    const sub2 = await generate(shop.alice.auth, 'sub2');
    await shop.send({ to: 'alice.sub1@shop.test', subject: 'to sub1' });
    await shop.send({ to: 'alice.sub1.genshin@alt.test', subject: 'to sub1 dotted' });
    await shop.send({ to: 'alice.sub10.x@shop.test', subject: 'to sub10' });
    await shop.send({ to: 'alice.sub2.y@shop.test', subject: 'to sub2' });
    await shop.send({ to: 'alice@shop.test', subject: 'to alice' });
    await shop.send({ to: 'bob.sub1@shop.test', subject: 'to bob sub1' });
    expect(await subjectsOf(sub1.token)).toEqual(['to sub1', 'to sub1 dotted']);
    expect(await subjectsOf(sub2.token)).toEqual(['to sub2']);

    const list = (await call('GET', '/access', asSub(sub1.token))).json().data as EmailList;
    expect(list).toMatchObject({ total: 2, unread: 2, page: 1 });
    const dotted = list.emails.find((e) => e.subject === 'to sub1 dotted')!;
    expect(dotted.to).toBe('alice.sub1.genshin@alt.test');
    const opened = await call('GET', `/access/${dotted.id}`, asSub(sub1.token));
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({ subject: 'to sub1 dotted', is_read: true });
    expect((await call('GET', '/access', asSub(sub1.token))).json().data.unread).toBe(1);
    // The roller's own unread state is its own.
    const inbox = await shop.ctx.app.inject({ url: '/api/email', headers: shop.alice.auth });
    const inAlice = inbox.json().data.emails.find((e: { id: number }) => e.id === dotted.id);
    expect(inAlice.is_read).toBe(false);

    // Another pattern's mail, by id: as if it did not exist.
    const sub2Mail = (await call('GET', '/access', asSub(sub2.token))).json().data.emails[0];
    const foreign = await call('GET', `/access/${sub2Mail.id}`, asSub(sub1.token));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('EMAIL_NOT_FOUND');

    const info = await call('GET', '/access/info', asSub(sub1.token));
    expect(info.json().data).toEqual({ roller_code: 'alice', sub_code: 'sub1' });
  });

  it('stops a token at Remove, and only its owner may remove or list it', async () => {
    const sub = await generate(shop.alice.auth, 'leaving');
    expect((await call('GET', '/access/info', asSub(sub.token))).statusCode).toBe(200);
    const byBob = await call('DELETE', '', shop.bob.auth, { sub_code: 'leaving' });
    expect(byBob.statusCode).toBe(404);
    expect((await call('GET', '/list', shop.bob.auth)).json().data).toEqual([]);
    const removed = await call('DELETE', '', shop.alice.auth, { sub_code: 'Leaving' });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.message).toBe('Sub-roller removed successfully');
    for (const url of ['/access', '/access/info', '/access/1']) {
      const res = await call('GET', url, asSub(sub.token));
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code).toBe('SUB_ROLLER_TOKEN_INVALID');
    }
    expect((await call('DELETE', '', shop.alice.auth, { sub_code: 'leaving' })).statusCode).toBe(
      404,
    );
  });

  it('answers 401 without a token or with a roller bearer token, and 401 to sub-roller management without sign-in', async () => {
    expect((await call('GET', '/access', {})).statusCode).toBe(401);
    expect((await call('GET', '/access', shop.alice.auth)).statusCode).toBe(401);
    expect((await call('GET', '/access', asSub('not-a-token'))).statusCode).toBe(401);
    const sub = await generate(shop.alice.auth, 'probe');
    // A sub-roller token opens no roller route.
    for (const [method, url] of [
      ['GET', '/list'],
      ['POST', '/token'],
    ] as const) {
      const res = await call(method, url, asSub(sub.token), { sub_code: 'x' });
      expect(res.statusCode, url).toBe(401);
    }
    const inbox = await shop.ctx.app.inject({ url: '/api/email', headers: asSub(sub.token) });
    expect(inbox.statusCode).toBe(401);
  });
});
