import { sql } from 'kysely';
import { multipartFile } from '../../src/modules/media/media-fixture.ts';
import { addressLinkToken, listTerms } from '../../src/modules/alerts/alerts-fixture.ts';
import { accountBody } from '../access-fixture.ts';
import { buyer, placeOrder } from '../orders-fixture.ts';
import type { Known } from './arbitraries.ts';
import type { fuzzShop } from './fixture.ts';

/** A request's own values where the shared ones cannot succeed: a body, or `known` values. */
export interface Override {
  body?: unknown;
  known?: Known;
}

const CRLF = '\r\n';

/** A mail with a text part and a small attachment, so every reader has a file to download. */
function mailWithAttachment(to: string[]): Buffer {
  return Buffer.from(
    [
      'From: games@elsewhere.test',
      `To: ${to.join(', ')}`,
      'Subject: Your verification code',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="b1"',
      '',
      '--b1',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Your code is 482913',
      '--b1',
      'Content-Type: text/plain; name="note.txt"',
      'Content-Disposition: attachment; filename="note.txt"',
      '',
      'an attached note',
      '--b1--',
      '',
    ].join(CRLF),
  );
}

/** A browser push subscription at a public address literal (no lookup, never reached). */
const pushSubscription = (name: string) => ({
  endpoint: `https://93.184.216.34/push/${name}`,
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
});

/**
 * What the conformance walk needs beyond the fuzzing shop so that each operation's example
 * succeeds at least once, and its success answer is held to its schema: a received mail with
 * an attachment (the roller's, the buyer's and the sub-roller's readers), an uploaded picture,
 * pending orders to confirm and cancel, an account to delete, an alert subscription and a seller's push device; and,
 * by operation, the bodies and values the shared examples cannot guess.
 */
export async function walkShop(shop: Awaited<ReturnType<typeof fuzzShop>>) {
  const { ctx, seller, gameId } = shop;
  const auth = seller.auth;
  const json = <T>(res: { statusCode: number; body: string }, want: number): T => {
    if (res.statusCode !== want) throw new Error(`walk fixture: ${res.statusCode} ${res.body}`);
    return (JSON.parse(res.body) as { data: T }).data;
  };

  const { rows } = await sql<{ login_email: string }>`
    select login_email from accounts where id = ${shop.sold}`.execute(ctx.db);
  await ctx.services.mail.ingest(
    mailWithAttachment([rows[0]!.login_email]),
    'games@elsewhere.test',
    [rows[0]!.login_email, `${seller.code}.fuzzsub.x@shop.test`],
  );
  const { rows: mails } = await sql<{ id: number }>`
    select max(id)::int as id from mail_messages`.execute(ctx.db);
  const mail = mails[0]!.id;

  const upload = multipartFile(shop.png);
  const uploaded = json<{ link: string }>(
    await ctx.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...auth, ...upload.headers },
      payload: upload.payload,
    }),
    201,
  );
  const media = uploaded.link.split('/').pop()!;

  const toConfirm = await placeOrder(ctx, await listTerms(ctx, seller, gameId, { price: 43 }));
  const toCancel = await placeOrder(ctx, await listTerms(ctx, seller, gameId, { price: 44 }));
  const toDelete = await listTerms(ctx, seller, gameId, { price: 45 });

  // The creating browser's management token opens its subscription (decision 0040); the new
  // address's confirmation link is what the confirm call opens.
  const { id: subscription, manage_token: alertToken } = json<{
    id: number;
    manage_token: string;
  }>(
    await ctx.app.inject({
      method: 'POST',
      url: '/api/buyer-notifications/subscriptions',
      payload: { email: buyer.email, game_id: gameId },
      remoteAddress: '10.44.0.1',
    }),
    201,
  );
  const alertLink = await addressLinkToken(ctx, buyer.email);
  const device = json<{ id: number }>(
    await ctx.app.inject({
      method: 'POST',
      url: '/api/roller/push-devices',
      headers: auth,
      payload: { push_subscription: pushSubscription('walk-phone'), label: 'walk phone' },
    }),
    201,
  ).id;

  const trust = await trustRows(shop);
  const known: Known = { ...shop.known, id: [...shop.known.id!, mail], n: [0], name: [media] };
  const owner = { email: [buyer.email], 'x-alerts-token': [alertToken] };
  const overrides: Record<string, Override> = {
    'POST /api/roller/login': { body: { code: seller.code, password: seller.password } },
    'POST /api/games/{gameId}/accounts': { body: accountBody('Walk-secret-1', 'walknew') },
    'PUT /api/games/{gameId}/accounts/{accountId}': {
      body: accountBody('Walk-secret-2', 'walkchanged'),
    },
    'DELETE /api/games/{gameId}/accounts/{accountId}': { known: { accountId: [toDelete] } },
    'POST /api/roller/transactions/{id}/confirm': { known: { id: [toConfirm.id] } },
    'POST /api/roller/transactions/{id}/cancel': { known: { id: [toCancel.id] } },
    'POST /api/buyer-notifications/subscriptions': {
      body: { email: 'walker@example.com', game_id: gameId },
    },
    'GET /api/buyer-notifications/subscriptions': { known: owner },
    'PUT /api/buyer-notifications/subscriptions/{id}': {
      body: { email: buyer.email, is_active: false },
      known: { 'x-alerts-token': [alertToken], id: [subscription] },
    },
    'POST /api/buyer-notifications/confirm': { body: { token: alertLink } },
    'DELETE /api/buyer-notifications/subscriptions/{id}': {
      known: { ...owner, id: [subscription] },
    },
    'POST /api/buyer-notifications/fcm-tokens': {
      body: { push_subscription: pushSubscription('walk-browser') },
    },
    'POST /api/roller/push-devices': {
      body: { push_subscription: pushSubscription('walk-tablet'), label: 'walk tablet' },
    },
    'DELETE /api/roller/push-devices/{id}': { known: { id: [device] } },
    ...trust,
  };
  return { known, overrides };
}

/**
 * The owner's and the disputes' operations: the fuzzing seller is the shop's owner, with another
 * seller to manage, and three sales under warranty: one to dispute, one disputed to resolve, and
 * one disputed and answered (so its buyer may hand it to the owner).
 */
async function trustRows(shop: Awaited<ReturnType<typeof fuzzShop>>) {
  const { ctx, seller, gameId, tokens } = shop;
  await ctx.db
    .updateTable('rollers')
    .set({ is_owner: true })
    .where('code', '=', seller.code)
    .execute();
  const managed = await ctx.app.inject({
    method: 'POST',
    url: '/api/owner/sellers',
    headers: seller.auth,
    payload: { code: 'walkseller', name: 'Walk seller' },
  });
  if (managed.statusCode !== 201) throw new Error(`walk fixture: ${managed.body}`);
  const sellerId = (managed.json() as { data: { seller: { id: number } } }).data.seller.id;

  const delivered = async (price: number) => {
    const order = await placeOrder(ctx, await listTerms(ctx, seller, gameId, { price }));
    await ctx.app.inject({
      method: 'POST',
      url: `/api/roller/transactions/${order.id}/confirm`,
      headers: seller.auth,
    });
    await ctx.db
      .updateTable('transactions')
      .set({ warranty_days: 7 })
      .where('id', '=', order.id)
      .execute();
    return order.id;
  };
  const open = async (transactionId: number) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/buyer/disputes?token=${tokens.buyer}`,
      payload: {
        transaction_id: transactionId,
        reason: 'other',
        message: 'walk',
        evidence_email_ids: [],
      },
    });
    if (res.statusCode !== 201) throw new Error(`walk fixture: ${res.body}`);
    return (res.json() as { data: { id: number } }).data.id;
  };
  const toDispute = await delivered(46);
  // Opened first, so the id every fuzzed path tries (1) is the one a resolution may close.
  const toResolve = await open(await delivered(47));
  const answered = await open(await delivered(48));
  await ctx.app.inject({
    method: 'POST',
    url: `/api/roller/disputes/${answered}/messages`,
    headers: seller.auth,
    payload: { message: 'answered for the walk' },
  });
  const onAnswered = { known: { id: [answered] } };
  const onSeller = { known: { id: [sellerId] } };
  return {
    'POST /api/owner/sellers': { body: { code: 'walkadded', name: 'Walk added' } },
    'POST /api/owner/sellers/{id}/disable': onSeller,
    'POST /api/owner/sellers/{id}/enable': onSeller,
    'POST /api/owner/sellers/{id}/password': onSeller,
    'POST /api/buyer/disputes': {
      body: { transaction_id: toDispute, reason: 'other', message: 'walk', evidence_email_ids: [] },
    },
    'POST /api/buyer/disputes/{id}/messages': onAnswered,
    'POST /api/buyer/disputes/{id}/escalate': onAnswered,
    'GET /api/roller/disputes/{id}': onAnswered,
    'POST /api/roller/disputes/{id}/messages': onAnswered,
    'POST /api/owner/disputes/{id}/resolve': {
      known: { id: [toResolve] },
      body: { resolution: 'replacement', note: 'walked' },
    },
  } satisfies Record<string, Override>;
}
