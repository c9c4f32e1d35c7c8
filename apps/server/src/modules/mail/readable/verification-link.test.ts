import { describe, expect, it } from 'vitest';
import { findVerificationLink, readableText, readMailHtml } from './index.ts';
import { STARFALL_HTML } from './starfall-mail.ts';

type LinkSample = [name: string, html: string | null, text: string, link: string | null];

const button = (href: string, label: string) =>
  `<table><tr><td bgcolor="#1a82e2" style="border-radius:4px"><a href="${href}" style="padding:12px 24px;display:inline-block;color:#fff">${label}</a></td></tr></table>`;
const footer = `<p style="font-size:11px"><a href="https://mail.example/u/unsubscribe?id=1">Unsubscribe</a> |
  <a href="https://example.com/privacy">Privacy</a> | <a href="https://example.com/terms">Terms of Service</a> |
  <a href="https://support.example.com/">Help</a> | <a href="https://www.facebook.com/example">Facebook</a> |
  <a href="https://apps.apple.com/app/id1">Download on the App Store</a></p>`;

const LINK_SAMPLES: LinkSample[] = [
  [
    'the HTML-only game mail: the button, not the footer',
    STARFALL_HTML,
    '',
    'https://account.starfall.example/email/verify?token=eyJhbGciOi&lang=en',
  ],
  [
    'a plain-text login confirmation',
    null,
    'Hello,\n\nSomeone tried to sign in to your account from Berlin, Germany.\n\nConfirm your login:\nhttps://accounts.example.com/login/confirm?c=Zm9vYmFy\n\nIf this was not you, change your password: https://accounts.example.com/security\n',
    'https://accounts.example.com/login/confirm?c=Zm9vYmFy',
  ],
  [
    'a plain-text verification, URL on the same line and a full stop after it',
    null,
    'Thanks for signing up! Please verify your e-mail address by visiting https://example.org/v/8f2a9c. If you did not sign up, ignore this e-mail.',
    'https://example.org/v/8f2a9c',
  ],
  [
    'a newsletter: view in browser, unsubscribe and shop links only',
    `<p><a href="https://news.example.com/view/123">View in browser</a></p>
     <h1>Spring Sale: 50% off gems!</h1><p>Stock up before the event.</p>
     ${button('https://shop.example.com/sale?utm_source=news', 'Shop now')}
     <p><a href="https://shop.example.com/new">New arrivals</a> · <a href="https://shop.example.com/account">My account</a></p>${footer}`,
    '',
    null,
  ],
  [
    'a newsletter whose menu has "Log in"',
    `<p><a href="https://shop.example.com/">Home</a> | <a href="https://shop.example.com/login">Log in</a></p>
     <h1>New skins this week</h1>${button('https://shop.example.com/skins', 'Browse skins')}${footer}`,
    'Home | Log in\nNew skins this week',
    null,
  ],
  [
    'a receipt with "View order"',
    `<h1>Thanks for your purchase!</h1><p>Order #10442 — Genshin Impact account (AR 58)</p>
     <table><tr><td>Total</td><td>$49.99</td></tr></table>${button('https://shop.example.com/orders/10442', 'View order')}
     <p>Your account details are in the delivery e-mail.</p>${footer}`,
    'Thanks for your purchase!\nView order: https://shop.example.com/orders/10442',
    null,
  ],
  [
    'a HoYoverse code mail: no link to follow',
    `<p>Dear Traveler,</p><p>Your verification code is:</p><p style="font-size:28px"><b>739201</b></p>
     <p>The verification code will be valid for 30 minutes. Please do not share this code with anyone.</p>
     <p><a href="https://account.hoyoverse.com">HoYoverse Account</a> · <a href="https://www.hoyoverse.com/en-us/help">Customer Service</a></p>`,
    'Dear Traveler,\n\nYour verification code is: 739201\nHoYoverse Account: https://account.hoyoverse.com',
    null,
  ],
  [
    'a HoYoverse e-mail binding mail',
    `<p>Dear Traveler,</p><p>You are binding this e-mail address to your HoYoverse account. Click the button below to confirm.</p>
     ${button('https://account.hoyoverse.com/#/bindEmail/confirm?ticket=AbC123', 'Confirm')}${footer}`,
    '',
    'https://account.hoyoverse.com/#/bindEmail/confirm?ticket=AbC123',
  ],
  [
    'an Epic Games verification with a copy-this-link fallback',
    `<h2>Verify your email address</h2><p>Hello, please verify your email to finish creating your Epic Games account.</p>
     <a class="btn-primary" href="https://www.epicgames.com/id/verify-email?code=5c1e&amp;state=x">VERIFY EMAIL</a>
     <p>Or copy and paste this link into your browser:<br>
     <a href="https://www.epicgames.com/id/verify-email?code=5c1e&amp;state=x">https://www.epicgames.com/id/verify-email?code=5c1e&amp;state=x</a></p>
     <p><a href="https://www.epicgames.com/site/privacypolicy">Privacy Policy</a> · <a href="https://www.epicgames.com/help">Help</a></p>`,
    '',
    'https://www.epicgames.com/id/verify-email?code=5c1e&state=x',
  ],
  [
    'an Epic Games password reset',
    `<p>Hello,</p><p>We received a request to reset the password for your Epic Games account.</p>
     ${button('https://www.epicgames.com/id/reset-password?code=9b7', 'Reset password')}
     <p>If you did not request a password reset, you can ignore this email.</p>`,
    '',
    'https://www.epicgames.com/id/reset-password?code=9b7',
  ],
  [
    'a Riot verification behind a click tracker',
    `<img src="https://static.riotgames.com/logo.png" alt="Riot Games"><h1>Verify your email</h1>
     <p>Confirm this is the right address for your Riot account.</p>
     <a href="https://links.riotgames.com/ls/click?upn=u001.Xk7-2Fq9" style="background-color:#d13639;padding:12px 20px;border-radius:2px">VERIFY EMAIL</a>
     <p><a href="https://links.riotgames.com/ls/click?upn=u001.Yz8">Riot Support</a> | <a href="https://links.riotgames.com/ls/click?upn=u001.Qq1">Unsubscribe</a></p>`,
    '',
    'https://links.riotgames.com/ls/click?upn=u001.Xk7-2Fq9',
  ],
  [
    'a Discord login from a new location',
    `<h2>Hey player123,</h2><p>Someone tried to log into your Discord account from a new location.
     If this is you, follow the link below to authorize logging in from this location on your account.</p>
     <p>IP Address: 203.0.113.7<br>Location: Berlin, Germany</p>
     <div style="text-align:center"><a href="https://click.discord.com/ls/click?upn=u001.AbCd" style="background-color:#5865F2;border-radius:3px;color:#fff;padding:15px 19px">Verify Login</a></div>
     <p>If this wasn't you, <a href="https://click.discord.com/ls/click?upn=u001.Pwd">change your password</a> immediately.</p>
     <p>Sent by Discord • <a href="https://twitter.com/discord">@discord</a> • <a href="https://click.discord.com/ls/click?upn=u001.Blog">check our blog</a></p>`,
    '',
    'https://click.discord.com/ls/click?upn=u001.AbCd',
  ],
  [
    'a Steam Guard code mail: only help links',
    `<p>Dear gamer_42,</p><p>Here is the Steam Guard code you need to login to account gamer_42:</p>
     <p style="font-size:24px">F4K9T</p><p>If you are not attempting to login then please change your Steam password, and consider changing your email password as well to ensure your account security.</p>
     <p><a href="https://help.steampowered.com/en/wizard/HelpWithLoginInfo?lost=8">here</a> for help.</p>`,
    '',
    null,
  ],
  [
    'a Steam e-mail verification',
    `<p>Verify your email address</p><p>Click the button below to verify the email address for your new Steam account.</p>
     ${button('https://store.steampowered.com/account/newaccountverification?stoken=3a9&amp;creationid=77', 'Verify My Email Address')}`,
    '',
    'https://store.steampowered.com/account/newaccountverification?stoken=3a9&creationid=77',
  ],
  [
    '"Yes, it was me" beside "No, secure my account"',
    `<p>New sign-in to your account from Chrome on Windows. Was this you?</p>
     <a href="https://id.example.com/r/no?t=2" class="button">No, secure my account</a>
     <a href="https://id.example.com/r/yes?t=2" class="button">Yes, it was me</a>`,
    '',
    'https://id.example.com/r/yes?t=2',
  ],
  [
    'an image button: the alt names the action',
    `<p>Welcome to Moonlight Arena! Please activate your account.</p>
     <a href="https://arena.example/act/7f"><img src="https://arena.example/img/btn.png" alt="Activate account"></a>`,
    '',
    'https://arena.example/act/7f',
  ],
  [
    '"Click here" in a sentence that says verify',
    '<p>Thanks for joining. Please <a href="https://games.example/e/3k2">click here</a> to verify your email address. Need help? Contact our support team.</p>',
    '',
    'https://games.example/e/3k2',
  ],
  [
    'a magic sign-in link in a mail about signing in',
    `<p>Here is the link you asked for to sign in to Nebula Arcade. It works once, for 15 minutes.</p>
     ${button('https://nebula.example/auth/magic?k=Q1w2E3', 'Sign in to Nebula Arcade')}`,
    '',
    'https://nebula.example/auth/magic?k=Q1w2E3',
  ],
  [
    'mailparser’s text of an HTML-only mail, links in brackets',
    null,
    '[https://cdn.example.com/banner.png]\n\nSTARFALL REVERIE — SECURITY CHECK\n\nVERIFY EMAIL [https://account.starfall.example/verify?t=1]\n\nUnsubscribe [https://starfall.example/unsubscribe] Privacy [https://starfall.example/privacy]',
    'https://account.starfall.example/verify?t=1',
  ],
  [
    'never mailto:, javascript: or data: links',
    `<p>Please verify your email.</p><a href="mailto:verify@example.com">Verify email</a>
     <a href="javascript:verify()">Verify email</a><a href="data:text/html,verify">Confirm</a>`,
    '',
    null,
  ],
  [
    'never a hidden link',
    '<p>Your code is 123456.</p><div style="display:none"><a href="https://evil.example/verify">Verify email</a></div>',
    '',
    null,
  ],
  [
    'never a link that says "not me"',
    '<p>Did you just sign in? If you did not request this, <a href="https://id.example.com/deny?t=1">click here</a>.</p>',
    '',
    null,
  ],
  [
    'never an over-long link',
    `<a href="https://example.com/verify?t=${'a'.repeat(2100)}">Verify email</a>`,
    '',
    null,
  ],
  [
    'never a reset link offered "if this wasn\'t you"',
    `<p>New login to your account from Berlin, Germany.</p>
     <p>If this wasn't you, please <a href="https://id.example.com/reset?t=1">reset your password</a>.</p>`,
    '',
    null,
  ],
  [
    'a plain-text order confirmation',
    null,
    'Thanks for shopping with us!\nOrder confirmation: https://shop.example.com/orders/10442\n',
    null,
  ],
  [
    'a Japanese receipt whose button says 確認 (check) the order',
    '<p>ご注文ありがとうございます。</p><a class="btn" href="https://shop.example.jp/o/1">ご注文内容を確認する</a>',
    '',
    null,
  ],
  [
    'a Korean verification whose button only says 확인',
    '<p>이메일 인증을 완료하려면 아래 버튼을 클릭하세요.</p><a class="btn" href="https://id.example.kr/e/1">확인</a>',
    '',
    'https://id.example.kr/e/1',
  ],
  [
    'a code mail with a site link beside the code',
    null,
    'Your verification code is 123456. Visit https://account.example.com for more.',
    null,
  ],
  ['nothing at all', null, '', null],
];

describe('findVerificationLink', () => {
  it.each(LINK_SAMPLES)('%s', (_name, html, text, link) => {
    expect(findVerificationLink(html, text)).toBe(link);
  });

  it.each(LINK_SAMPLES.filter(([, html]) => html !== null))(
    'reads the same text and link in one walk as readableText and findVerificationLink: %s',
    (_name, html, text) => {
      expect(readMailHtml(html!, text)).toEqual({
        readable: readableText(html!),
        link: findVerificationLink(html, text),
      });
    },
  );

  it('finds the action in the languages a game buyer meets', () => {
    const labels = [
      'E-Mail bestätigen',
      'Anmelden',
      'Vérifier mon adresse',
      'Confirmer',
      'Verificar correo',
      'Confirmar e-mail',
      'Verifica email',
      'Conferma',
      'Подтвердить',
      'Doğrula',
      'Potwierdź',
      '验证邮箱',
      '确认',
      '登录',
      'メールアドレスを認証',
      'ログイン',
      '이메일 인증',
      '로그인',
      'ยืนยันอีเมล',
      'Xác minh email',
      'Verifikasi email',
    ];
    for (const label of labels) {
      const html = `<p>${label}</p>${button('https://id.example.net/x/41?s=9', label)}<p><a href="https://id.example.net/legal/privacy">Privacy</a></p>`;
      expect(findVerificationLink(html, ''), label).toBe('https://id.example.net/x/41?s=9');
    }
  });

  it('turns down the same footers in other languages', () => {
    const labels = [
      'Abmelden',
      'Se désabonner',
      'Darse de baja',
      'Отписаться',
      '退订',
      '配信停止',
      '수신거부',
    ];
    for (const label of labels) {
      const html = `<p>Bestätigen Sie Ihre E-Mail-Adresse.</p><a href="https://news.example.net/m/41">${label}</a>`;
      expect(findVerificationLink(html, ''), label).toBeNull();
    }
  });

  it('returns the href as written: entities decoded, whitespace trimmed', () => {
    const html = '<a href="  https://x.example/verify?a=1&amp;b=%20&#x32;  ">Verify</a>';
    expect(findVerificationLink(html, '')).toBe('https://x.example/verify?a=1&b=%202');
  });

  it('does not throw on hostile input, within the test timeout', () => {
    const hostile = [
      `${'<div>'.repeat(10_000)}<a href="https://x.example/verify">Verify</a>${'</div>'.repeat(10_000)}`,
      '<p>Verify: <a href="https://x.example/verify">link</a></p>\n'.repeat(100_000),
      '<a href="https://x.example/p">Sign in</a> '.repeat(50_000),
      `<a href="https://x.example/verify?${'a'.repeat(3_000_000)}">Verify</a>`,
      '<a href="https://x.exa\u0000mple/verify">Verify\u0000</a><p\u0000>',
      '<a href="https://x.example/verify">Verify<a href=x><div><table><td><a href="https:/',
    ];
    for (const html of hostile) {
      expect(() => findVerificationLink(html, html)).not.toThrow();
    }
    expect(findVerificationLink(hostile[0] ?? '', '')).toBe('https://x.example/verify');
  });
});
