import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/helpers.ts';
import { signedTicketBody } from './realtime-fixture.ts';
import { createTicketSigner } from './tickets.ts';

const secretKey = Buffer.alloc(32, 7);
const now = new Date('2026-11-24T00:00:00Z');
const signer = createTicketSigner(secretKey);

describe('realtime tickets', () => {
  it('a good signature over claims that are not an object opens nothing', () => {
    for (const claims of [null, [], 'private-a', 1, true])
      expect(signer.open(signedTicketBody(secretKey, claims), now)).toBeNull();
  });

  it('the same signing opens well-formed claims, so the refusals above are the claims’', () => {
    const claims = { channel: 'private-a', rollerId: 1, subRollerId: null, exp: 2e9 };
    expect(signer.open(signedTicketBody(secretKey, claims), now)).toEqual(claims);
  });

  // Found by the fuzz suite (test/fuzz.test.ts): `null` claims answered 500.
  it('GET /api/realtime with such a ticket is a 401, not a 500', async () => {
    const ctx = await createTestContext();
    try {
      const ticket = signedTicketBody(ctx.config.secretKey, null);
      const res = await ctx.app.inject({ url: `/api/realtime?ticket=${ticket}` });
      expect(res.statusCode).toBe(401);
    } finally {
      await ctx.close();
    }
  });
});
