import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailDetail, EmailList, NewEmailEvent } from '@shop/contract';
import { openStream, ticketFor } from '../src/modules/realtime/realtime-fixture.ts';
import { manualClock } from './helpers.ts';
import { asSub, openReadersShop, type ReadersShop } from './mail-readers-fixture.ts';

/**
 * Every reader of one mailbox (DESIGN §5 "Readers of one mailbox"): the seller, a sub-roller's
 * link and a buyer's token each read the same mail the same way (readable preview, code, link,
 * attachments), and nothing outside their own scope.
 */
const time = manualClock();
let shop: ReadersShop;
let {
  ctx,
  origin,
  domain,
  alice,
  bob,
  accounts,
  tokens,
  helper,
  gameMailId,
  send,
  get,
  generate,
  removeSub,
  buyerMail,
} = {} as ReadersShop;

beforeAll(async () => {
  shop = await openReadersShop(time.clock);
  ({
    ctx,
    origin,
    domain,
    alice,
    bob,
    accounts,
    tokens,
    helper,
    gameMailId,
    send,
    get,
    generate,
    removeSub,
    buyerMail,
  } = shop);
});

afterAll(() => shop.close());

describe('an HTML-only game mail, for every reader', () => {
  it('lists a readable preview with its code and verification link, for seller, helper and buyer', async () => {
    const seller = ((await get('/api/email', alice.auth)).json().data as EmailList).emails[0]!;
    const sub = (
      (await get('/api/email/sub-roller/access', asSub(helper.token))).json().data as EmailList
    ).emails[0]!;
    const buyer = (await buyerMail(tokens.mina)).accounts[0]!.emails[0]!;
    for (const [who, mail] of [
      ['seller', seller],
      ['sub-roller', sub],
      ['buyer', buyer],
    ] as const) {
      expect(mail.preview, who).toMatch(/^STARFALL REVERIE — SECURITY CHECK Hello Traveler, /i);
      expect(mail.preview, who).not.toMatch(/https?:|\[|cdn\./);
      expect(mail.preview, who).toMatch(/\.\.\.$/);
      // 150 characters, less a space the cut left at the end, then the dots.
      expect(mail.preview.length, who).toBeGreaterThanOrEqual(152);
      expect(mail.preview.length, who).toBeLessThanOrEqual(153);
      expect(mail.code, who).toBe('482913');
      expect(mail.link, who).toBe('https://account.starfall.example/verify?token=abc123');
    }
    expect(buyer.has_html).toBe(true);
    expect(buyer.body).toContain('482913');
  });

  it("gives the buyer the whole mail (HTML, attachments) and the account's login method", async () => {
    const data = await buyerMail(tokens.mina);
    expect(data.accounts[0]!.login_method).toBe('Email');
    const res = await get(`/api/buyer/emails/${gameMailId}?token=${tokens.mina}`);
    expect(res.statusCode, res.body).toBe(200);
    const mail = res.json().data as EmailDetail;
    expect(mail.html).toContain('Verify email');
    // Only the buyer's own account is named, never the helper's address on the same mail.
    expect(mail.to).toBe(accounts.mina.email);
    expect(mail.attachments).toEqual([
      expect.objectContaining({
        filename: 'Sicherheitsbericht März.pdf',
        content_type: 'application/pdf',
      }),
    ]);
  });
});

describe('attachments', () => {
  const paths = () => ({
    seller: [`/api/email/${gameMailId}/attachments/0`, alice.auth] as const,
    sub: [`/api/email/sub-roller/access/${gameMailId}/attachments/0`, asSub(helper.token)] as const,
    buyer: [`/api/buyer/emails/${gameMailId}/attachments/0?token=${tokens.mina}`, {}] as const,
  });

  it('download for each reader in scope, as an attachment with the stored name and type', async () => {
    for (const [who, [url, headers]] of Object.entries(paths())) {
      const res = await get(url, headers);
      expect(res.statusCode, `${who}: ${res.body}`).toBe(200);
      expect(res.headers['content-type'], who).toBe('application/pdf');
      expect(res.headers['content-disposition'], who).toBe(
        `attachment; filename="Sicherheitsbericht M_rz.pdf"; filename*=UTF-8''Sicherheitsbericht%20M%C3%A4rz.pdf`,
      );
      expect(res.headers['x-content-type-options'], who).toBe('nosniff');
      expect(res.headers['content-security-policy'], who).toContain('sandbox');
      expect(res.rawPayload.toString(), who).toBe('%PDF-1.4\n% security report\n');
    }
  });

  it('answer 404 outside a reader’s scope, and for an attachment the mail does not have', async () => {
    const other = await generate('other');
    const outside: [string, string, Record<string, string>][] = [
      ['another roller', `/api/email/${gameMailId}/attachments/0`, bob.auth],
      [
        'another sub-roller',
        `/api/email/sub-roller/access/${gameMailId}/attachments/0`,
        asSub(other.token),
      ],
      ['another buyer', `/api/buyer/emails/${gameMailId}/attachments/0?token=${tokens.jun}`, {}],
      ['another buyer, the mail', `/api/buyer/emails/${gameMailId}?token=${tokens.jun}`, {}],
      ['no such attachment', `/api/email/${gameMailId}/attachments/1`, alice.auth],
      ['no such mail', `/api/email/${gameMailId + 1000}/attachments/0`, alice.auth],
    ];
    for (const [who, url, headers] of outside) {
      const res = await get(url, headers);
      expect(res.statusCode, who).toBe(404);
      expect(res.json().code, who).toMatch(/^(EMAIL|ATTACHMENT)_NOT_FOUND$/);
    }
    await removeSub('other');
  });

  it('refuse a reader without credentials: 401, not 404', async () => {
    for (const [url, headers] of [
      [`/api/email/${gameMailId}/attachments/0`, {}],
      [`/api/email/sub-roller/access/${gameMailId}/attachments/0`, asSub('forged')],
      [`/api/buyer/emails/${gameMailId}/attachments/0?token=forged`, {}],
      // The raw source is the seller's alone: a helper's token is no bearer.
      [`/api/email/${gameMailId}/raw`, asSub(helper.token)],
    ] as const) {
      expect((await get(url, headers)).statusCode, url).toBe(401);
    }
  });

  it('give the seller the raw source of their own mail only', async () => {
    const res = await get(`/api/email/${gameMailId}/raw`, alice.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('message/rfc822');
    expect(res.headers['content-disposition']).toContain(`mail-${gameMailId}.eml`);
    expect(res.body).toContain('Subject: ');
    expect(res.body).toContain('Content-Type: application/pdf');
    expect((await get(`/api/email/${gameMailId}/raw`, bob.auth)).statusCode).toBe(404);
  });
});

describe('the seller’s inbox tools', () => {
  it('filters by one recipient address and marks everything read at once', async () => {
    await send({ to: `alice.elsewhere@${domain}`, subject: 'to another address', text: 'hi' });
    const filtered = (
      await get(
        `/api/email?to=${encodeURIComponent(accounts.mina.email.toUpperCase())}`,
        alice.auth,
      )
    ).json().data as EmailList;
    expect(filtered.emails.map((m) => m.id)).toEqual([gameMailId]);
    expect(filtered.total).toBe(1);
    const before = (await get('/api/email/unread-count', alice.auth)).json().data.unread;
    expect(before).toBeGreaterThan(0);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/email/read-all',
      headers: alice.auth,
    });
    expect(res.json()).toEqual({ status: 'success', data: { marked: before, unread: 0 } });
    // Bob's inbox is his own: nothing of his changed.
    const bobs = await ctx.app.inject({
      method: 'PUT',
      url: '/api/email/read-all',
      headers: bob.auth,
    });
    expect(bobs.json().data).toEqual({ marked: 0, unread: 0 });
  });
});

describe('sub-roller history', () => {
  it('a re-created code reads mail received since its creation only', async () => {
    const first = await generate('sub1');
    await send({
      to: `alice.sub1@${domain}`,
      subject: 'for the first holder',
      text: 'code 111111',
    });
    await removeSub('sub1');
    await send({
      to: `alice.sub1@${domain}`,
      subject: 'while nobody held it',
      text: 'code 222222',
    });
    const second = await generate('sub1');
    await send({
      to: `alice.sub1.x@${domain}`,
      subject: 'for the second holder',
      text: 'code 333333',
    });
    const list = (await get('/api/email/sub-roller/access', asSub(second.token))).json()
      .data as EmailList;
    expect(list.emails.map((m) => m.subject)).toEqual(['for the second holder']);
    expect(list.total).toBe(1);
    const seller = (await get('/api/email?q=holder', alice.auth)).json().data as EmailList;
    const earlier = seller.emails.find((m) => m.subject === 'for the first holder')!;
    expect(
      (await get(`/api/email/sub-roller/access/${earlier.id}`, asSub(second.token))).statusCode,
    ).toBe(404);
    expect((await get('/api/email/sub-roller/access', asSub(first.token))).statusCode).toBe(401);
  });

  it('tells an open stream it was revoked, then ends it', async () => {
    const leaving = await generate('leaving');
    const stream = await openStream(
      origin,
      await ticketFor(ctx.app, asSub(leaving.token), 'private-alice-leaving'),
    );
    try {
      expect((await stream.next()).event).toBe('ready');
      await removeSub('leaving');
      expect(await stream.next()).toEqual({ event: 'revoked', data: {} });
      expect(await stream.ended()).toBe(true);
    } finally {
      stream.close();
    }
  });
});

describe("the buyer's live channel", () => {
  const buyerTicket = async (token: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/realtime/buyer-auth', payload: { token } });

  it('streams a buyer the mail of their own accounts only, naming only their address', async () => {
    const ticket = async (token: string) => (await buyerTicket(token)).json().data.ticket as string;
    const mina = await openStream(origin, await ticket(tokens.mina));
    const jun = await openStream(origin, await ticket(tokens.jun));
    try {
      for (const s of [mina, jun]) expect((await s.next()).event).toBe('ready');
      await send({ to: accounts.jun.email, subject: 'jun only', text: 'your code is 551177' });
      await send({
        to: [accounts.mina.email, accounts.jun.email, `alice.helper@${domain}`].join(', '),
        subject: 'both',
        text: 'your code is 661188',
      });
      await send({ to: `alice.helper@${domain}`, subject: 'the helper only', text: 'x' });
      await send({ to: accounts.mina.email, subject: 'mina only', text: 'your code is 771199' });
      const minaHeard = [(await mina.next()).data, (await mina.next()).data] as NewEmailEvent[];
      expect(minaHeard.map((e) => [e.subject, e.to])).toEqual([
        ['both', accounts.mina.email],
        ['mina only', accounts.mina.email],
      ]);
      const junHeard = [(await jun.next()).data, (await jun.next()).data] as NewEmailEvent[];
      expect(junHeard.map((e) => [e.subject, e.to])).toEqual([
        ['jun only', accounts.jun.email],
        ['both', accounts.jun.email],
      ]);
    } finally {
      mina.close();
      jun.close();
    }
  });

  it('gives no ticket for an unknown or expired token, nor a roller channel for a buyer ticket', async () => {
    const forged = await buyerTicket('forged-token');
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('BUYER_ACCESS_INVALID');
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/realtime/buyer-auth', payload: {} }))
        .statusCode,
    ).toBe(400);
    // A buyer ticket hears no roller's events: alice's next mail does not reach it.
    const stream = await openStream(origin, (await buyerTicket(tokens.jun)).json().data.ticket);
    try {
      expect((await stream.next()).event).toBe('ready');
      await send({ to: `alice@${domain}`, subject: 'for alice', text: 'x' });
      await send({ to: accounts.jun.email, subject: 'jun again', text: 'x' });
      expect(((await stream.next()).data as NewEmailEvent).subject).toBe('jun again');
    } finally {
      stream.close();
    }
    time.advance(24 * 3600_000 + 1000);
    expect((await buyerTicket(tokens.jun)).statusCode).toBe(401);
  });
});
