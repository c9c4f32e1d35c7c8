import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signedInRoller, type TestContext } from '../../../test/helpers.ts';

/**
 * A mail id in a path is a bigint's worth of number at most. Found by the fuzz suite
 * (test/fuzz.test.ts): /api/email/5.0121044820211405e+228 passed as an integer and reached
 * PostgreSQL as text it could not cast, a 500.
 */

let ctx: TestContext;
let roller: Awaited<ReturnType<typeof signedInRoller>>;
let subRoller: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  roller = await signedInRoller(ctx, 'mailids');
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/email/sub-roller/token',
    headers: roller.auth,
    payload: { sub_code: 'reader' },
  });
  subRoller = { 'x-sub-roller-token': (res.json() as { data: { token: string } }).data.token };
});
afterAll(() => ctx.close());

const huge = encodeURIComponent('5.0121044820211405e+228');

describe('mail ids in paths', () => {
  it('an id too large for any mail is refused as invalid on each route that takes one', async () => {
    for (const [method, url, headers] of [
      ['GET', `/api/email/${huge}`, roller.auth],
      ['PUT', `/api/email/${huge}/read`, roller.auth],
      ['GET', `/api/email/sub-roller/access/${huge}`, subRoller],
      ['GET', `/api/email/${2 ** 53}`, roller.auth],
    ] as const) {
      const res = await ctx.app.inject({ method, url, headers });
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'id' });
    }
  });

  it('the largest id a number can name is looked up: not found, not refused', async () => {
    const res = await ctx.app.inject({
      url: `/api/email/${Number.MAX_SAFE_INTEGER}`,
      headers: roller.auth,
    });
    expect(res.statusCode).toBe(404);
  });
});
