import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp } from '../src/modules/mail/mail-fixture.ts';
import {
  aFingerprint,
  buildAccessShop,
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
  requestFor,
  type Expected,
  type OpenApiDoc,
  type Op,
} from './access-walk.ts';
import { createTestContext, type TestContext } from './helpers.ts';

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
          if (res.body.includes(mark)) out.leaks.push(`${role.name} read A's ${what}: ${op.path}`);
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

  // Last: A's walk deletes and signs out what the tests above read.
  it('A, the owner, gets through to every operation its session opens, on its own rows', async () => {
    const result = await walk(shop.roles.filter((r) => r.owner));
    expect(result.mismatches).toEqual([]);
    expect(result.seen.get('allowed')).toBeGreaterThan(60);
  });
});
