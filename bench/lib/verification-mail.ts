/**
 * The mail the shop receives most: a game's login verification code, as a game's mailer sends
 * it (multipart/alternative, a short text part and a styled HTML part, 1.5 KB). Each message
 * carries a unique token in its Message-ID and subject, so a stored message can be matched to
 * the 250 its sender got.
 */
import { randomBytes } from 'node:crypto';

/** A run-unique prefix: tokens of two runs on the same data never collide. */
const RUN = randomBytes(3).toString('hex');

export const tokenOf = (n: number) => `b${RUN}x${n.toString(36)}`;

/** The token in a stored subject ("... [token]"). */
export const TOKEN_IN_SUBJECT = /\[(b[0-9a-f]{6}x[0-9a-z]+)\]$/;

function code(n: number): string {
  return String((n * 7919 + 104_729) % 1_000_000).padStart(6, '0');
}

/** The raw RFC 822 bytes of message `n`, to `to`. */
export function verificationMail(n: number, to: string): { token: string; raw: string } {
  const token = tokenOf(n);
  const c = code(n);
  const date = new Date().toUTCString().replace('GMT', '+0000');
  const boundary = `----=_Part_${token}`;
  const raw = [
    'Return-Path: <noreply@accounts.starfall-games.example>',
    'From: "Starfall Account Center" <noreply@accounts.starfall-games.example>',
    `To: ${to}`,
    `Subject: Your verification code is ${c} [${token}]`,
    `Date: ${date}`,
    `Message-ID: <${token}@mailer.starfall-games.example>`,
    'MIME-Version: 1.0',
    'X-Mailer: starfall-notify 4.2',
    'Auto-Submitted: auto-generated',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 7bit',
    '',
    'Hello Traveler,',
    '',
    `Your verification code is: ${c}`,
    '',
    'The code is valid for 30 minutes. If you did not ask for it, someone may be trying',
    'to sign in to your account: change your password and keep the code to yourself.',
    '',
    'Starfall Account Center',
    '',
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: 7bit',
    '',
    '<!doctype html><html><body style="margin:0;background:#f4f5f7;font-family:Arial,sans-serif">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">',
    '<table role="presentation" width="560" style="background:#ffffff;border-radius:8px;padding:32px">',
    '<tr><td style="font-size:16px;color:#1f2328">Hello Traveler,</td></tr>',
    '<tr><td style="padding:16px 0;font-size:14px;color:#1f2328">Your verification code is:</td></tr>',
    `<tr><td style="font-size:32px;font-weight:bold;letter-spacing:6px;color:#3b5bdb">${c}</td></tr>`,
    '<tr><td style="padding-top:16px;font-size:12px;color:#57606a">The code is valid for 30 minutes.',
    'If you did not ask for it, change your password.</td></tr>',
    '</table></td></tr></table></body></html>',
    '',
    `--${boundary}--`,
    '',
  ].join('\r\n');
  return { token, raw };
}
