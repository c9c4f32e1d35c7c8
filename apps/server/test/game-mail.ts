import type Mail from 'nodemailer/lib/mailer/index.js';

/**
 * An HTML-only mail as game companies send them: a banner image, a heading, the code in a
 * styled table cell, a "Verify email" button and a footer of links; with a PDF attached. Its
 * text exists only in its HTML, so a reader that shows a text conversion sees noise.
 */
export function htmlGameMail(opts: { to: string; code?: string; link?: string }): Mail.Options {
  const code = opts.code ?? '482913';
  const link = opts.link ?? 'https://account.starfall.example/verify?token=abc123';
  return {
    from: 'Starfall Reverie <noreply@starfall.example>',
    to: opts.to,
    subject: 'Starfall Reverie — security check',
    html: `<!doctype html><html><head><style>.btn{background:#5b4bff;color:#fff}</style></head>
<body style="background:#f4f4f8;margin:0">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">
<img src="https://cdn.starfall.example/banner.png" width="600" alt="">
<h1 style="font-size:22px">STARFALL REVERIE — SECURITY CHECK</h1>
<p>Hello Traveler,</p>
<p>We received a request to sign in to your account from a new device. Enter this verification code in the game:</p>
<table><tr><td style="font-size:32px;letter-spacing:8px;font-weight:bold;padding:12px 24px;background:#ffffff">${code}</td></tr></table>
<p>Or confirm the sign-in with one click:</p>
<p><a class="btn" href="${link}" style="display:inline-block;padding:12px 28px;border-radius:6px;background:#5b4bff;color:#fff;text-decoration:none">Verify email</a></p>
<p style="color:#888;font-size:12px">If this was not you, change your password.</p>
<p style="color:#888;font-size:12px"><a href="https://starfall.example/unsubscribe?u=1">Unsubscribe</a> · <a href="https://starfall.example/privacy">Privacy</a></p>
</td></tr></table></body></html>`,
    attachments: [
      {
        filename: 'Sicherheitsbericht März.pdf',
        content: Buffer.from('%PDF-1.4\n% security report\n'),
        contentType: 'application/pdf',
      },
    ],
  };
}
