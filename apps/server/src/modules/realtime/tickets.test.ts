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
    const claims = {
      id: 'a1',
      who: 'r:1',
      channel: 'private-a',
      rollerId: 1,
      subRollerId: null,
      exp: 2e9,
    };
    expect(signer.open(signedTicketBody(secretKey, claims), now)).toEqual(claims);
    // A ticket without its id (which makes it single-use) or its listener opens nothing.
    const { id: _id, ...noId } = claims;
    const { who: _who, ...noWho } = claims;
    expect(signer.open(signedTicketBody(secretKey, noId), now)).toBeNull();
    expect(signer.open(signedTicketBody(secretKey, noWho), now)).toBeNull();
  });

  it('gives each ticket an id of its own', () => {
    const claims = { who: 'r:1', channel: 'private-a', rollerId: 1, subRollerId: null, exp: 2e9 };
    const first = signer.open(signer.sign(claims), now)!;
    const second = signer.open(signer.sign(claims), now)!;
    expect(first.id).toMatch(/^[\w-]{22}$/);
    expect(second.id).not.toBe(first.id);
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
