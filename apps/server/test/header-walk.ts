import {
  addressLinkToken,
  alertMails,
  provenToken,
  subscribeConfirmed,
  tokenHeader,
  unsubscribeTokens,
} from '../src/modules/alerts/alerts-fixture.ts';
import { multipartFile } from '../src/modules/media/media-fixture.ts';
import { accountBody, login, SECRETS, type AccessShop } from './access-fixture.ts';
import { requestFor, type Op } from './access-walk.ts';
import type { Known } from './fuzz/arbitraries.ts';
import { exampleRequest, type OpenApiDoc } from './fuzz/requests.ts';
import { signedInRoller, type TestContext } from './helpers.ts';
import { listAccount, loginEmailOf, placeOrder } from './orders-fixture.ts';
import type { startPaypalStandIn } from './paypal-standin.ts';
import { confirmationToken } from '../src/modules/seller-settings/settings-fixture.ts';

/**
 * What the security-header walk sends past the access shop, so that most documented operations
 * reach their handler and answer as to their user: each request is the `exampleRequest` of the
 * operation's own schemas, fed the real ids, tokens and names seeded here. An operation whose
 * success needs more than a valid request (a pending order, an unspent unsubscribe link, a
 * PayPal order) gets one of its own, as one call may use up what another would need.
 */

/** Operations that need more than their schemas say; `payload` replaces the JSON example. */
interface Extra {
  known?: Known;
  headers?: Record<string, string>;
  payload?: string | Buffer;
}

const tokenOf = (invoiceUrl: string) => new URL(invoiceUrl).searchParams.get('token')!;

/** A message as a forwarder posts it to /api/inbound. */
const inbound = (to: string) => ({
  headers: { 'content-type': 'message/rfc822', 'x-envelope-to': to },
  payload: `From: a@example.com\r\nTo: ${to}\r\nSubject: walked\r\n\r\nhello`,
});

export async function seedHeaderWalk(
  ctx: TestContext,
  shop: AccessShop,
  doc: OpenApiDoc,
  deps: {
    png: Buffer;
    imageHost: string;
    paypal: Awaited<ReturnType<typeof startPaypalStandIn>>;
    /** Where the seller's channel tests may send: stand-ins on an allowed address. */
    receivers: { discord: string; webhook: string };
  },
) {
  // An alert every account listed below matches: each listing queues a mail whose unsubscribe
  // links the walk follows, two mails as GET and POST each spend their link.
  const watcher = 'watcher@example.com';
  const subscription = (
    await subscribeConfirmed(ctx, { email: watcher, game_id: shop.gameId })
  ).json().data.id as number;
  // The browser that proved the watcher's address changes its alert; a second link, unspent,
  // is opened by the walk's confirm.
  const watcherBrowser = tokenHeader(provenToken(ctx, watcher));
  await ctx.app.inject({
    method: 'POST',
    url: '/api/buyer-notifications/manage-link',
    payload: { email: watcher },
    remoteAddress: '10.77.0.1',
  });
  const addressLink = await addressLinkToken(ctx, watcher);
  const list = () => listAccount(ctx, shop.a, shop.gameId);
  const forSale = await list();
  const editable = await list();
  const toConfirm = await placeOrder(ctx, await list());
  const toCancel = await placeOrder(ctx, await list());
  const toPay = await placeOrder(ctx, await list());
  // The buyer's disputes: A's answer to the one the access shop opened lets its buyer hand it
  // to the owner; a second sale under warranty is there to open one on.
  await ctx.app.inject({
    method: 'POST',
    url: `/api/roller/disputes/${shop.ids.dispute}/messages`,
    headers: shop.a.auth,
    payload: { message: 'answered before the walk' },
  });
  const toDispute = await placeOrder(ctx, await list());
  await ctx.app.inject({
    method: 'POST',
    url: `/api/roller/transactions/${toDispute.id}/confirm`,
    headers: shop.a.auth,
  });
  await ctx.db
    .updateTable('transactions')
    .set({ warranty_days: 7 })
    .where('id', '=', toDispute.id)
    .execute();
  await ctx.services.alerts.matchQueued();
  const [first, second] = (await alertMails(ctx)).map((m) => unsubscribeTokens(m.text_body));

  const image = multipartFile(deps.png);
  const upload = await ctx.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { ...shop.a.auth, ...image.headers },
    payload: image.payload,
  });
  if (upload.statusCode !== 201) throw new Error(`upload failed: ${upload.body}`);
  const media = upload.json().data.link as string;

  // Mail to A's sub-roller's own address, the only mail a sub-roller may open.
  const toSub = inbound('matrixa.asub@shop.test');
  const subMail = await ctx.app.inject({
    method: 'POST',
    url: '/api/inbound',
    headers: { ...toSub.headers, authorization: `Bearer ${SECRETS.INBOUND_SECRET}` },
    payload: toSub.payload,
  });
  if (subMail.statusCode !== 200) throw new Error(`inbound mail failed: ${subMail.body}`);
  // Mail with a file, after the purchase, to A's sold account and A's sub-roller: what the
  // buyer's and the sub-roller's readers open and download.
  const soldAddress = await loginEmailOf(ctx, shop.ids.account);
  const withFile = await ctx.app.inject({
    method: 'POST',
    url: '/api/inbound',
    headers: {
      'content-type': 'message/rfc822',
      'x-envelope-to': `${soldAddress},matrixa.asub@shop.test`,
      authorization: `Bearer ${SECRETS.INBOUND_SECRET}`,
    },
    payload: [
      'From: a@example.com',
      'Subject: walked with a file',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="b"',
      '',
      '--b',
      'Content-Type: text/plain',
      '',
      'hello',
      '--b',
      'Content-Type: text/plain; name="walk.txt"',
      'Content-Disposition: attachment; filename="walk.txt"',
      '',
      'file',
      '--b--',
      '',
    ].join('\r\n'),
  });
  if (withFile.statusCode !== 200) throw new Error(`inbound mail failed: ${withFile.body}`);
  const fileMail = { id: [withFile.json().data.id], n: [0] };
  const buyerToken = { token: [shop.tokens.buyer] };

  // Changing a password ends the roller's other sessions: a roller of its own, not A.
  const passwordChanger = await signedInRoller(ctx, 'pwchanger');
  // A link to confirm, asked for by a roller of its own: A's own change of address in the walk
  // would replace it before the walk opens it.
  const emailChanger = await signedInRoller(ctx, 'mailchanger');
  await ctx.app.inject({
    method: 'PUT',
    url: '/api/roller/email',
    headers: emailChanger.auth,
    payload: { email: 'mailchanger@mail.example' },
  });
  const confirmToken = await confirmationToken(ctx, 'mailchanger@mail.example');
  // The webhook test signs its message: A has a secret before the walk tries it.
  await ctx.app.inject({
    method: 'POST',
    url: '/api/roller/settings/webhook-secret',
    headers: shop.a.auth,
  });
  const webhookEvent = { event_type: 'CHECKOUT.ORDER.APPROVED' };
  const paying = { id: [toPay.id], token: [tokenOf(toPay.invoice_url)] };

  const everywhere: Known = {
    gameId: [shop.gameId],
    game_id: [shop.gameId],
    accountId: [editable],
    account_id: [forSale],
    email: [watcher],
    endpoint: [`${deps.imageHost}/push`],
  };
  const extras: Record<string, Extra> = {
    'POST /api/roller/login': { known: { code: ['matrixa'], password: [shop.a.password] } },
    'POST /api/roller/change-password': {
      known: { current_password: [passwordChanger.password], new_password: ['Another-horse-2'] },
    },
    // Login e-mails are unique among a roller's accounts: names of their own.
    'POST /api/games/{gameId}/accounts': {
      payload: JSON.stringify(accountBody('listed-by-the-walk', 'walked')),
    },
    'PUT /api/games/{gameId}/accounts/{accountId}': {
      payload: JSON.stringify(accountBody('changed-by-the-walk', 'edited')),
    },
    'POST /api/roller/transactions/{id}/confirm': { known: { id: [toConfirm.id] } },
    'POST /api/roller/transactions/{id}/cancel': { known: { id: [toCancel.id] } },
    'GET /api/transaction/{id}': { known: paying },
    'POST /api/transaction/{id}/paypal/order': { known: paying },
    'GET /api/transaction/{id}/paypal/return': {
      known: { id: paying.id, access: paying.token, cancelled: ['1'] },
    },
    'POST /api/payments/paypal/webhook': {
      headers: deps.paypal.webhookHeaders(webhookEvent),
      payload: JSON.stringify(webhookEvent),
    },
    'PUT /api/buyer-notifications/subscriptions/{id}': {
      known: { id: [subscription] },
      headers: watcherBrowser,
    },
    'DELETE /api/buyer-notifications/subscriptions/{id}': {
      known: { id: [subscription] },
      headers: watcherBrowser,
    },
    'POST /api/buyer-notifications/confirm': { payload: JSON.stringify({ token: addressLink }) },
    'GET /api/buyer-notifications/unsubscribe': { known: { token: [first!.all] } },
    'GET /api/buyer-notifications/unsubscribe-single': { known: { token: [first!.one] } },
    'POST /api/buyer-notifications/unsubscribe': { known: { token: [second!.all] } },
    'POST /api/buyer-notifications/unsubscribe-single': { known: { token: [second!.one] } },
    'GET /api/buyer/emails': { known: { token: [shop.tokens.buyer] } },
    'GET /api/buyer/accounts/{transaction_id}/credentials': {
      known: { ...buyerToken, transaction_id: [shop.ids.transaction] },
    },
    'GET /api/buyer/disputes': { known: buyerToken },
    'POST /api/buyer/disputes': {
      known: buyerToken,
      payload: JSON.stringify({
        transaction_id: toDispute.id,
        reason: 'other',
        message: 'opened by the walk',
        evidence_email_ids: [],
      }),
    },
    'POST /api/buyer/disputes/{id}/messages': { known: buyerToken },
    'POST /api/buyer/disputes/{id}/escalate': { known: buyerToken },
    'GET /api/media/{name}': { known: { name: [media.split('/').at(-1)!] } },
    'GET /api/image/cache': { known: { url: [`${deps.imageHost}/cat.png`] } },
    'POST /api/upload': image,
    'POST /api/inbound': inbound('matrixa@shop.test'),
    'GET /api/email/sub-roller/access/{id}': { known: { id: [subMail.json().data.id] } },
    'GET /api/email/sub-roller/access/{id}/attachments/{n}': { known: fileMail },
    'GET /api/buyer/emails/{id}': { known: { ...fileMail, ...buyerToken } },
    'GET /api/buyer/emails/{id}/attachments/{n}': { known: { ...fileMail, ...buyerToken } },
    'POST /api/realtime/buyer-auth': { payload: JSON.stringify({ token: shop.tokens.buyer }) },
    'POST /api/roller/email/confirm': { known: { token: [confirmToken] } },
    'POST /api/roller/settings/discord/test': { known: { url: [deps.receivers.discord] } },
    'POST /api/roller/settings/webhook/test': { known: { url: [deps.receivers.webhook] } },
  };

  /** The request for `op`, without the credential that opens it. */
  function request(op: Op) {
    const extra = extras[`${op.method} ${op.path}`] ?? {};
    const known = { ...everywhere, ...extra.known };
    // Ids of the walk's own rows first; requestFor fills in A's for the rest.
    const path = op.path.replace(/\{(\w+)\}/g, (m, name: string) =>
      known[name]?.length ? String(known[name][0]) : m,
    );
    const { url } = requestFor({ ...op, path }, shop);
    const { payload: fromAccess } = requestFor(op, shop);
    const example = exampleRequest(
      url,
      op.method,
      doc.paths[op.path]![op.method.toLowerCase()]!,
      known,
    );
    return {
      url: example.url,
      headers: { ...example.headers, ...extra.headers },
      payload:
        extra.payload ?? (fromAccess === undefined ? example.payload : JSON.stringify(fromAccess)),
    };
  }

  return {
    request,
    media,
    /** A session of the roller an operation acts as, where the call ends the session. */
    freshSession: (path: string) =>
      path === '/api/roller/change-password'
        ? login(ctx, passwordChanger.code, passwordChanger.password)
        : login(ctx, 'matrixa', shop.a.password),
  };
}
