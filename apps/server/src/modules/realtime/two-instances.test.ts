import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  secondInstance,
  signedInRoller,
  type TestContext,
} from '../../../test/helpers.ts';
import { sendMail, startSmtp } from '../mail/mail-fixture.ts';
import { listen, openStream, ticketFor } from './realtime-fixture.ts';

/**
 * Streams on one instance hear what another instance stored (DESIGN §2: N identical instances
 * on one PostgreSQL). Embedded PGlite is one process, so this runs on a PostgreSQL server.
 */
const url = process.env.TEST_DATABASE_URL;

describe.runIf(Boolean(url))('realtime across two instances on one PostgreSQL', () => {
  let a: TestContext;
  let smtpA: Awaited<ReturnType<typeof startSmtp>>;
  let second: Awaited<ReturnType<typeof secondInstance>>;
  let b: typeof second.app;
  let originB: string;
  let originA: string;

  beforeAll(async () => {
    // DATABASE_URL picks the LISTEN/NOTIFY bus, as in production.
    a = await createTestContext({ DATABASE_URL: url! });
    second = await secondInstance(a);
    b = second.app;
    smtpA = await startSmtp(a);
    originA = await listen(a.app);
    originB = await listen(b);
  });
  afterAll(async () => {
    await smtpA.close();
    await second.close();
    await a.close();
  });

  it('a mail received by instance A reaches a stream on instance B, and A’s own stream once', async () => {
    const alice = await signedInRoller(a, 'alice');
    const onB = await openStream(originB, await ticketFor(b, alice.auth, 'private-alice'));
    const onA = await openStream(originA, await ticketFor(a.app, alice.auth, 'private-alice'));
    try {
      expect((await onB.next()).event).toBe('ready');
      expect((await onA.next()).event).toBe('ready');
      await sendMail(smtpA.port, { to: 'alice.x@shop.test', subject: 'Across', text: 'x' });
      for (const stream of [onB, onA])
        expect(await stream.next()).toMatchObject({
          event: 'new-email',
          data: { to: 'alice.x@shop.test', subject: 'Across' },
        });
      // A second mail is the next event on A: the first did not come back through NOTIFY.
      await sendMail(smtpA.port, { to: 'alice.y@shop.test', subject: 'Second', text: 'y' });
      expect(await onA.next()).toMatchObject({ data: { subject: 'Second' } });
      expect(await onB.next()).toMatchObject({ data: { subject: 'Second' } });
    } finally {
      onA.close();
      onB.close();
    }
  });

  it('a seller disabled on instance A has their stream on instance B end after `revoked`', async () => {
    const dave = await signedInRoller(a, 'dave');
    const onB = await openStream(originB, await ticketFor(b, dave.auth, 'private-dave'));
    try {
      expect((await onB.next()).event).toBe('ready');
      const { id } = await a.services.auth.authenticate(dave.token);
      await a.services.auth.setDisabled(id, true);
      a.services.events.emit('roller.disabled', { rollerId: id });
      expect(await onB.next(5000)).toEqual({ event: 'revoked', data: {} });
      expect(await onB.ended()).toBe(true);
    } finally {
      onB.close();
    }
  });

  it('a sub-roller removed on instance A has its viewer’s stream on instance B end after `revoked`', async () => {
    const erin = await signedInRoller(a, 'erin');
    const made = await a.app.inject({
      method: 'POST',
      url: '/api/email/sub-roller/token',
      headers: erin.auth,
      payload: { sub_code: 'helper' },
    });
    expect(made.statusCode, made.body).toBe(200);
    const viewer = { 'x-sub-roller-token': made.json().data.token as string };
    const onB = await openStream(originB, await ticketFor(b, viewer, 'private-erin-helper'));
    try {
      expect((await onB.next()).event).toBe('ready');
      const removed = await a.app.inject({
        method: 'DELETE',
        url: '/api/email/sub-roller',
        headers: erin.auth,
        payload: { sub_code: 'helper' },
      });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(await onB.next(5000)).toEqual({ event: 'revoked', data: {} });
      expect(await onB.ended()).toBe(true);
    } finally {
      onB.close();
    }
  });

  it('listens again after its connection is cut, and streams keep receiving', async () => {
    const alice = await signedInRoller(a, 'carol');
    const onB = await openStream(originB, await ticketFor(b, alice.auth, 'private-carol'));
    try {
      expect((await onB.next()).event).toBe('ready');
      const listeners = () =>
        sql<{ pid: number }>`
          select pid from pg_stat_activity
          where application_name = 'shop:shop_realtime:' || current_schema()
            and query = 'listen shop_realtime'`.execute(a.db);
      // Both instances listen (A since the first test's stream); cut them all.
      const before = (await listeners()).rows;
      expect(before).toHaveLength(2);
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = 'shop:shop_realtime:' || current_schema()`.execute(a.db);
      await expect
        .poll(
          async () =>
            (await listeners()).rows.filter((r) => !before.some((o) => o.pid === r.pid)).length,
          {
            timeout: 5000,
          },
        )
        .toBe(2);
      await sendMail(smtpA.port, { to: 'carol@shop.test', subject: 'After the cut', text: 'x' });
      expect(await onB.next()).toMatchObject({ data: { subject: 'After the cut' } });
    } finally {
      onB.close();
    }
  });
});
