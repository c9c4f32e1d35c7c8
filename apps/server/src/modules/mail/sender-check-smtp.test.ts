import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signed } from '../../../test/dkim.ts';
import { eventually } from '../../../test/eventually.ts';
import { createTestContext, signedInRoller, type TestContext } from '../../../test/helpers.ts';
import { sendMail, startSmtp } from './mail-fixture.ts';

/**
 * The MX answers 250 once a message is committed, whatever its sender's DNS does (decision
 * 0041): here the DNS answers only when the test lets it (with a failure), and the check would
 * wait a minute for it.
 */
let release: () => void;
const held = new Promise<never>((_, fail) => {
  release = () => fail(Object.assign(new Error('queryTxt ESERVFAIL'), { code: 'ESERVFAIL' }));
});
held.catch(() => {});
let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  ctx = await createTestContext({}, undefined, undefined, undefined, {
    resolve: () => held,
    timeoutMs: 60_000,
  });
  await signedInRoller(ctx, 'alice');
  smtp = await startSmtp(ctx);
});
afterAll(async () => {
  await smtp.close();
  await ctx.close();
});

const stored = () =>
  ctx.db.selectFrom('mail_messages').select(['subject', 'sender_verified']).execute();

describe('the sender check and the MX', () => {
  it('answers 250 and lets readers see a signed mail before its DNS answers', async () => {
    const checked: string[] = [];
    const off = ctx.services.events.on('mail.sender-checked', (m) => void checked.push(m.subject));
    try {
      const sent = await sendMail(
        smtp.port,
        signed({ to: 'alice.x@shop.test', subject: 'Signed', text: 'Waiting for DNS.' }),
      );
      expect(sent.response).toMatch(/^250 /);
      expect(await stored()).toEqual([{ subject: 'Signed', sender_verified: null }]);
      // An unsigned mail after it is decided at once, and is not held behind the first.
      await sendMail(smtp.port, { to: 'alice.x@shop.test', subject: 'Unsigned', text: 'No.' });
      await eventually('the unsigned mail’s verdict', async () => checked.includes('Unsigned'));
      expect(checked).toEqual(['Unsigned']);
      expect(await stored()).toEqual(
        expect.arrayContaining([{ subject: 'Unsigned', sender_verified: false }]),
      );
      // The DNS fails at last: the signed mail's sender stays unknown.
      release();
      await eventually('the signed mail’s verdict', async () => checked.includes('Signed'));
      expect(await stored()).toEqual(
        expect.arrayContaining([{ subject: 'Signed', sender_verified: null }]),
      );
    } finally {
      off();
    }
  });
});
