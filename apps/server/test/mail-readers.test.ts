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
beforeAll(async () => {
  shop = await openReadersShop(time.clock);
});
afterAll(() => shop.close());

describe('an HTML-only game mail, for every reader', () => {
  it('lists a readable preview with its code and verification link, for seller, helper and buyer', async () => {
    const seller = ((await shop.get('/api/email', shop.alice.auth)).json().data as EmailList)
      .emails[0]!;
    const sub = (
      (await shop.get('/api/email/sub-roller/access', asSub(shop.helper.token))).json()
        .data as EmailList
    ).emails[0]!;
    const buyer = (await shop.buyerMail(shop.tokens.mina)).accounts[0]!.emails[0]!;
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
    const data = await shop.buyerMail(shop.tokens.mina);
    expect(data.accounts[0]!.login_method).toBe('Email');
    const res = await shop.get(`/api/buyer/emails/${shop.gameMailId}?token=${shop.tokens.mina}`);
    expect(res.statusCode, res.body).toBe(200);
    const mail = res.json().data as EmailDetail;
    expect(mail.html).toContain('Verify email');
    // Only the buyer's own account is named, never the helper's address on the same mail.
    expect(mail.to).toBe(shop.accounts.mina.email);
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
    seller: [`/api/email/${shop.gameMailId}/attachments/0`, shop.alice.auth] as const,
    sub: [
      `/api/email/sub-roller/access/${shop.gameMailId}/attachments/0`,
      asSub(shop.helper.token),
    ] as const,
    buyer: [
      `/api/buyer/emails/${shop.gameMailId}/attachments/0?token=${shop.tokens.mina}`,
      {},
    ] as const,
  });

  it('download for each reader in scope, as an attachment with the stored name and type', async () => {
    for (const [who, [url, headers]] of Object.entries(paths())) {
      const res = await shop.get(url, headers);
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
    const other = await shop.generate('other');
    const outside: [string, string, Record<string, string>][] = [
      ['another roller', `/api/email/${shop.gameMailId}/attachments/0`, shop.bob.auth],
      [
        'another sub-roller',
        `/api/email/sub-roller/access/${shop.gameMailId}/attachments/0`,
        asSub(other.token),
      ],
      [
        'another buyer',
        `/api/buyer/emails/${shop.gameMailId}/attachments/0?token=${shop.tokens.jun}`,
        {},
      ],
      [
        'another buyer, the mail',
        `/api/buyer/emails/${shop.gameMailId}?token=${shop.tokens.jun}`,
        {},
      ],
      ['no such attachment', `/api/email/${shop.gameMailId}/attachments/1`, shop.alice.auth],
      ['no such mail', `/api/email/${shop.gameMailId + 1000}/attachments/0`, shop.alice.auth],
    ];
    for (const [who, url, headers] of outside) {
      const res = await shop.get(url, headers);
      expect(res.statusCode, who).toBe(404);
      expect(res.json().code, who).toMatch(/^(EMAIL|ATTACHMENT)_NOT_FOUND$/);
    }
    await shop.removeSub('other');
  });

  it('refuse a reader without credentials: 401, not 404', async () => {
    for (const [url, headers] of [
      [`/api/email/${shop.gameMailId}/attachments/0`, {}],
      [`/api/email/sub-roller/access/${shop.gameMailId}/attachments/0`, asSub('forged')],
      [`/api/buyer/emails/${shop.gameMailId}/attachments/0?token=forged`, {}],
      // The raw source is the seller's alone: a helper's token is no bearer.
      [`/api/email/${shop.gameMailId}/raw`, asSub(shop.helper.token)],
    ] as const) {
      expect((await shop.get(url, headers)).statusCode, url).toBe(401);
    }
  });

  it('give the seller the raw source of their own mail only', async () => {
    const res = await shop.get(`/api/email/${shop.gameMailId}/raw`, shop.alice.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('message/rfc822');
    expect(res.headers['content-disposition']).toContain(`mail-${shop.gameMailId}.eml`);
    expect(res.body).toContain('Subject: ');
    expect(res.body).toContain('Content-Type: application/pdf');
    expect((await shop.get(`/api/email/${shop.gameMailId}/raw`, shop.bob.auth)).statusCode).toBe(
      404,
    );
  });
});

describe('the seller’s inbox tools', () => {
  it('filters by one recipient address and marks everything read at once', async () => {
    await shop.send({
      to: `alice.elsewhere@${shop.domain}`,
      subject: 'to another address',
      text: 'hi',
    });
    const filtered = (
      await shop.get(
        `/api/email?to=${encodeURIComponent(shop.accounts.mina.email.toUpperCase())}`,
        shop.alice.auth,
      )
    ).json().data as EmailList;
    expect(filtered.emails.map((m) => m.id)).toEqual([shop.gameMailId]);
    expect(filtered.total).toBe(1);
    const before = (await shop.get('/api/email/unread-count', shop.alice.auth)).json().data.unread;
    expect(before).toBeGreaterThan(0);
    const res = await shop.ctx.app.inject({
      method: 'PUT',
      url: '/api/email/read-all',
      headers: shop.alice.auth,
    });
    expect(res.json()).toEqual({ status: 'success', data: { marked: before, unread: 0 } });
    // Bob's inbox is his own: nothing of his changed.
    const bobs = await shop.ctx.app.inject({
      method: 'PUT',
      url: '/api/email/read-all',
      headers: shop.bob.auth,
    });
    expect(bobs.json().data).toEqual({ marked: 0, unread: 0 });
  });
});

describe('sub-roller history', () => {
  it('a re-created code reads mail received since its creation only', async () => {
    const first = await shop.generate('sub1');
    await shop.send({
      to: `alice.sub1@${shop.domain}`,
      subject: 'for the first holder',
      text: 'code 111111',
    });
    await shop.removeSub('sub1');
    await shop.send({
      to: `alice.sub1@${shop.domain}`,
      subject: 'while nobody held it',
      text: 'code 222222',
    });
    // The shop's clock stands still here, and stamps both the mail and the new code with it.
    time.advance(1000);
    const second = await shop.generate('sub1');
    await shop.send({
      to: `alice.sub1.x@${shop.domain}`,
      subject: 'for the second holder',
      text: 'code 333333',
    });
    const list = (await shop.get('/api/email/sub-roller/access', asSub(second.token))).json()
      .data as EmailList;
    expect(list.emails.map((m) => m.subject)).toEqual(['for the second holder']);
    expect(list.total).toBe(1);
    const seller = (await shop.get('/api/email?q=holder', shop.alice.auth)).json()
      .data as EmailList;
    const earlier = seller.emails.find((m) => m.subject === 'for the first holder')!;
    expect(
      (await shop.get(`/api/email/sub-roller/access/${earlier.id}`, asSub(second.token)))
        .statusCode,
    ).toBe(404);
    expect((await shop.get('/api/email/sub-roller/access', asSub(first.token))).statusCode).toBe(
      401,
    );
  });

  it('tells an open stream it was revoked, then ends it', async () => {
    const leaving = await shop.generate('leaving');
    const stream = await openStream(
      shop.origin,
      await ticketFor(shop.ctx.app, asSub(leaving.token), 'private-alice-leaving'),
    );
    try {
      expect((await stream.next()).event).toBe('ready');
      await shop.removeSub('leaving');
      expect(await stream.next()).toEqual({ event: 'revoked', data: {} });
      expect(await stream.ended()).toBe(true);
    } finally {
      stream.close();
    }
  });
});

describe("the buyer's live channel", () => {
  const buyerTicket = async (token: string) =>
    shop.ctx.app.inject({ method: 'POST', url: '/api/realtime/buyer-auth', payload: { token } });

  it('streams a buyer the mail of their own accounts only, naming only their address', async () => {
    const ticket = async (token: string) => (await buyerTicket(token)).json().data.ticket as string;
    const mina = await openStream(shop.origin, await ticket(shop.tokens.mina));
    const jun = await openStream(shop.origin, await ticket(shop.tokens.jun));
    try {
      for (const s of [mina, jun]) expect((await s.next()).event).toBe('ready');
      await shop.send({
        to: shop.accounts.jun.email,
        subject: 'jun only',
        text: 'your code is 551177',
      });
      await shop.send({
        to: [shop.accounts.mina.email, shop.accounts.jun.email, `alice.helper@${shop.domain}`].join(
          ', ',
        ),
        subject: 'both',
        text: 'your code is 661188',
      });
      await shop.send({ to: `alice.helper@${shop.domain}`, subject: 'the helper only', text: 'x' });
      await shop.send({
        to: shop.accounts.mina.email,
        subject: 'mina only',
        text: 'your code is 771199',
      });
      const minaHeard = [(await mina.next()).data, (await mina.next()).data] as NewEmailEvent[];
      expect(minaHeard.map((e) => [e.subject, e.to])).toEqual([
        ['both', shop.accounts.mina.email],
        ['mina only', shop.accounts.mina.email],
      ]);
      const junHeard = [(await jun.next()).data, (await jun.next()).data] as NewEmailEvent[];
      expect(junHeard.map((e) => [e.subject, e.to])).toEqual([
        ['jun only', shop.accounts.jun.email],
        ['both', shop.accounts.jun.email],
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
      (await shop.ctx.app.inject({ method: 'POST', url: '/api/realtime/buyer-auth', payload: {} }))
        .statusCode,
    ).toBe(400);
    // A buyer ticket hears no roller's events: alice's next mail does not reach it.
    const stream = await openStream(
      shop.origin,
      (await buyerTicket(shop.tokens.jun)).json().data.ticket,
    );
    try {
      expect((await stream.next()).event).toBe('ready');
      await shop.send({ to: `alice@${shop.domain}`, subject: 'for alice', text: 'x' });
      await shop.send({ to: shop.accounts.jun.email, subject: 'jun again', text: 'x' });
      expect(((await stream.next()).data as NewEmailEvent).subject).toBe('jun again');
    } finally {
      stream.close();
    }
    time.advance(24 * 3600_000 + 1000);
    expect((await buyerTicket(shop.tokens.jun)).statusCode).toBe(401);
  });
});
