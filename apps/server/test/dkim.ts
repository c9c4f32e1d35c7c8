import { generateKeyPairSync } from 'node:crypto';
import type Mail from 'nodemailer/lib/mailer/index.js';
import type { TxtResolver } from '../src/modules/mail/sender-check.ts';
import { senderDomain } from '../src/modules/mail/security-alerts/text.ts';

/** A DKIM key made by the tests: the private half signs, `record` is its DNS TXT answer. */
export interface DkimKey {
  selector: string;
  privateKey: string;
  record: string;
}

export function makeDkimKey(selector: string): DkimKey {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const p = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  return {
    selector,
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    record: `v=DKIM1; k=rsa; p=${p}`,
  };
}

/** The key every test shop's DNS answers with (made once per worker, never changed). */
export const TEST_DKIM_KEY = makeDkimKey('shoptest');

/**
 * The DNS a test shop's DKIM check asks: `{selector}._domainkey.{any domain}` answers the key
 * of that selector, so a test signs as any sender it plays (HoYoverse, Steam); a selector in
 * `silent` never answers (a DNS that is down); any other name does not exist. No test asks the
 * internet.
 */
export function testDns(keys: DkimKey[] = [TEST_DKIM_KEY], silent: string[] = []): TxtResolver {
  return (name) => {
    const [selector, domain] = name.split('._domainkey.');
    if (domain && silent.includes(selector!)) return new Promise<never>(() => {});
    const key = domain ? keys.find((k) => k.selector === selector) : undefined;
    if (key) return Promise.resolve([[key.record]]);
    return Promise.reject(
      Object.assign(new Error(`queryTxt ENOTFOUND ${name}`), { code: 'ENOTFOUND' }),
    );
  };
}

/** The sender `sendMail` (mail-fixture.ts) sends as when a test names none. */
export const DEFAULT_FROM = 'HoYoverse <noreply@hoyoverse.com>';

/**
 * The mail DKIM-signed by its From domain with `key` (nodemailer signs it as it sends), as the
 * game companies sign theirs: what the shop's alerts need before they believe a sender.
 */
export function signed(mail: Mail.Options, key: DkimKey = TEST_DKIM_KEY): Mail.Options {
  const from = typeof mail.from === 'string' ? mail.from : DEFAULT_FROM;
  const domainName = senderDomain(from);
  if (!domainName) throw new Error(`no domain in the From of a mail to sign: ${from}`);
  return {
    ...mail,
    from,
    dkim: { domainName, keySelector: key.selector, privateKey: key.privateKey },
  };
}
