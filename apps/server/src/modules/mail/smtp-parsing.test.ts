import { describe, expect, it } from 'vitest';
import { listInbox, readEmail, sendMail, useMailShop } from './mail-fixture.ts';

/** What the MX makes of a message: bodies, previews, codes, attachments and encodings. */

const shop = useMailShop();

const inbox = (auth: Record<string, string>, query = '') => listInbox(shop.ctx, auth, query);
const detail = (auth: Record<string, string>, id: number) => readEmail(shop.ctx, auth, id);

describe('what is parsed', () => {
  it('plain text: preview folded to 150 characters and "..." after the cut, the code found, no HTML', async () => {
    const text = `Your verification code is: 482913\n\n${'The code is valid for 30 minutes. '.repeat(10)}`;
    await shop.send({ to: 'alice.p@shop.test', subject: '[HoYoverse] Verification Code', text });
    const [mail] = (await inbox(shop.alice.auth)).emails;
    expect(mail).toMatchObject({
      from: '"HoYoverse" <noreply@hoyoverse.com>',
      subject: '[HoYoverse] Verification Code',
      has_html: false,
      is_read: false,
      code: '482913',
    });
    expect(mail!.preview).toBe(`${text.replace(/\s+/g, ' ').slice(0, 150).trimEnd()}...`);
    const full = await detail(shop.alice.auth, mail!.id);
    expect(full.text.trim()).toBe(text.trim());
    expect(full.html).toBeNull();
  });

  it('HTML only: kept as sent, with a text made from it', async () => {
    const html =
      '<html><body><h1>Epic Games</h1><p>Your security code: <b>601844</b></p><script>x()</script></body></html>';
    await shop.send({ to: 'alice.h@shop.test', subject: 'Your Epic Games security code', html });
    const [mail] = (await inbox(shop.alice.auth)).emails;
    expect(mail).toMatchObject({ has_html: true, code: '601844' });
    const full = await detail(shop.alice.auth, mail!.id);
    expect(full.html!.trimEnd()).toBe(html);
    expect(full.text).toContain('601844');
    expect(mail!.preview).toContain('Your security code: 601844');
  });

  it('text and HTML: the preview is the text part without its link targets; the link from the HTML', async () => {
    await shop.send({
      to: 'alice.t@shop.test',
      subject: 'Confirm your sign-in',
      text: 'Confirm your sign-in: [https://id.example.com/confirm?t=9] <https://id.example.com/x> www.example.com done.',
      html: '<p>Confirm your sign-in:</p><a href="https://id.example.com/confirm?t=9" class="btn">Confirm login</a>',
    });
    const [mail] = (await inbox(shop.alice.auth)).emails;
    expect(mail!.preview).toBe('Confirm your sign-in: done.');
    expect(mail!.link).toBe('https://id.example.com/confirm?t=9');
  });

  it('multipart with attachments: both bodies, and the attachments listed', async () => {
    await shop.send({
      to: 'alice.m@shop.test',
      subject: 'Receipt',
      text: 'plain part',
      html: '<p>html part <img src="cid:logo@shop"></p>',
      attachments: [
        { filename: 'receipt.pdf', content: Buffer.alloc(1234, 1), contentType: 'application/pdf' },
        {
          filename: 'logo.png',
          content: Buffer.alloc(50, 2),
          contentType: 'image/png',
          cid: 'logo@shop',
        },
      ],
    });
    const [mail] = (await inbox(shop.alice.auth)).emails;
    const full = await detail(shop.alice.auth, mail!.id);
    expect(full.text.trim()).toBe('plain part');
    expect(full.html).toContain('html part');
    expect(full.attachments.sort((a, b) => b.filename!.localeCompare(a.filename!))).toEqual([
      {
        filename: 'receipt.pdf',
        content_type: 'application/pdf',
        size: 1234,
        content_id: null,
        inline: false,
      },
      {
        filename: 'logo.png',
        content_type: 'image/png',
        size: 50,
        content_id: 'logo@shop',
        inline: true,
      },
    ]);
  });

  it('decodes RFC 2047 encoded headers and a quoted-printable Latin-1 body', async () => {
    const raw = [
      'From: =?ISO-8859-1?Q?Bj=F6rn_Support?= <support@example.de>',
      'To: alice.enc@shop.test',
      'Subject: =?UTF-8?B?44CQ57Gz5ZOI5ri444CR6aqM6K+B56CB?=',
      'Message-ID: <enc-1@example.de>',
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=ISO-8859-1',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'Ihr Best=E4tigungscode lautet: 294715',
      '',
    ].join('\r\n');
    await sendMail(shop.smtp.port, {
      envelope: { from: 'support@example.de', to: ['alice.enc@shop.test'] },
      raw,
    });
    const [mail] = (await inbox(shop.alice.auth)).emails;
    expect(mail).toMatchObject({
      from: '"Björn Support" <support@example.de>',
      subject: '【米哈游】验证码',
      code: '294715',
    });
    expect((await detail(shop.alice.auth, mail!.id)).text).toContain('Ihr Bestätigungscode');
  });

  it('stores a body with NUL bytes and broken UTF-8 instead of failing on it', async () => {
    const raw = Buffer.concat([
      Buffer.from('From: x@example.com\r\nTo: alice.nul@shop.test\r\nSubject: nul\r\n\r\nbefore'),
      Buffer.from([0, 0xc3, 0x28, 0xed, 0xa0, 0x80]),
      Buffer.from('after\r\n'),
    ]);
    const info = await sendMail(shop.smtp.port, {
      envelope: { from: 'x@example.com', to: ['alice.nul@shop.test'] },
      raw,
    });
    expect(info.response).toMatch(/^250 /);
    const [mail] = (await inbox(shop.alice.auth)).emails;
    expect(mail!.preview).toMatch(/^before.*after$/);
    expect(mail!.preview).not.toContain('\u0000');
  });
});
