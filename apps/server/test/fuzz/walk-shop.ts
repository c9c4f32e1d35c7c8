import { sql } from 'kysely';
import { multipartFile } from '../../src/modules/media/media-fixture.ts';
import { listTerms } from '../../src/modules/alerts/alerts-fixture.ts';
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

  const subscription = json<{ id: number }>(
    await ctx.app.inject({
      method: 'POST',
      url: '/api/buyer-notifications/subscriptions',
      payload: { email: buyer.email, game_id: gameId },
      remoteAddress: '10.44.0.1',
    }),
    201,
  ).id;
  const device = json<{ id: number }>(
    await ctx.app.inject({
      method: 'POST',
      url: '/api/roller/push-devices',
      headers: auth,
      payload: { push_subscription: pushSubscription('walk-phone'), label: 'walk phone' },
    }),
    201,
  ).id;

  const known: Known = { ...shop.known, id: [...shop.known.id!, mail], n: [0], name: [media] };
  const owner = { email: [buyer.email] };
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
      known: { id: [subscription] },
    },
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
  };
  return { known, overrides };
}
