import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp } from '../src/modules/mail/mail-fixture.ts';
import {
  accountBody,
  aFingerprint,
  buildAccessShop,
  buildAlertAccess,
  login,
  MARK,
  SECRETS,
  type AccessShop,
  type Role,
} from './access-fixture.ts';
import {
  ENDS_SESSION,
  expected,
  matches,
  operations,
  presentations,
  readsOwn,
  requestFor,
  type Expected,
  type OpenApiDoc,
  type Op,
} from './access-walk.ts';
import { createTestContext, type TestContext } from './helpers.ts';
import { queuedMails } from './orders-fixture.ts';

/**
 * Who may reach what (DESIGN §9): every documented operation is called by every role —
 * anonymous, roller A (the owner), roller B, both sub-rollers, A's buyer, and credentials that
 * expired, were signed out or revoked — each credential presented every way the API reads one,
 * with A's ids in the path. Each answer must be of the class the operation's declared access
 * gives that role; none but A's may carry A's secrets, and A's data is unchanged by the others.
 */

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let shop: AccessShop;
let ops: Op[];

beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_URL: 'https://shop.example', ...SECRETS });
  smtp = await startSmtp(ctx);
  shop = await buildAccessShop(ctx, smtp);
  ops = operations(
    (await ctx.app.inject({ url: '/api/docs/json' })).json() as OpenApiDoc,
    ctx.app.routeAccess,
  );
});
afterAll(async () => {
  await smtp.close();
  await ctx.close();
});

interface Walked {
  mismatches: string[];
  leaks: string[];
  seen: Map<Expected, number>;
  calls: number;
}

let calls = 0;

/** Calls every operation as each of `roles`, every way, and judges each answer. */
async function walk(roles: Role[]): Promise<Walked> {
  const out: Walked = { mismatches: [], leaks: [], seen: new Map(), calls: 0 };
  for (const op of ops) {
    const { url, payload } = requestFor(op, shop);
    for (const role of roles) {
      // Signing out or changing a password would end the role's session for the rest of the
      // file: a session made for this one call stands in for it.
      const credential =
        role.signIn && ENDS_SESSION.includes(op.path)
          ? await login(ctx, role.signIn.code, role.signIn.password)
          : role.credential;
      for (const { how, headers, query } of presentations(credential)) {
        const res = await ctx.app.inject({
          method: op.method as 'GET',
          url: query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url,
          headers,
          ...(payload === undefined ? {} : { payload: payload as object }),
          // Spread over addresses, so the per-address rate limits answer nobody 429.
          remoteAddress: `10.31.${calls % 200}.${Math.floor(calls / 200) % 200}`,
        });
        calls++;
        out.calls++;
        const want = expected(op, role, how);
        out.seen.set(want, (out.seen.get(want) ?? 0) + 1);
        if (!matches(res.statusCode, want, op, role))
          out.mismatches.push(
            `${op.method} ${op.path} · ${role.name} ${how ?? ''}: expected ${want}, got ${res.statusCode}`,
          );
        if (role.owner) continue;
        for (const [what, mark] of Object.entries(MARK))
          if (res.body.includes(mark) && !readsOwn(op, role, what))
            out.leaks.push(`${role.name} read A's ${what}: ${op.path}`);
        if (res.body.includes(shop.tokens.subA) && role.name !== 'A’s sub-roller')
          out.leaks.push(`${role.name} read A's sub-roller token: ${op.method} ${op.path}`);
      }
    }
  }
  return out;
}

describe('the access matrix', () => {
  it('walks every documented operation, the secret-guarded ones too', () => {
    const paths = ops.map((o) => `${o.method} ${o.path}`);
    expect(paths).toEqual(expect.arrayContaining(['POST /api/inbound', 'GET /metrics']));
    expect(paths).toEqual(expect.arrayContaining(ENDS_SESSION.map((p) => `POST ${p}`)));
    expect(ops.length).toBeGreaterThan(50);
  });

  it('every role but A gets its expected answer, never A’s secrets, and changes nothing of A’s', async () => {
    const before = await aFingerprint(ctx, shop.aId);
    const result = await walk(shop.roles.filter((r) => !r.owner));
    expect(result.mismatches).toEqual([]);
    expect(result.leaks).toEqual([]);
    expect(await aFingerprint(ctx, shop.aId)).toBe(before);
    // Each class of answer was asked for often, so the walk cannot pass by judging nothing.
    for (const kind of ['allowed', 'unauthenticated', 'not yours', 'missing'] as const)
      expect(result.seen.get(kind)).toBeGreaterThan(10);
    // B, the one valid session that is not the owner's, was refused each owner's operation.
    const ownerOps = ops.filter((o) => o.ownerOnly).length;
    expect(ownerOps).toBeGreaterThanOrEqual(5);
    expect(result.seen.get('owner only')).toBe(ownerOps);
  });

  it('A reaches all of it, so the walk above could have found it', async () => {
    const { a, ids, gameId, tokens } = shop;
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
    const { a, b, gameId, roles } = shop;
    const url = `/api/roller/income/daily?game_id=${gameId}`;
    const sold = (res: { json(): unknown }) =>
      (res.json() as { data: { days: { sold: number }[] } }).data.days.reduce(
        (n, d) => n + d.sold,
        0,
      );
    expect(sold(await ctx.app.inject({ url, headers: a.auth }))).toBe(1);
    expect(sold(await ctx.app.inject({ url, headers: b.auth }))).toBe(0);
    for (const role of roles.filter((r) => r.kind !== 'bearer' || !r.valid))
      for (const how of presentations(role.credential)) {
        const res = await ctx.app.inject({
          url: how.query ? `${url}&${how.query}` : url,
          headers: how.headers,
        });
        expect(res.statusCode).toBe(401);
      }
  });

  // The walk calls each operation without its query: the owner's scope of the order list is
  // walked here, every role every way.
  it('every seller’s orders (scope=all) are the owner’s alone: B gets 403, other tokens 401', async () => {
    const { a, roles } = shop;
    const url = '/api/roller/transactions?scope=all';
    const all = await ctx.app.inject({ url, headers: a.auth });
    expect(all.statusCode).toBe(200);
    expect(all.body).toContain(MARK.note);
    for (const role of roles.filter((r) => !r.owner))
      for (const how of presentations(role.credential)) {
        const res = await ctx.app.inject({
          url: how.query ? `${url}&${how.query}` : url,
          headers: how.headers,
        });
        const want = role.name === 'roller B' && how.how === 'bearer' ? 403 : 401;
        expect([role.name, how.how, res.statusCode]).toEqual([role.name, how.how, want]);
        expect(res.body).not.toContain(MARK.note);
      }
  });

  // Decision 0040: an e-mail alone opens none of its alerts; the browser's management token
  // (x-alerts-token) that a link mailed to the address gave opens them; an unsubscribe token
  // opens only its own link, never the list.
  it('the alert calls: an unproven browser gets nothing of an address, a proven one all of it, an unsubscribe token its link', async () => {
    const alerts = await buildAlertAccess(ctx, shop.b, shop.gameId);
    const { email, subscription: id, unsubscribe } = alerts;
    const base = '/api/buyer-notifications';
    const q = encodeURIComponent(email);
    type Row = [string, 'GET' | 'PUT' | 'DELETE' | 'POST' | 'HEAD', string, object | undefined];
    const calls: Row[] = [
      ['list', 'GET', `${base}/subscriptions?email=${q}`, undefined],
      ['list by e-mail', 'GET', `${base}/email-subscriptions?email=${q}`, undefined],
      ['update', 'PUT', `${base}/subscriptions/${id}`, { email, is_active: false, max_price: 1 }],
      ['delete', 'DELETE', `${base}/subscriptions/${id}?email=${q}`, undefined],
      ['unsubscribe all', 'POST', `${base}/unsubscribe-all`, { email }],
    ];
    const state = () =>
      ctx.db
        .selectFrom('alert_subscriptions')
        .select(['id', 'is_active', 'max_price'])
        .where('email', '=', email)
        .execute();
    let n = 0;
    const send = (method: Row[1], url: string, payload?: object, token?: string) =>
      ctx.app.inject({
        method,
        url,
        headers: token === undefined ? {} : { 'x-alerts-token': token },
        ...(payload ? { payload } : {}),
        remoteAddress: `10.33.0.${++n}`,
      });
    const got: string[] = [];
    const want: string[] = [];
    const before = await state();

    // Unproven: the e-mail alone, another address's token, an unsubscribe token shown as one.
    const unproven: [string, string | undefined][] = [
      ['e-mail only', undefined],
      ['another address’s token', alerts.otherAddress],
      ['unsubscribe token as management token', unsubscribe.all],
    ];
    for (const [who, token] of unproven)
      for (const [call, method, url, payload] of calls) {
        const res = await send(method, url, payload, token);
        const data = res.json().data;
        got.push(`${who} · ${call}: ${res.statusCode} ${JSON.stringify(data?.link_sent ?? data)}`);
        want.push(
          `${who} · ${call}: ${
            method === 'GET' ? '200 []' : method === 'POST' ? '200 true' : '404 undefined'
          }`,
        );
      }
    expect(got).toEqual(want);
    expect(await state()).toEqual(before);

    // The unsubscribe token, with no management token: its own link, once.
    const links: [string, Row[1], string, number][] = [
      ['single, HEAD', 'HEAD', `${base}/unsubscribe-single?token=${unsubscribe.one}`, 200],
      ['single, one-click', 'POST', `${base}/unsubscribe-single?token=${unsubscribe.one}`, 200],
      ['single, again', 'GET', `${base}/unsubscribe-single?token=${unsubscribe.one}`, 404],
      ['all, opened', 'GET', `${base}/unsubscribe?token=${unsubscribe.all}`, 200],
    ];
    const answered: string[] = [];
    for (const [what, method, url] of links)
      answered.push(`${what}: ${(await send(method, url)).statusCode}`);
    expect(answered).toEqual(links.map(([what, , , status]) => `${what}: ${status}`));
    expect((await state()).map((r) => r.is_active)).toEqual([false]);

    // Proven: the browser that opened the mailed link sees, changes and deletes.
    const proven = alerts.proven;
    const list = await send('GET', calls[0]![2], undefined, proven);
    expect((list.json().data as { id: number }[]).map((s) => s.id)).toEqual([id]);
    const byEmail = await send('GET', calls[1]![2], undefined, proven);
    expect((byEmail.json().data as { id: number }[]).map((s) => s.id)).toEqual([id]);
    const put = await send('PUT', calls[2]![2], { email, is_active: true, max_price: 5 }, proven);
    expect([put.statusCode, put.json().data.max_price]).toEqual([200, 5]);
    const all = await send('POST', calls[4]![2], { email }, proven);
    expect(all.json().data).toEqual({
      message: 'Successfully unsubscribed from all email notifications.',
      count: 1,
    });
    expect((await send('DELETE', calls[3]![2], undefined, proven)).statusCode).toBe(200);
    expect(await state()).toEqual([]);
  });

  // Issue 35: the sign-in of a sold account is its buyer's, with their link's token, and nobody
  // else's: not another buyer's link, not a seller's or a sub-roller's token, not without one.
  it('a purchase’s credentials: its buyer reads them, another buyer’s, a seller’s or a sub-roller’s token or none cannot', async () => {
    const { ids, b, gameId, tokens, roles } = shop;
    const url = `/api/buyer/accounts/${ids.transaction}/credentials`;
    let n = 0;
    const get = (query: string, headers: Record<string, string | undefined> = {}) =>
      ctx.app.inject({
        url: query ? `${url}?${query}` : url,
        headers,
        remoteAddress: `10.34.0.${++n}`,
      });
    const own = await get(`token=${encodeURIComponent(tokens.buyer)}`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.body).toContain(MARK.password);

    // Another buyer, of B's account, with the link their own delivery mail carried.
    const sold = await ctx.app.inject({
      method: 'POST',
      url: `/api/games/${gameId}/accounts`,
      headers: b.auth,
      payload: accountBody('b-account-password', 'matrixb'),
    });
    const order = await ctx.app.inject({
      method: 'POST',
      url: '/api/transaction',
      payload: { account_id: sold.json().data.id, name: 'Ona', email: 'ona@example.org' },
      remoteAddress: '10.34.1.1',
    });
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: `/api/roller/transactions/${order.json().data.id}/confirm`,
      headers: b.auth,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const delivery = (await queuedMails(ctx)).filter((m) => m.to_address === 'ona@example.org');
    const other = /buyer-emails\?token=([\w-]+)/.exec(delivery.at(-1)!.text_body)![1]!;
    const theirs = await get(`token=${other}`);
    expect(theirs.statusCode).toBe(404);
    const ownOfOther = await ctx.app.inject({
      url: `/api/buyer/accounts/${order.json().data.id}/credentials?token=${other}`,
    });
    expect(ownOfOther.statusCode, ownOfOther.body).toBe(200);

    const got: string[] = [];
    const want: string[] = [];
    for (const role of roles.filter((r) => !(r.kind === 'buyer' && r.valid)))
      for (const { how, headers, query } of presentations(role.credential)) {
        const res = await get(query, headers);
        got.push(`${role.name} ${how ?? ''}: ${res.statusCode}`);
        // A token in the query that is no live buyer link is refused as one; without a token
        // in the query the request names it missing.
        want.push(`${role.name} ${how ?? ''}: ${how === 'query token' ? 401 : 400}`);
        expect(res.body).not.toContain(MARK.password);
      }
    expect(got).toEqual(want);
  });

  // Last: A's walk deletes and signs out what the tests above read.
  it('A, the owner, gets through to every operation its session opens, on its own rows', async () => {
    const result = await walk(shop.roles.filter((r) => r.owner));
    expect(result.mismatches).toEqual([]);
    expect(result.seen.get('allowed')).toBeGreaterThan(60);
  });
});
