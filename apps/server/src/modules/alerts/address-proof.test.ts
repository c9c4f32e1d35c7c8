import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Subscription, SubscriptionCreated } from '@shop/contract';
import { createTestContext, signedInRoller, type TestContext } from '../../../test/helpers.ts';
import { CONFIRM_SUBJECT, MANAGE_SUBJECT } from './address-mail.ts';
import {
  addressLinkToken,
  addressMails,
  alertMails,
  importAlertGame,
  listTerms,
  nextAddress,
  openAddressLink,
  subscribe,
  tokenHeader,
  unsubscribeTokens,
} from './alerts-fixture.ts';

/**
 * Alert addresses are proven (DESIGN §5, decision 0040): typing an e-mail shows, changes and
 * mails nothing of it; a management token (the creating browser's, or the one a mailed link
 * gives) does, and the unsubscribe links of alert mails work without one.
 */

let ctx: TestContext;
let seller: Awaited<ReturnType<typeof signedInRoller>>;
let gameId: number;

const BASE = '/api/buyer-notifications';
const match = () => ctx.services.alerts.matchQueued();
const listBoth = async (email: string, token?: string) => {
  const answers = await Promise.all(
    [`subscriptions?email=${email}`, `email-subscriptions?email=${email}`].map((url) =>
      ctx.app.inject({ url: `${BASE}/${url}`, headers: tokenHeader(token) }),
    ),
  );
  for (const res of answers) expect(res.statusCode, res.body).toBe(200);
  return answers.map((res) => (res.json().data as Subscription[]).map((s) => s.id));
};
const rowsOf = (email: string) =>
  ctx.db
    .selectFrom('alert_subscriptions')
    .select(['id', 'is_active', 'max_price', 'confirmed_at'])
    .where('email', '=', email)
    .orderBy('id')
    .execute();
const alertsTo = async (email: string) =>
  (await alertMails(ctx)).filter((m) => m.to_address === email);

/** A subscription of `email` created by a browser, and the token that browser was given. */
async function created(email: string, extra: object = {}) {
  const res = await subscribe(ctx, { email, game_id: gameId, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as SubscriptionCreated;
}

beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_URL: 'https://shop.example' });
  seller = await signedInRoller(ctx, 'proofseller');
  gameId = await importAlertGame(ctx, 'proof');
});
afterAll(async () => ctx.close());

describe('alert addresses are proven', () => {
  it('shows a browser that typed the e-mail an empty list, and its PUT and DELETE answer 404 and change nothing', async () => {
    const victim = 'victim@example.org';
    const mine = await created(victim, { max_price: 80 });
    const before = await rowsOf(victim);

    // Another browser knows only the address: neither list shows it anything.
    expect(await listBoth('victim%40example.org')).toEqual([[], []]);
    // A token of another address proves nothing about this one.
    const other = await created('someone@example.org');
    expect(await listBoth('victim%40example.org', other.manage_token)).toEqual([[], []]);

    const put = await ctx.app.inject({
      method: 'PUT',
      url: `${BASE}/subscriptions/${mine.id}`,
      payload: { email: victim, is_active: false, max_price: 1 },
    });
    expect(put.statusCode).toBe(404);
    expect(put.json().code).toBe('SUBSCRIPTION_NOT_FOUND');
    for (const token of [undefined, other.manage_token]) {
      const del = await ctx.app.inject({
        method: 'DELETE',
        url: `${BASE}/subscriptions/${mine.id}?email=victim%40example.org`,
        headers: tokenHeader(token),
      });
      expect(del.statusCode).toBe(404);
      expect(del.json().code).toBe('SUBSCRIPTION_NOT_FOUND');
    }
    expect(await rowsOf(victim)).toEqual(before);

    // The browser that created it sees it through its token.
    expect(await listBoth('victim%40example.org', mine.manage_token)).toEqual([
      [mine.id],
      [mine.id],
    ]);
  });

  it('answers unsubscribe-all from an unproven browser by mailing the address a link, changing nothing', async () => {
    const unsubscribeAll = (email: string, token?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `${BASE}/unsubscribe-all`,
        payload: { email },
        headers: tokenHeader(token),
        remoteAddress: nextAddress(),
      });
    const email = 'unproven-all@example.org';
    const mine = await created(email);
    // Confirmed by its owner in another browser: the two below have not proven it.
    await openAddressLink(ctx, await addressLinkToken(ctx, email));
    const before = await rowsOf(email);
    for (const token of [undefined, mine.manage_token]) {
      const res = await unsubscribeAll(email, token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({
        message: `We sent a link to ${email} to manage its alerts.`,
        count: 0,
        link_sent: true,
      });
    }
    expect(await rowsOf(email)).toEqual(before);
    expect((await addressMails(ctx, email)).map((m) => m.subject)).toEqual([
      CONFIRM_SUBJECT,
      MANAGE_SUBJECT,
      MANAGE_SUBJECT,
    ]);

    // An address never confirmed gets nothing but its one open confirmation link; one with no
    // alerts is mailed nothing. Both are told the same.
    const fresh = 'unconfirmed-all@example.org';
    await created(fresh);
    for (const address of [fresh, 'nobody@example.org'])
      expect((await unsubscribeAll(address)).json().data.message).toBe(
        `We sent a link to ${address} to manage its alerts.`,
      );
    expect((await addressMails(ctx, fresh)).map((m) => m.subject)).toEqual([CONFIRM_SUBJECT]);
    expect(await addressMails(ctx, 'nobody@example.org')).toEqual([]);
  });

  it('limits the links one client address may have mailed, like every mail-sending call', async () => {
    const email = 'limited@example.org';
    await created(email);
    await openAddressLink(ctx, await addressLinkToken(ctx, email));
    const address = '192.0.2.77';
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push(
        (
          await ctx.app.inject({
            method: 'POST',
            url: `${BASE}/manage-link`,
            payload: { email },
            remoteAddress: address,
          })
        ).statusCode,
      );
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(codes[10]).toBe(429);
    // The address itself is mailed three links an hour at most, its confirmation among them,
    // whoever asks.
    expect((await addressMails(ctx, email)).map((m) => m.subject)).toEqual([
      CONFIRM_SUBJECT,
      MANAGE_SUBJECT,
      MANAGE_SUBJECT,
    ]);
  });

  it('mails a new address one confirmation and no alert until it is confirmed, then alerts it', async () => {
    const email = 'newcomer@example.org';
    const first = await created(email, { max_price: 500 });
    expect(first).toMatchObject({ address_proven: false, link_sent: true });
    expect(first.manage_token).toMatch(/^[\w-]{43}$/);
    // A second subscription, from the same browser and from another, mails nothing more.
    const second = await subscribe(
      ctx,
      { email, game_id: gameId, max_price: 400 },
      nextAddress(),
      first.manage_token,
    );
    expect(second.json().data).toMatchObject({ address_proven: false, link_sent: false });
    expect(second.json().data.manage_token).toBeUndefined();
    await created(email, { max_price: 300 });
    const mails = await addressMails(ctx, email);
    expect(mails.map((m) => m.subject)).toEqual([CONFIRM_SUBJECT]);
    expect(mails[0]!.text_body).toContain('https://shop.example/notifications?confirm=');

    await listTerms(ctx, seller, gameId, { price: 100 });
    await match();
    expect(await alertsTo(email)).toEqual([]);

    const opened = await openAddressLink(ctx, await addressLinkToken(ctx, email));
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().data).toEqual({
      email,
      manage_token: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect((await rowsOf(email)).every((r) => r.confirmed_at !== null)).toBe(true);

    await listTerms(ctx, seller, gameId, { price: 120 });
    await match();
    // One alert per subscription for the account listed after the confirmation only.
    expect((await alertsTo(email)).map((m) => m.subject)).toEqual(
      Array(3).fill('New Starfall account for $120.00 matches your alert'),
    );
  });

  it('opens a mailed link once; a used, unknown or malformed one is refused', async () => {
    const email = 'once-link@example.org';
    await created(email);
    const token = await addressLinkToken(ctx, email);
    expect((await openAddressLink(ctx, token)).statusCode).toBe(200);
    const again = await openAddressLink(ctx, token);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('ALERT_LINK_INVALID');
    expect((await openAddressLink(ctx, 'x'.repeat(43))).statusCode).toBe(404);
    const malformed = await openAddressLink(ctx, 'short');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().field).toBe('token');
  });

  it('gives the browser that opens a link a token that lists, changes and deletes every subscription of the address', async () => {
    const email = 'manager@example.org';
    const a = await created(email, { max_price: 10 });
    const b = await created(email, { max_price: 20 });
    // Each creating browser sees what it created, not the other's.
    expect(await listBoth(email, a.manage_token)).toEqual([[a.id], [a.id]]);
    expect(await listBoth(email, b.manage_token)).toEqual([[b.id], [b.id]]);

    const { manage_token } = (await openAddressLink(ctx, await addressLinkToken(ctx, email))).json()
      .data as { manage_token: string };
    expect(await listBoth(email, manage_token)).toEqual([
      [b.id, a.id],
      [b.id, a.id],
    ]);
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `${BASE}/subscriptions/${a.id}`,
      payload: { email, max_price: 15 },
      headers: tokenHeader(manage_token),
    });
    expect(put.json().data.max_price).toBe(15);
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `${BASE}/subscriptions/${b.id}?email=${email}`,
      headers: tokenHeader(manage_token),
    });
    expect(del.statusCode, del.body).toBe(200);
    expect(await listBoth(email, manage_token)).toEqual([[a.id], [a.id]]);

    // A subscription this browser creates now is confirmed at once, and no link is mailed.
    const mailed = (await addressMails(ctx, email)).length;
    const c = await subscribe(ctx, { email, game_id: gameId }, nextAddress(), manage_token);
    expect(c.json().data).toMatchObject({ address_proven: true, link_sent: false });
    expect((await addressMails(ctx, email)).length).toBe(mailed);

    const all = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/unsubscribe-all`,
      payload: { email },
      headers: tokenHeader(manage_token),
      remoteAddress: nextAddress(),
    });
    expect(all.json().data).toEqual({
      message: 'Successfully unsubscribed from all email notifications.',
      count: 2,
    });
  });

  it('keeps the unsubscribe links of alert mails working without a management token', async () => {
    const email = 'links-proof@example.org';
    const game = await importAlertGame(ctx, 'prooflinks');
    for (const max_price of [100, 200])
      await subscribe(ctx, { email, game_id: game, max_price }, nextAddress());
    await openAddressLink(ctx, await addressLinkToken(ctx, email));
    await listTerms(ctx, seller, game, { price: 50 });
    await match();
    const [first, second] = (await alertsTo(email)).map((m) => unsubscribeTokens(m.text_body));
    const head = await ctx.app.inject({
      method: 'HEAD',
      url: `${BASE}/unsubscribe-single?token=${first!.one}`,
    });
    expect(head.statusCode).toBe(200);
    const one = await ctx.app.inject({
      method: 'POST',
      url: `${BASE}/unsubscribe-single?token=${first!.one}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(one.json().data.count).toBe(1);
    const all = await ctx.app.inject({ url: `${BASE}/unsubscribe?token=${second!.all}` });
    expect(all.json().data.count).toBe(1);
    expect((await rowsOf(email)).map((r) => r.is_active)).toEqual([false, false]);
  });
});
