import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { composed, loginCodeMail, randomMessage } from './mail-corpus.ts';
import { parseWithMailparser } from './parse.ts';
import { parseSimpleMail } from './simple-mail.ts';

/** Each message the fast path takes must come out exactly as mailparser reads it. */
async function expectSameAsMailparser(raw: Buffer): Promise<boolean> {
  const fast = parseSimpleMail(raw);
  if (!fast) return false;
  const { attachments, ...slow } = await parseWithMailparser(raw);
  expect(fast, raw.toString('latin1')).toEqual(slow);
  expect(attachments).toEqual([]);
  return true;
}

describe('the fast path for plain mail', () => {
  it('takes the login-code mail and reads it as mailparser does', async () => {
    for (const n of [0, 1, 99_999])
      expect(await expectSameAsMailparser(loginCodeMail(n, `demo.acct${n}@shop.localhost`))).toBe(
        true,
      );
  });

  it('takes what nodemailer writes for text, and text with HTML, in every transfer encoding', async () => {
    const taken = [
      { subject: 'Code 482913', text: 'Your code is: 482913\n' },
      { subject: 'Both', text: 'Plain part', html: '<p>HTML part</p>' },
      // nodemailer picks quoted-printable for long lines and some 8-bit text, base64 for more.
      { subject: 'QP', text: `${'long line '.repeat(20)}\nÜnïcode`, html: '<p>ü</p>' },
      { subject: 'Base64', text: '€'.repeat(200), html: `<p>${'€'.repeat(200)}</p>` },
      { to: 'A <a@x.example>, b@x.example', subject: 'Two recipients', text: 'x' },
    ];
    for (const options of taken)
      expect(await expectSameAsMailparser(await composed({ to: 'r@x.example', ...options }))).toBe(
        true,
      );
  });

  it('leaves attachments, encoded words and HTML-only mail to mailparser', async () => {
    const left = [
      { subject: 'Ünïcode subject', text: 'x' },
      { subject: 'HTML only', html: '<p>x</p>' },
      { subject: 'Attached', text: 'x', attachments: [{ filename: 'a.txt', content: 'a' }] },
      { from: 'Jörg <j@x.example>', subject: 'x', text: 'x' },
    ];
    for (const options of left)
      expect(parseSimpleMail(await composed({ to: 'r@x.example', ...options }))).toBeNull();
  });

  it('reads any message it takes exactly as mailparser does (random headers, parts, encodings, charsets)', async () => {
    let taken = 0;
    await fc.assert(
      fc.asyncProperty(randomMessage, async (raw) => {
        if (await expectSameAsMailparser(raw)) taken++;
      }),
      { numRuns: 5000, seed: 20261123 },
    );
    // The comparison means something only if the fast path took a good share of them.
    expect(taken).toBeGreaterThan(150);
  });
});
