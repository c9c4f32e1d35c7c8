import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppError } from '../../lib/errors.ts';
import { EventBus } from '../../lib/events.ts';
import { createAuthRepo } from './repo.ts';
import { CODE_ATTACK_DELAY_MS } from './attempts.ts';
import { createAuthService } from './service.ts';
import {
  count,
  createTestContext,
  signedInRoller,
  postLogin,
  type TestContext,
} from '../../../test/helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const login = (payload: unknown, remoteAddress = '10.0.0.1') =>
  postLogin(ctx.app, payload, remoteAddress);

describe('POST /api/roller/login', () => {
  it('signs in with code and password and returns a token and the profile', async () => {
    await ctx.services.auth.createRoller({
      code: 'alice',
      name: 'Alice',
      password: 'alice-password',
    });
    const res = await login({ code: 'Alice', password: 'alice-password' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data.roller).toEqual({
      code: 'alice',
      name: 'Alice',
      email: null,
      is_owner: false,
    });
    expect(JSON.stringify(body)).not.toContain('password');
  });

  it('answers 401 Invalid credentials alike for a wrong password and an unknown code', async () => {
    const wrong = await login({ code: 'alice', password: 'nope-nope' }, '10.0.0.2');
    const unknown = await login({ code: 'nobody', password: 'nope-nope' }, '10.0.0.2');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        status: 'error',
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid credentials',
      });
    }
  });

  it.each([
    [{ password: 'x' }, 'code', 'code is required'],
    [{ code: 'alice' }, 'password', 'password is required'],
    [{ code: 42, password: 'x' }, 'code', 'code must be a string'],
    [{ code: 'a'.repeat(65), password: 'x' }, 'code', 'code must be at most 64 characters'],
    [{ code: '', password: 'x' }, 'code', 'code must not be empty'],
    [{ code: 'alice', password: 'x', admin: true }, 'admin', 'Unknown field: admin'],
    [{ code: 'ali\u0000ce', password: 'x' }, 'code', 'code must not contain control characters'],
    [
      { code: 'alice', password: 'pass\u0000word' },
      'password',
      'password must not contain control characters',
    ],
  ])('rejects %j with 400 naming %s', async (payload, field, message) => {
    const sessions = await count(ctx.db, 'sessions');
    const failures = await count(ctx.db, 'login_failures');
    const res = await login(payload, '10.0.0.3');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', code: 'VALIDATION_FAILED', field, message });
    expect(await count(ctx.db, 'sessions')).toBe(sessions);
    expect(await count(ctx.db, 'login_failures')).toBe(failures);
  });

  it('rejects a body that is not JSON with 400', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/roller/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"code":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().status).toBe('error');
  });
});

describe('login rate limit', () => {
  it('allows 10 failures a minute per code and address, then answers 429 with Retry-After even for the right password', async () => {
    await ctx.services.auth.createRoller({ code: 'bob', name: 'Bob', password: 'bob-password' });
    for (let i = 0; i < 10; i++) {
      expect((await login({ code: 'bob', password: 'wrong-pass' }, '10.9.9.9')).statusCode).toBe(
        401,
      );
    }
    const blocked = await login({ code: 'bob', password: 'bob-password' }, '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('RATE_LIMITED');
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another address is not held back by this one.
    expect((await login({ code: 'bob', password: 'bob-password' }, '10.9.9.8')).statusCode).toBe(
      200,
    );
  });

  it('forgets failures older than the window, for every key', async () => {
    await ctx.db
      .insertInto('login_failures')
      .values({ key: 'ip:10.66.0.1', failed_at: new Date(Date.now() - 120_000) })
      .execute();
    expect((await login({ code: 'ghost', password: 'wrong-pass' }, '10.66.0.2')).statusCode).toBe(
      401,
    );
    const stale = await ctx.db
      .selectFrom('login_failures')
      .select('key')
      .where('key', '=', 'ip:10.66.0.1')
      .execute();
    expect(stale).toEqual([]);
  });

  it('ten failures for a code from one address lock that address out, not the seller elsewhere', async () => {
    await ctx.services.auth.createRoller({
      code: 'carol',
      name: 'Carol',
      password: 'carol-password',
    });
    for (let i = 0; i < 10; i++) {
      expect((await login({ code: 'carol', password: 'wrong-pass' }, '10.1.0.1')).statusCode).toBe(
        401,
      );
    }
    const lockedOut = await login({ code: 'carol', password: 'carol-password' }, '10.1.0.1');
    expect(lockedOut.statusCode).toBe(429);
    expect(lockedOut.json().code).toBe('RATE_LIMITED');
    // Address B has not failed: the right password signs in, a wrong one is the usual 401.
    expect((await login({ code: 'carol', password: 'wrong-pass' }, '10.2.0.1')).statusCode).toBe(
      401,
    );
    const fromB = await login({ code: 'carol', password: 'carol-password' }, '10.2.0.2');
    expect(fromB.statusCode).toBe(200);
    expect(fromB.json().data.roller.code).toBe('carol');
  });

  it('slows a spread attack on one code: failed addresses are refused, clean ones delayed', async () => {
    const delays: number[] = [];
    const auth = createAuthService(createAuthRepo(ctx.db), new EventBus(), {
      sleep: async (ms) => {
        delays.push(ms);
      },
    });
    await auth.createRoller({ code: 'spreadtarget', name: 'Target', password: 'target-password' });
    const attempt = (password: string, ip: string) =>
      auth.login({ code: 'spreadtarget', password, ip }).then(
        () => 'signed in',
        (err: AppError) => err.code,
      );
    // Ten addresses, one guess each: no address reaches its own limit.
    for (let i = 0; i < 10; i++)
      expect(await attempt('guess', `10.3.0.${i}`)).toBe('INVALID_CREDENTIALS');
    expect(delays).toEqual([]);
    // The code is now under attack: every address that guessed is refused its second guess...
    for (let i = 0; i < 10; i++) expect(await attempt('guess', `10.3.0.${i}`)).toBe('RATE_LIMITED');
    // ...and a new address is delayed before its answer, whether it is right or wrong.
    expect(await attempt('guess', '10.3.1.1')).toBe('INVALID_CREDENTIALS');
    expect(await attempt('target-password', '10.3.1.2')).toBe('signed in');
    expect(delays).toEqual([CODE_ATTACK_DELAY_MS, CODE_ATTACK_DELAY_MS]);
  });
});

describe('session routes', () => {
  it('GET /api/roller needs a valid bearer token', async () => {
    expect((await ctx.app.inject({ url: '/api/roller' })).statusCode).toBe(401);
    const bad = await ctx.app.inject({
      url: '/api/roller',
      headers: { authorization: 'Bearer forged' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().code).toBe('SESSION_EXPIRED');
    expect((await ctx.app.inject({ url: '/api/roller' })).json().code).toBe('UNAUTHENTICATED');
    const dave = await signedInRoller(ctx, 'dave');
    const res = await ctx.app.inject({ url: '/api/roller', headers: dave.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      data: { code: 'dave', name: 'Roller dave', email: null, is_owner: false },
    });
  });

  it('logout ends the session: the token stops working', async () => {
    const erin = await signedInRoller(ctx, 'erin');
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/roller/logout',
      headers: erin.auth,
    });
    expect(out.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/roller', headers: erin.auth })).statusCode).toBe(401);
  });

  it('stores session tokens hashed, never as given', async () => {
    const fay = await signedInRoller(ctx, 'fay');
    const rows = await ctx.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === fay.token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });
});

describe('POST /api/roller/change-password', () => {
  const change = (auth: Record<string, string>, payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/roller/change-password', headers: auth, payload });

  it('refuses a wrong current password with 400 naming current_password', async () => {
    const gus = await signedInRoller(ctx, 'gus');
    const res = await change(gus.auth, {
      current_password: 'not-it-at-all',
      new_password: 'brand-new-pass',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'CURRENT_PASSWORD_WRONG',
      field: 'current_password',
      message: 'Current password is incorrect',
    });
  });

  it('refuses a new password under 8 characters', async () => {
    const hal = await signedInRoller(ctx, 'hal');
    const res = await change(hal.auth, { current_password: hal.password, new_password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'new_password',
      message: 'new_password must be at least 8 characters',
    });
  });

  it('changes the password and ends every other session of the roller', async () => {
    const ivy = await signedInRoller(ctx, 'ivy');
    const other = await login({ code: 'ivy', password: ivy.password }, '10.3.0.1');
    const otherAuth = { authorization: `Bearer ${other.json().data.token}` };
    const res = await change(ivy.auth, {
      current_password: ivy.password,
      new_password: 'a-new-secret-9',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe('Password changed successfully');
    expect((await ctx.app.inject({ url: '/api/roller', headers: ivy.auth })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/roller', headers: otherAuth })).statusCode).toBe(401);
    expect((await login({ code: 'ivy', password: ivy.password }, '10.3.0.2')).statusCode).toBe(401);
    expect((await login({ code: 'ivy', password: 'a-new-secret-9' }, '10.3.0.3')).statusCode).toBe(
      200,
    );
  });
});

describe('operator commands', () => {
  it('name a taken code, an unknown roller and a bad code by their own ids', async () => {
    await ctx.services.auth.createRoller({ code: 'otto', name: 'Otto' });
    await expect(ctx.services.auth.createRoller({ code: 'OTTO', name: 'x' })).rejects.toMatchObject(
      { code: 'ROLLER_CODE_TAKEN', field: 'code', message: 'Roller otto already exists' },
    );
    await expect(ctx.services.auth.resetPassword('nobody')).rejects.toMatchObject({
      code: 'ROLLER_NOT_FOUND',
      field: 'code',
    });
    await expect(ctx.services.auth.createRoller({ code: 'o.t', name: 'x' })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'code',
    });
  });

  it('refuses a new password equal to the current one with PASSWORD_UNCHANGED', async () => {
    const max = await signedInRoller(ctx, 'max');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/roller/change-password',
      headers: max.auth,
      payload: { current_password: max.password, new_password: max.password },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'PASSWORD_UNCHANGED', field: 'new_password' });
  });
});
