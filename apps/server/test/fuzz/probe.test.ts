import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers.ts';
import { createProbe } from './probe.ts';

/**
 * The fuzz tests' "a refused request changes nothing" rests on the probe's fingerprint of every
 * table: a row written, changed or removed behind a refused request must be named.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

const refused = { method: 'GET' as const, url: '/api/no-such-route' };

describe('the fuzz probe', () => {
  it('names each table a refused request left changed, and nothing when none was', async () => {
    const probe = createProbe(ctx);
    await probe.settle();
    expect((await probe.send('GET /none', refused, 'untouched')).statusCode).toBe(404);
    expect(probe.problems).toEqual([]);

    const ticket = { ticket_id: 'probe-1', expires_at: new Date('2030-01-01T00:00:00Z') };
    await ctx.db.insertInto('realtime_ticket_uses').values(ticket).execute();
    await probe.send('GET /none', refused, 'added');
    await sql`update realtime_ticket_uses set expires_at = expires_at + interval '1 day'`.execute(
      ctx.db,
    );
    await probe.send('GET /none', refused, 'changed');
    await ctx.db.deleteFrom('realtime_ticket_uses').execute();
    await probe.send('GET /none', refused, 'removed');
    expect(probe.problems).toEqual([
      '404 changed realtime_ticket_uses, realtime_ticket_uses: GET /none -> added',
      '404 changed realtime_ticket_uses, realtime_ticket_uses: GET /none -> changed',
      '404 changed realtime_ticket_uses, realtime_ticket_uses: GET /none -> removed',
    ]);
  });
});
