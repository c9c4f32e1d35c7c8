import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDkimKey, signed } from '../../../test/dkim.ts';
import { startDnsStandIn } from '../../../test/dns-standin.ts';
import { eventually } from '../../../test/eventually.ts';
import { createTestContext, signedInRoller, testConfig } from '../../../test/helpers.ts';
import { sendMail, startSmtp } from './mail-fixture.ts';
import { createSenderCheck, systemTxtResolver } from './sender-check.ts';

/**
 * The shop's own resolver (c-ares) against a real DNS server on a loopback port: a key too
 * long for one TXT string, a name that does not exist, a server that does not answer.
 */
const key = makeDkimKey('dns1');
const KEY_NAME = 'dns1._domainkey.hoyoverse.com';
const SILENT_NAME = 'down._domainkey.hoyoverse.com';
let dns: Awaited<ReturnType<typeof startDnsStandIn>>;
beforeAll(async () => {
  dns = await startDnsStandIn(new Map([[KEY_NAME, key.record]]), new Set([SILENT_NAME]));
});
afterAll(() => dns.close());

describe('the DNS the sender check asks (DKIM_DNS_SERVERS)', () => {
  it('answers a key, says a missing one does not exist, and gives up on silence in time', async () => {
    const resolve = systemTxtResolver(400, [dns.server]);
    expect(key.record.length).toBeGreaterThan(255);
    expect((await resolve(KEY_NAME, 'TXT')).flat().join('')).toBe(key.record);
    await expect(resolve('nope._domainkey.hoyoverse.com', 'TXT')).rejects.toMatchObject({
      code: 'ENOTFOUND',
    });
    const started = Date.now();
    await expect(resolve(SILENT_NAME, 'TXT')).rejects.toMatchObject({
      code: expect.stringMatching(/^E/),
    });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('verifies a signed mail through it', async () => {
    const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const from = 'HoYoverse <noreply@hoyoverse.com>';
    const mail = { from, to: 'a.b@shop.test', subject: 'Signed', text: 'Hello.' };
    const raw = (await composer.sendMail(signed(mail, key))).message as Buffer;
    const check = createSenderCheck({
      resolve: systemTxtResolver(400, [dns.server]),
      timeoutMs: 400,
      now: () => new Date(),
    });
    expect(await check.check(raw, from)).toBe(true);
    const silent = makeDkimKey('down');
    const unanswered = (await composer.sendMail(signed(mail, silent))).message as Buffer;
    expect(await check.check(unanswered, from)).toBeNull();
  });
});

describe('DKIM_DNS_SERVERS', () => {
  it('takes IP addresses with or without a port, and names itself when given anything else', () => {
    expect(
      testConfig({ DKIM_DNS_SERVERS: '127.0.0.1:5353, 1.1.1.1, [::1]:53' }).inbound.dkimDnsServers,
    ).toEqual(['127.0.0.1:5353', '1.1.1.1', '[::1]:53']);
    expect(testConfig().inbound.dkimDnsServers).toEqual([]);
    expect(() => testConfig({ DKIM_DNS_SERVERS: 'dns.example' })).toThrow(/DKIM_DNS_SERVERS/);
  });

  it('is what a shop asks: a signed mail over SMTP reads verified', async () => {
    const ctx = await createTestContext(
      { DKIM_DNS_SERVERS: dns.server },
      undefined,
      undefined,
      undefined,
      {},
    );
    const smtp = await startSmtp(ctx);
    try {
      const alice = await signedInRoller(ctx, 'alice');
      await sendMail(
        smtp.port,
        signed(
          {
            from: 'HoYoverse <noreply@hoyoverse.com>',
            to: 'alice.x@shop.test',
            subject: 'Hi',
            text: 'Hi.',
          },
          key,
        ),
      );
      await eventually('the verdict', async () => {
        const res = await ctx.app.inject({ url: '/api/email', headers: alice.auth });
        return res.json().data.emails[0]?.sender_verified === true;
      });
    } finally {
      await smtp.close();
      await ctx.close();
    }
  });
});
