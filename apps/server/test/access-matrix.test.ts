import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importAlertGame } from '../src/modules/alerts/alerts-fixture.ts';
import { sendMail, startSmtp } from '../src/modules/mail/mail-fixture.ts';
import { createTestContext, signedInRoller, type TestContext } from './helpers.ts';
import { buyer, queuedMails } from './orders-fixture.ts';

/**
 * Who may reach what (DESIGN §9, issue 12): every documented operation is called by every
 * role that is not roller A (anonymous, roller B, A's signed-out session, B's sub-roller, A's
 * own sub-roller, the buyer of one of A's accounts), with A's ids in the path and each
 * credential presented every way the API reads one. None of the answers may carry A's secrets,
 * and A's data is the same after the walk as before.
 */

type Op = { method: string; path: string };
type OpenApiDoc = { paths: Record<string, Record<string, unknown>> };

const MARK = {
  mail: 'MARK-a-private-mail-subject',
  password: 'MARK-a-account-password',
  note: 'MARK-a-buyer-note',
};

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let a: Awaited<ReturnType<typeof signedInRoller>>;
let b: Awaited<ReturnType<typeof signedInRoller>>;
let gameId: number;
let aId: number;
const ids = { account: 0, mail: 0, transaction: 0, invoiceToken: '' };
const tokens = { subA: '', subB: '', buyer: '', revoked: '' };

const accountBody = (password: string, email: string) => ({
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

/** What each operation is sent: A's ids in the path, and a body it would accept from A. */
function requestFor(op: Op): { url: string; payload?: unknown } {
  const url = op.path
    .replace('{gameId}', String(gameId))
    .replace('{accountId}', String(ids.account))
    .replace(/\/transactions\/\{id\}/, `/transactions/${ids.transaction}`)
    .replace(/\/transaction\/\{id\}/, `/transaction/${ids.transaction}`)
    .replace(/\/email\/\{id\}/, `/email/${ids.mail}`)
    .replace(/\/access\/\{id\}/, `/access/${ids.mail}`)
    .replace(/\{[^}]+\}/g, '1');
  const bodies: Record<string, unknown> = {
    [`PUT /api/games/{gameId}/accounts/{accountId}`]: accountBody('changed-by-intruder', 'matrixa'),
    'DELETE /api/email/sub-roller': { sub_code: 'asub' },
    'POST /api/realtime/auth': { channel: 'private-matrixa' },
    'POST /api/email/sub-roller/token': { sub_code: 'intruder' },
  };
  const key = `${op.method} ${op.path}`;
  return { url, ...(key in bodies ? { payload: bodies[key] } : {}) };
}

/** Each credential the role holds, presented as a bearer token, a sub-roller token and ?token=. */
function presentations(credential: string | null) {
  if (!credential) return [{ headers: {}, query: '' }];
  return [
    { headers: { authorization: `Bearer ${credential}` }, query: '' },
    { headers: { 'x-sub-roller-token': credential }, query: '' },
    { headers: {}, query: `token=${encodeURIComponent(credential)}` },
  ];
}

/** A's rows, as text: accounts, received mail and its read state, sub-rollers, orders. */
async function aFingerprint(): Promise<string> {
  const rows = await Promise.all([
    ctx.db.selectFrom('accounts').selectAll().where('roller_id', '=', aId).orderBy('id').execute(),
    ctx.db.selectFrom('mail_inbox').selectAll().where('roller_id', '=', aId).execute(),
    ctx.db.selectFrom('sub_rollers').selectAll().where('roller_id', '=', aId).execute(),
    ctx.db.selectFrom('transactions').selectAll().where('roller_id', '=', aId).execute(),
    ctx.db.selectFrom('sessions').select('id').where('roller_id', '=', aId).execute(),
  ]);
  return JSON.stringify(rows);
}

beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_URL: 'https://shop.example' });
  smtp = await startSmtp(ctx);
  gameId = await importAlertGame(ctx, 'matrix');
  a = await signedInRoller(ctx, 'matrixa');
  b = await signedInRoller(ctx, 'matrixb');
  aId = (
    await ctx.db
      .selectFrom('rollers')
      .select('id')
      .where('code', '=', 'matrixa')
      .executeTakeFirstOrThrow()
  ).id;

  const created = await ctx.app.inject({
    method: 'POST',
    url: `/api/games/${gameId}/accounts`,
    headers: a.auth,
    payload: accountBody(MARK.password, 'matrixa'),
  });
  ids.account = created.json().data.id;
  const loginEmail = created.json().data.email as string;
  await sendMail(smtp.port, { to: loginEmail, subject: MARK.mail, text: 'code 112233' });
  ids.mail = Number(
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
    payload: { account_id: ids.account, ...buyer, note: MARK.note },
    remoteAddress: '10.30.0.1',
  });
  ids.transaction = order.json().data.id;
  ids.invoiceToken = order.json().data.token ?? '';
  await ctx.app.inject({
    method: 'POST',
    url: `/api/roller/transactions/${ids.transaction}/confirm`,
    headers: a.auth,
  });
  await ctx.app.inject({
    method: 'POST',
    url: '/api/buyer/request-email-access',
    payload: { email: buyer.email },
    remoteAddress: '10.30.0.2',
  });
  tokens.buyer = /buyer-emails\?token=([\w-]+)/.exec(
    (await queuedMails(ctx)).at(-1)!.text_body,
  )![1]!;
  for (const [who, code, key] of [
    [a, 'asub', 'subA'],
    [b, 'bsub', 'subB'],
  ] as const) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/email/sub-roller/token',
      headers: who.auth,
      payload: { sub_code: code },
    });
    tokens[key] = res.json().data.token;
  }
  const extra = await ctx.app.inject({
    method: 'POST',
    url: '/api/roller/login',
    payload: { code: 'matrixa', password: a.password },
  });
  tokens.revoked = extra.json().data.token;
  await ctx.app.inject({
    method: 'POST',
    url: '/api/roller/logout',
    headers: { authorization: `Bearer ${tokens.revoked}` },
  });
});
afterAll(async () => {
  await smtp.close();
  await ctx.close();
});

describe('the access matrix', () => {
  it('no role but A sees A’s secrets or changes A’s data, on any documented operation', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json() as OpenApiDoc;
    const ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => ({ method: m.toUpperCase(), path })),
    );
    // Signing out or changing a password would end B's session mid-walk, not reach A.
    const walked = ops.filter(
      (o) => !['/api/roller/logout', '/api/roller/change-password'].includes(o.path),
    );
    const roles: Record<string, string | null> = {
      anonymous: null,
      'roller B': b.token,
      'A signed out': tokens.revoked,
      'B’s sub-roller': tokens.subB,
      'A’s sub-roller (another pattern)': tokens.subA,
      'buyer of A’s account': tokens.buyer,
    };
    const before = await aFingerprint();
    const leaks: string[] = [];
    let calls = 0;
    for (const op of walked) {
      const { url, payload } = requestFor(op);
      for (const [role, credential] of Object.entries(roles))
        for (const how of presentations(credential)) {
          const res = await ctx.app.inject({
            method: op.method as 'GET',
            url: how.query ? `${url}${url.includes('?') ? '&' : '?'}${how.query}` : url,
            headers: how.headers,
            ...(payload === undefined ? {} : { payload: payload as object }),
            remoteAddress: `10.31.${calls % 200}.${Math.floor(calls / 200) % 200}`,
          });
          calls++;
          for (const [what, mark] of Object.entries(MARK))
            if (res.body.includes(mark))
              leaks.push(`${role} read A's ${what}: ${op.method} ${url}`);
          if (res.body.includes(tokens.subA) && role !== 'A’s sub-roller (another pattern)')
            leaks.push(`${role} read A's sub-roller token: ${op.method} ${url}`);
        }
    }
    expect(leaks).toEqual([]);
    expect(await aFingerprint()).toBe(before);
    expect(calls).toBeGreaterThan(500);
  });

  it('A reaches all of it, so the walk above could have found it', async () => {
    const mail = await ctx.app.inject({ url: `/api/email/${ids.mail}`, headers: a.auth });
    expect(mail.body).toContain(MARK.mail);
    const account = await ctx.app.inject({
      url: `/api/roller/games/${gameId}/accounts/${ids.account}`,
      headers: a.auth,
    });
    expect(account.body).toContain(MARK.password);
    const orders = await ctx.app.inject({ url: '/api/roller/transactions', headers: a.auth });
    expect(orders.body).toContain(MARK.note);
    const subs = await ctx.app.inject({ url: '/api/email/sub-roller/list', headers: a.auth });
    expect(subs.body).toContain(tokens.subA);
  });

  it('daily income is per seller: B sees none of A’s sale, other tokens are refused', async () => {
    const url = `/api/roller/income/daily?game_id=${gameId}`;
    const sold = (res: { json(): unknown }) =>
      (res.json() as { data: { days: { sold: number }[] } }).data.days.reduce(
        (n, d) => n + d.sold,
        0,
      );
    expect(sold(await ctx.app.inject({ url, headers: a.auth }))).toBe(1);
    expect(sold(await ctx.app.inject({ url, headers: b.auth }))).toBe(0);
    for (const token of [tokens.subA, tokens.subB, tokens.buyer, tokens.revoked])
      for (const how of presentations(token)) {
        const res = await ctx.app.inject({
          url: how.query ? `${url}&${how.query}` : url,
          headers: how.headers,
        });
        expect(res.statusCode).toBe(401);
      }
  });
});
