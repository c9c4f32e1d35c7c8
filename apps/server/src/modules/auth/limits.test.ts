import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppError } from '../../lib/errors.ts';
import { EventBus } from '../../lib/events.ts';
import {
  ADDRESS_FREE_ATTEMPTS,
  ADDRESS_PACE_MS,
  CODE_ADDRESS_ATTEMPTS,
  PASSWORD_CHANGE_ATTEMPTS,
} from './attempts.ts';
import { createAuthRepo } from './repo.ts';
import { createAuthService } from './service.ts';
import {
  createTestContext,
  manualClock,
  signedInRoller,
  postLogin,
  type TestContext,
} from '../../../test/helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.services.auth.createRoller({ code: 'demo', name: 'Demo', password: 'demo-password' });
  await ctx.services.auth.createRoller({ code: 'bob', name: 'Bob', password: 'bob-password' });
});
afterAll(() => ctx.close());

const login = (code: string, password: string, remoteAddress: string) =>
  postLogin(ctx.app, { code, password }, remoteAddress);

const statuses = (answers: { statusCode: number }[]) => {
  const tally: Record<number, number> = {};
  for (const a of answers) tally[a.statusCode] = (tally[a.statusCode] ?? 0) + 1;
  return tally;
};

/** A service of its own on the test database, on a clock the test moves and a recorded sleep. */
function pacedService() {
  const time = manualClock();
  const waits: number[] = [];
  const auth = createAuthService(createAuthRepo(ctx.db), new EventBus(), {
    clock: time.clock,
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
  const attempt = (code: string, password: string, ip: string) =>
    auth.login({ code, password, ip }).then(
      () => 'signed in',
      (err: AppError) => err.code,
    );
  return { auth, time, waits, attempt };
}

describe('login attempts are reserved before the password is checked', () => {
  it('counts the addresses of one IPv6 /64 as one client: a fresh address in it is no fresh quota', async () => {
    await ctx.services.auth.createRoller({ code: 'v6', name: 'V6', password: 'v6-password' });
    const answers = await Promise.all(
      Array.from({ length: CODE_ADDRESS_ATTEMPTS + 5 }, (_, i) =>
        login('v6', 'wrong-guess', `2001:db8:77:1::${(i + 1).toString(16)}`),
      ),
    );
    expect(statuses(answers)).toEqual({ 401: CODE_ADDRESS_ATTEMPTS, 429: 5 });
    expect((await login('v6', 'v6-password', '2001:db8:77:1:ffff::1')).statusCode).toBe(429);
    expect((await login('v6', 'v6-password', '2001:db8:77:2::1')).statusCode).toBe(200);
  });

  it('200 parallel wrong guesses from one address: at most the limit are checked, the rest 429', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => login('demo', 'wrong-guess', '10.20.0.1')),
    );
    const tally = statuses(answers);
    expect(tally[401]).toBe(CODE_ADDRESS_ATTEMPTS);
    expect(tally[429]).toBe(200 - CODE_ADDRESS_ATTEMPTS);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json()).toEqual({
      status: 'error',
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many attempts\. Try again in \d+ seconds\.$/),
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // The right password from that address waits too; from another address it signs in.
    expect((await login('demo', 'demo-password', '10.20.0.1')).statusCode).toBe(429);
    expect((await login('demo', 'demo-password', '10.20.0.2')).statusCode).toBe(200);
  });

  it('a success gives its reservation back: signing in again and again is never refused', async () => {
    for (let i = 0; i < CODE_ADDRESS_ATTEMPTS + 5; i++)
      expect((await login('bob', 'bob-password', '10.21.0.1')).statusCode).toBe(200);
  });
});

describe('one shared address (a proxy or NAT without TRUST_PROXY)', () => {
  it('failures on a code that does not exist do not lock out the real sellers behind it', async () => {
    const shared = '10.22.0.1';
    for (let i = 0; i < 12; i++) {
      const res = await login('nosuchseller', 'wrong-guess', shared);
      expect(res.statusCode).toBe(i < CODE_ADDRESS_ATTEMPTS ? 401 : 429);
    }
    const demo = await login('demo', 'demo-password', shared);
    expect(demo.statusCode).toBe(200);
    expect(demo.json().data.roller.code).toBe('demo');
    expect((await login('bob', 'bob-password', shared)).statusCode).toBe(200);
  });

  it('attempts on one code from one address are limited, then refused even when right', async () => {
    const shared = '10.23.0.1';
    for (let i = 0; i < CODE_ADDRESS_ATTEMPTS; i++)
      expect((await login('bob', 'wrong-guess', shared)).statusCode).toBe(401);
    expect((await login('bob', 'bob-password', shared)).statusCode).toBe(429);
    // The other seller behind the same address is not held back by guesses on bob.
    expect((await login('demo', 'demo-password', shared)).statusCode).toBe(200);
  });

  it('a spray across many codes from one address is paced, never let through faster', async () => {
    const { auth, time, waits, attempt } = pacedService();
    await auth.createRoller({ code: 'quiet', name: 'Quiet', password: 'quiet-password' });
    const ip = '10.24.0.1';
    for (let i = 0; i < ADDRESS_FREE_ATTEMPTS; i++)
      expect(await attempt(`spray${i}`, 'guess', ip)).toBe('INVALID_CREDENTIALS');
    // Past the free budget the address takes turns: a guess every 500 ms for a minute gets one
    // check per ADDRESS_PACE_MS, whatever the code, and a refusal otherwise.
    const answers: Record<string, number> = {};
    for (let t = 0; t < 60_000; t += 500) {
      time.advance(500);
      const answer = await attempt(`paced${t}`, 'guess', ip);
      answers[answer] = (answers[answer] ?? 0) + 1;
    }
    expect(answers).toEqual({
      INVALID_CREDENTIALS: 60_000 / ADDRESS_PACE_MS,
      RATE_LIMITED: 120 - 60_000 / ADDRESS_PACE_MS,
    });
    // A seller behind that address is slowed, not locked out: at its turn it signs in.
    expect(await attempt('quiet', 'quiet-password', ip)).toBe('RATE_LIMITED');
    time.advance(ADDRESS_PACE_MS);
    expect(await attempt('quiet', 'quiet-password', ip)).toBe('signed in');
    // Another address is untouched, and nobody was held open waiting.
    expect(await attempt('quiet', 'quiet-password', '10.24.0.2')).toBe('signed in');
    expect(waits).toEqual([]);
  });

  it('the refusal of a paced attempt says when the next turn comes', async () => {
    const { auth, time } = pacedService();
    const ip = '10.25.0.1';
    for (let i = 0; i < ADDRESS_FREE_ATTEMPTS; i++)
      await auth.login({ code: `c${i}`, password: 'guess', ip }).catch(() => undefined);
    time.advance(500);
    const refused = await auth.login({ code: 'c-last', password: 'guess', ip }).then(
      () => null,
      (err: AppError) => err,
    );
    expect(refused?.code).toBe('RATE_LIMITED');
    expect(refused?.headers).toEqual({
      'retry-after': String(Math.ceil((ADDRESS_PACE_MS - 500) / 1000)),
    });
  });
});

describe('POST /api/roller/change-password is limited per roller', () => {
  const change = (auth: Record<string, string>, current: string, remoteAddress = '10.30.0.1') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/roller/change-password',
      headers: auth,
      payload: { current_password: current, new_password: 'a-brand-new-pass' },
      remoteAddress,
    });

  it('200 parallel wrong current passwords from a stolen session: at most the limit are checked', async () => {
    const victim = await signedInRoller(ctx, 'victim');
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => change(victim.auth, `guess-${i}`, `10.31.0.${i}`)),
    );
    const tally = statuses(answers);
    expect(tally[400]).toBe(PASSWORD_CHANGE_ATTEMPTS);
    expect(tally[429]).toBe(200 - PASSWORD_CHANGE_ATTEMPTS);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // The right current password is refused too until the window passes: the guess is not checked.
    expect((await change(victim.auth, victim.password)).statusCode).toBe(429);
    // Another roller's changes are not held back.
    const other = await signedInRoller(ctx, 'bystander');
    expect((await change(other.auth, other.password)).statusCode).toBe(200);
  });

  it('a success gives its reservation back', async () => {
    const { auth } = pacedService();
    const { password } = await auth.createRoller({
      code: 'changer',
      name: 'C',
      password: 'p0-password',
    });
    const session = await auth.authenticate(
      (await auth.login({ code: 'changer', password, ip: '10.32.0.1' })).token,
    );
    let current = password;
    for (let i = 1; i <= PASSWORD_CHANGE_ATTEMPTS + 2; i++) {
      const next = `p${i}-password`;
      await auth.changePassword(session, current, next);
      current = next;
    }
  });
});
