import { createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The e2e game senders' DKIM key (a test-only key, committed like the SMTP test certificate):
 * e2e/mail.ts signs with it, and the DNS stand-in the e2e server asks (start-server.ts) serves
 * its public half, so the shop verifies the game's mail as it would HoYoverse's (decision 0041).
 */
export const E2E_DKIM_SELECTOR = 'e2e';
/** The sender domains whose key the stand-in serves. */
export const E2E_DKIM_DOMAINS = ['hoyoverse.com'];

const privateKey = readFileSync(path.join(import.meta.dirname, 'fixtures/dkim-e2e.key'), 'utf8');

/** nodemailer's `dkim` option: the mail signed by `domainName` as it is sent. */
export const dkimOf = (domainName: string) => ({
  domainName,
  keySelector: E2E_DKIM_SELECTOR,
  privateKey,
});

/** The TXT records of the key, by DNS name, for every sender domain. */
export function dkimRecords(): Map<string, string> {
  const p = createPublicKey(privateKey).export({ type: 'spki', format: 'der' }).toString('base64');
  return new Map(
    E2E_DKIM_DOMAINS.map((domain) => [
      `${E2E_DKIM_SELECTOR}._domainkey.${domain}`,
      `v=DKIM1; k=rsa; p=${p}`,
    ]),
  );
}
