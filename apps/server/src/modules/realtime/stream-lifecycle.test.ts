import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, signedInRoller, type TestContext } from '../../../test/helpers.ts';
import { listen, openStream } from './realtime-fixture.ts';
import { realtimeRoutes } from './routes.ts';

/** The stream routes alone, with a heartbeat short enough to watch. */
let ctx: TestContext;
let app: FastifyInstance;
let origin: string;
let ticket: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const alice = await signedInRoller(ctx, 'alice');
  const roller = await ctx.services.auth.authenticate(alice.token);
  ticket = (await ctx.services.realtime.issueTicket({ kind: 'roller', ...roller }, 'private-alice'))
    .ticket;
  app = Fastify();
  await app.register(realtimeRoutes, {
    prefix: '/api',
    realtime: ctx.services.realtime,
    heartbeatMs: 50,
  });
  origin = await listen(app);
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

it('writes a comment line on every heartbeat, and closing the server ends open streams', async () => {
  const stream = await openStream(origin, ticket);
  expect((await stream.next()).event).toBe('ready');
  await expect.poll(() => stream.comments.length).toBeGreaterThanOrEqual(2);
  expect(stream.comments[0]).toBe('heartbeat');
  await app.close();
  expect(await stream.ended()).toBe(true);
  expect(ctx.services.realtime.openStreams()).toBe(0);
});
