import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer/index.js';
import { describe, expect, it } from 'vitest';
import { makeDkimKey, signed, testDns } from '../../../test/dkim.ts';
import { eventually } from '../../../test/eventually.ts';
import { createSenderCheck, hasDkimSignature, type TxtResolver } from './sender-check.ts';

const key = makeDkimKey('k1');
const FROM = 'Steam Support <noreply@steampowered.com>';

async function rawOf(mail: Mail.Options): Promise<Buffer> {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return (await composer.sendMail({ to: 'a.b@shop.test', ...mail })).message as Buffer;
}

/** A resolver that counts the questions it is asked. */
function counted(resolve: TxtResolver) {
  const asked: string[] = [];
  const fn: TxtResolver = (name, rrtype) => {
    asked.push(name);
    return resolve(name, rrtype);
  };
  return { fn, asked };
}

const checkWith = (resolve: TxtResolver, timeoutMs = 200) =>
  createSenderCheck({ resolve, timeoutMs, now: () => new Date() });

const mail = { from: FROM, subject: 'Your Steam password was changed', text: 'Changed.' };

describe('the sender check (DKIM against the From domain)', () => {
  it('answers false for unsigned mail without asking DNS', async () => {
    const raw = await rawOf(mail);
    expect(hasDkimSignature(raw)).toBe(false);
    const dns = counted(testDns([key]));
    expect(await checkWith(dns.fn).check(raw, FROM)).toBe(false);
    expect(dns.asked).toEqual([]);
  });

  it('answers true for a signature of the From domain whose key DNS gives', async () => {
    const raw = await rawOf(signed(mail, key));
    expect(hasDkimSignature(raw)).toBe(true);
    const dns = counted(testDns([key]));
    expect(await checkWith(dns.fn).check(raw, FROM)).toBe(true);
    expect(dns.asked).toEqual(['k1._domainkey.steampowered.com']);
  });

  it('answers false for a valid signature of another domain', async () => {
    const raw = await rawOf({
      ...mail,
      dkim: { domainName: 'evil.example', keySelector: 'k1', privateKey: key.privateKey },
    });
    expect(await checkWith(testDns([key])).check(raw, FROM)).toBe(false);
  });

  it('answers false when the From header the check reads names another domain', async () => {
    const raw = await rawOf(signed(mail, key));
    expect(await checkWith(testDns([key])).check(raw, 'Steam <noreply@steamcommunity.com>')).toBe(
      false,
    );
  });

  it('answers false when the domain has no such key, null when DNS fails or says nothing', async () => {
    const raw = await rawOf(signed(mail, key));
    expect(await checkWith(testDns([])).check(raw, FROM)).toBe(false);
    const servfail: TxtResolver = () =>
      Promise.reject(Object.assign(new Error('queryTxt ESERVFAIL'), { code: 'ESERVFAIL' }));
    expect(await checkWith(servfail).check(raw, FROM)).toBeNull();
    const started = Date.now();
    expect(await checkWith(testDns([], ['k1']), 150).check(raw, FROM)).toBeNull();
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('answers null at once rather than hold more signed mail than its bound while DNS is slow', async () => {
    const raw = await rawOf(signed(mail, key));
    const asked: ((records: string[][]) => void)[] = [];
    const slow: TxtResolver = () => new Promise((ok) => void asked.push(ok));
    const check = createSenderCheck({
      resolve: slow,
      timeoutMs: 5_000,
      now: () => new Date(),
      maxHeldBytes: raw.length + 10,
    });
    const first = check.check(raw, FROM);
    expect(await check.check(raw, FROM)).toBeNull();
    await eventually('the first look-up', async () => asked.length === 1);
    asked[0]!([[key.record]]);
    expect(await first).toBe(true);
    // Its bytes are let go: the next one is checked again.
    const again = check.check(raw, FROM);
    await eventually('the second look-up', async () => asked.length === 2);
    asked[1]!([[key.record]]);
    expect(await again).toBe(true);
  });
});
