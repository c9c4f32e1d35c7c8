import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, signedInRoller, type TestContext } from '../../../test/helpers.ts';
import { sendMail, startSmtp } from '../mail/mail-fixture.ts';
import { listen, openStream, ticketFor } from './realtime-fixture.ts';

/**
 * A disabled seller (`roller.disabled`, which the owner's Disable raises): every open stream of
 * theirs hears `revoked` and ends, their sub-rollers' too, on every instance; tickets signed
 * before open nothing, and their sub-roller links get none while disabled.
 */
let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let origin: string;
let alice: Awaited<ReturnType<typeof signedInRoller>>;
let bob: Awaited<ReturnType<typeof signedInRoller>>;
let aliceId: number;
let helperToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await signedInRoller(ctx, 'alice');
  bob = await signedInRoller(ctx, 'bob');
  aliceId = (await ctx.services.auth.authenticate(alice.token)).id;
  smtp = await startSmtp(ctx);
  origin = await listen(ctx.app);
  const sub = await ctx.app.inject({
    method: 'POST',
    url: '/api/email/sub-roller/token',
    headers: alice.auth,
    payload: { sub_code: 'helper' },
  });
  expect(sub.statusCode, sub.body).toBe(200);
  helperToken = sub.json().data.token;
});
afterAll(async () => {
  await smtp.close();
  await ctx.close();
});

const asHelper = () => ({ 'x-sub-roller-token': helperToken });

async function setDisabled(disabled: boolean) {
  await ctx.services.auth.setDisabled(aliceId, disabled);
  ctx.services.events.emit(disabled ? 'roller.disabled' : 'roller.enabled', { rollerId: aliceId });
}

it('ends the seller’s streams and their sub-rollers’ after `revoked`, and no one else’s', async () => {
  const streams = [
    await openStream(origin, await ticketFor(ctx.app, alice.auth, 'private-alice')),
    // The seller's own view of a sub-roller's channel, and the sub-roller's link.
    await openStream(origin, await ticketFor(ctx.app, alice.auth, 'private-alice-helper')),
    await openStream(origin, await ticketFor(ctx.app, asHelper(), 'private-alice-helper')),
  ];
  const bobs = await openStream(origin, await ticketFor(ctx.app, bob.auth, 'private-bob'));
  // Signed before the disable, opened after it.
  const unused = await ticketFor(ctx.app, alice.auth, 'private-alice');
  try {
    for (const s of [...streams, bobs]) expect((await s.next()).event).toBe('ready');
    expect(ctx.services.realtime.openStreams()).toBe(4);

    await setDisabled(true);
    for (const s of streams) {
      expect(await s.next()).toEqual({ event: 'revoked', data: {} });
      expect(await s.ended()).toBe(true);
    }
    await expect.poll(() => ctx.services.realtime.openStreams()).toBe(1);

    // Bob's stream goes on: its next event is his own mail.
    await sendMail(smtp.port, { to: 'bob@shop.test', subject: 'Still here', text: 'x' });
    expect(await bobs.next()).toMatchObject({
      event: 'new-email',
      data: { subject: 'Still here' },
    });

    const late = await ctx.app.inject({ url: `/api/realtime?ticket=${unused}` });
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ code: 'REALTIME_TICKET_INVALID' });
  } finally {
    for (const s of [...streams, bobs]) s.close();
    await setDisabled(false);
  }
});

it('gives a disabled seller’s sub-roller link no ticket, as for a removed one, until enabled', async () => {
  const ask = () =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/realtime/auth',
      headers: asHelper(),
      payload: { channel: 'private-alice-helper' },
    });
  await setDisabled(true);
  try {
    const refused = await ask();
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'SUB_ROLLER_TOKEN_INVALID' });
  } finally {
    await setDisabled(false);
  }
  const again = await ask();
  expect(again.statusCode, again.body).toBe(200);
  const stream = await openStream(origin, again.json().data.ticket);
  try {
    expect((await stream.next()).event).toBe('ready');
  } finally {
    stream.close();
  }
});
