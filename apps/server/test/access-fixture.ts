import { sql } from 'kysely';
import {
  alertMails,
  importAlertGame,
  listTerms,
  proveAddress,
  subscribe,
  unsubscribeTokens,
} from '../src/modules/alerts/alerts-fixture.ts';
import { SESSION_IDLE_DAYS } from '../src/modules/auth/service.ts';
import { sendMail, type startSmtp } from '../src/modules/mail/mail-fixture.ts';
import { signedInRoller, type TestContext } from './helpers.ts';
import { buyer, queuedMails } from './orders-fixture.ts';

/**
 * The shop the access tests walk: roller A, the shop's owner, owns an account with received mail
 * and a delivered order; roller B, both rollers' sub-rollers and A's buyer hold credentials of their own; and
 * each kind of credential also exists expired, signed out or revoked.
 */

export const SECRETS = {
  INBOUND_SECRET: 'inbound-secret-for-the-access-walk',
  METRICS_TOKEN: 'metrics-token-for-the-access-walk',
};

/** Text only A may read; any answer to anyone else that carries one is a leak. */
export const MARK = {
  mail: 'MARK-a-private-mail-subject',
  password: 'MARK-a-account-password',
  note: 'MARK-a-buyer-note',
};

/** The OpenAPI security scheme a credential opens, or `buyer` for the buyer's ?token= link. */
export type CredentialKind =
  'bearer' | 'subRollerToken' | 'inboundSecret' | 'metricsToken' | 'buyer';

export interface Role {
  name: string;
  credential: string | null;
  kind: CredentialKind | null;
  /** Still accepted by the server: not expired, signed out or revoked. */
  valid: boolean;
  /** Roller A's own session: the only role that may touch A's rows. */
  owner: boolean;
  /** The shop's owner (A as well): the only role the owner's routes let in. */
  shopOwner?: boolean;
  /** A valid session's roller, to sign in afresh where a call would end the session. */
  signIn?: { code: string; password: string };
}

export const accountBody = (password: string, email: string) => ({
  server_name: 'asia',
  banner_guarantee: false,
  description: 'Matrix account',
  gender: 'F',
  characters: [{ character: 'lyra', copies: 1 }],
  weapons: [],
  login: 'Email',
  email,
  password,
  price: 30,
  images: ['/api/media/cover.webp'],
});

export interface AccessShop {
  gameId: number;
  aId: number;
  a: Awaited<ReturnType<typeof signedInRoller>>;
  b: Awaited<ReturnType<typeof signedInRoller>>;
  ids: {
    account: number;
    mail: number;
    transaction: number;
    device: number;
    seller: number;
    dispute: number;
  };
  tokens: { subA: string; subB: string; buyer: string };
  roles: Role[];
}

export async function login(ctx: TestContext, code: string, password: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/roller/login',
    payload: { code, password },
  });
  return res.json().data.token;
}

async function subRollerToken(ctx: TestContext, auth: object, subCode: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/email/sub-roller/token',
    headers: auth as Record<string, string>,
    payload: { sub_code: subCode },
  });
  return res.json().data.token;
}

/** Asks for a buyer link by e-mail and returns the token the mail carries. */
async function buyerLink(ctx: TestContext, remoteAddress: string): Promise<string> {
  await ctx.app.inject({
    method: 'POST',
    url: '/api/buyer/request-email-access',
    payload: { email: buyer.email },
    remoteAddress,
  });
  return /buyer-emails\?token=([\w-]+)/.exec((await queuedMails(ctx)).at(-1)!.text_body)![1]!;
}

export async function buildAccessShop(
  ctx: TestContext,
  smtp: Awaited<ReturnType<typeof startSmtp>>,
): Promise<AccessShop> {
  const gameId = await importAlertGame(ctx, 'matrix');
  const a = await signedInRoller(ctx, 'matrixa');
  const b = await signedInRoller(ctx, 'matrixb');
  const aId = (
    await ctx.db
      .selectFrom('rollers')
      .select('id')
      .where('code', '=', 'matrixa')
      .executeTakeFirstOrThrow()
  ).id;
  // A is also the shop's owner (DESIGN §5), who manages the other sellers: B among them.
  await ctx.services.auth.setOwner('matrixa');
  const bId = (await ctx.services.auth.findRoller('matrixb'))!.id;

  const created = await ctx.app.inject({
    method: 'POST',
    url: `/api/games/${gameId}/accounts`,
    headers: a.auth,
    payload: accountBody(MARK.password, 'matrixa'),
  });
  const account = created.json().data.id as number;
  await sendMail(smtp.port, {
    to: created.json().data.email,
    subject: MARK.mail,
    text: 'code 1',
    attachments: [{ filename: 'mark.txt', content: MARK.mail }],
  });
  const mail = Number(
    (
      await ctx.db
        .selectFrom('mail_messages')
        .select('id')
        .where('subject', '=', MARK.mail)
        .executeTakeFirstOrThrow()
    ).id,
  );
  const order = await ctx.app.inject({
    method: 'POST',
    url: '/api/transaction',
    payload: { account_id: account, ...buyer, note: MARK.note },
    remoteAddress: '10.30.0.1',
  });
  const transaction = order.json().data.id as number;
  await ctx.app.inject({
    method: 'POST',
    url: `/api/roller/transactions/${transaction}/confirm`,
    headers: a.auth,
  });
  // Sold with a warranty, so its buyer can open the dispute the walk reaches.
  await ctx.db
    .updateTable('transactions')
    .set({ warranty_days: 7 })
    .where('id', '=', transaction)
    .execute();

  // A's phone for seller notifications; a public address literal needs no lookup.
  const device = (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/roller/push-devices',
      headers: a.auth,
      payload: {
        push_subscription: {
          endpoint: 'https://93.184.216.34/push/matrixa-phone',
          keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
        },
        label: 'A phone',
      },
    })
  ).json().data.id as number;

  const buyerToken = await buyerLink(ctx, '10.30.0.2');
  const opened = await ctx.app.inject({
    method: 'POST',
    url: `/api/buyer/disputes?token=${buyerToken}`,
    payload: {
      transaction_id: transaction,
      reason: 'cannot_log_in',
      message: 'The password does not work.',
      evidence_email_ids: [],
    },
  });
  if (opened.statusCode !== 201) throw new Error(`dispute refused: ${opened.body}`);
  const dispute = opened.json().data.id as number;
  // A second link, then aged past its 24 hours: the newest row is that link's.
  const expiredBuyer = await buyerLink(ctx, '10.30.0.3');
  const newest = ctx.db.selectFrom('buyer_access_tokens').select(sql<number>`max(id)`.as('id'));
  await ctx.db
    .updateTable('buyer_access_tokens')
    .set({ expires_at: sql<Date>`now() - interval '1 second'` })
    .where('id', '=', newest)
    .execute();

  const subA = await subRollerToken(ctx, a.auth, 'asub');
  const subB = await subRollerToken(ctx, b.auth, 'bsub');
  const removedSub = await subRollerToken(ctx, a.auth, 'agone');
  await ctx.app.inject({
    method: 'DELETE',
    url: '/api/email/sub-roller',
    headers: a.auth,
    payload: { sub_code: 'agone' },
  });

  const signedOut = await login(ctx, 'matrixa', a.password);
  await ctx.app.inject({
    method: 'POST',
    url: '/api/roller/logout',
    headers: { authorization: `Bearer ${signedOut}` },
  });
  // Idle expiry is judged by the database's clock against last_used_at (auth/repo.ts).
  const idle = await login(ctx, 'matrixa', a.password);
  await ctx.db
    .updateTable('sessions')
    .set({ last_used_at: sql<Date>`now() - make_interval(days => ${SESSION_IDLE_DAYS + 1})` })
    .where('id', '=', ctx.db.selectFrom('sessions').select(sql<number>`max(id)`.as('id')))
    .execute();

  const role = (
    name: string,
    credential: string | null,
    kind: CredentialKind | null,
    valid = true,
  ): Role => ({ name, credential, kind, valid, owner: false });
  const roles: Role[] = [
    role('anonymous', null, null),
    { ...role('roller A', a.token, 'bearer'), owner: true, shopOwner: true, signIn: a },
    { ...role('roller B', b.token, 'bearer'), signIn: b },
    role('A’s sub-roller', subA, 'subRollerToken'),
    role('B’s sub-roller', subB, 'subRollerToken'),
    role('buyer of A’s account', buyerToken, 'buyer'),
    role('A idle past expiry', idle, 'bearer', false),
    role('A signed out', signedOut, 'bearer', false),
    role('A’s removed sub-roller', removedSub, 'subRollerToken', false),
    role('buyer link past 24 h', expiredBuyer, 'buyer', false),
    role('inbound secret', SECRETS.INBOUND_SECRET, 'inboundSecret'),
    role('metrics token', SECRETS.METRICS_TOKEN, 'metricsToken'),
  ];
  return {
    gameId,
    aId,
    a,
    b,
    ids: { account, mail, transaction, device, seller: bId, dispute },
    tokens: { subA, subB, buyer: buyerToken },
    roles,
  };
}

/**
 * A's rows, as text: accounts, received mail and its read state, sub-rollers, orders, the
 * seller's settings and notification devices.
 */
export async function aFingerprint(ctx: TestContext, aId: number): Promise<string> {
  const rows = await Promise.all([
    ctx.db.selectFrom('accounts').selectAll().where('roller_id', '=', aId).orderBy('id').execute(),
    ctx.db.selectFrom('mail_inbox').selectAll().where('roller_id', '=', aId).execute(),
    ctx.db.selectFrom('sub_rollers').selectAll().where('roller_id', '=', aId).execute(),
    ctx.db.selectFrom('transactions').selectAll().where('roller_id', '=', aId).execute(),
    ctx.db.selectFrom('sessions').select('id').where('roller_id', '=', aId).execute(),
    ctx.db.selectFrom('rollers').selectAll().where('id', '=', aId).execute(),
    ctx.db.selectFrom('seller_push_devices').selectAll().where('roller_id', '=', aId).execute(),
  ]);
  return JSON.stringify(rows);
}

/** An alert address and what each kind of caller holds for it (decision 0040). */
export interface AlertAccess {
  email: string;
  subscription: number;
  /** The token of the browser that opened the confirmation link. */
  proven: string;
  /** The token another address's browser was given: it proves nothing about this one. */
  otherAddress: string;
  /** The unsubscribe links of the alert mailed to the address. */
  unsubscribe: { one: string; all: string };
}

/**
 * A confirmed alert address with one subscription and an alert mailed to it (for an account
 * B lists, so none of A's rows change): the world of the alert rows of the access matrix.
 */
export async function buildAlertAccess(
  ctx: TestContext,
  seller: { auth: Record<string, string> },
  gameId: number,
): Promise<AlertAccess> {
  const email = 'matrix-alerts@example.org';
  const made = await subscribe(ctx, { email, game_id: gameId, max_price: 900 }, '10.32.0.1');
  const subscription = made.json().data.id as number;
  const proven = await proveAddress(ctx, email);
  const other = await subscribe(ctx, { email: 'other@example.org', game_id: gameId }, '10.32.0.2');
  await listTerms(ctx, seller, gameId, { price: 90 });
  await ctx.services.alerts.matchQueued();
  const mail = (await alertMails(ctx)).find((m) => m.to_address === email);
  if (!mail) throw new Error('no alert mailed to the confirmed address');
  return {
    email,
    subscription,
    proven,
    otherAddress: other.json().data.manage_token as string,
    unsubscribe: unsubscribeTokens(mail.text_body),
  };
}
