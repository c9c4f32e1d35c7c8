import { findVerificationCode } from './verification-code/index.ts';
import { describe, expect, it } from 'vitest';
import { WITHOUT_CODE, type Sample } from './verification-code-samples.ts';

/** Mails as game companies and platforms send them, footers, dates and prices included. */
const WITH_CODE: Sample[] = [
  [
    'HoYoverse account verification',
    '[HoYoverse] Verification Code',
    `Dear Traveler,

Your verification code is: 482913
The verification code will be valid for 30 minutes. Please do not share this code with anyone.
If you did not request this, please ignore this email.

HoYoverse Account Team
2026-03-14 10:22:05 (UTC+8)`,
    '482913',
  ],
  [
    'HoYoverse in Chinese',
    '【米哈游】验证码',
    '亲爱的旅行者：\n您的验证码是：739201，有效期为30分钟。请勿将验证码告知他人。\n米哈游 2026年3月14日',
    '739201',
  ],
  [
    'Epic Games one-time passcode',
    'Your Epic Games security code',
    `Hello,

Here is your one-time passcode:

601844

This code will expire in 15 minutes. If you did not request this code, you can safely ignore this email.

Epic Games, Inc. 620 Crossroads Blvd. Cary, NC 27518 USA
© 2026, Epic Games, Inc.`,
    '601844',
  ],
  [
    'Steam Guard code with letters and digits',
    'Your Steam account: Access from new web or mobile device',
    `Dear shopdemo1234,

Here is the Steam Guard code you need to login to account shopdemo1234:

F4K9T

This email was generated because of a login attempt from a web or mobile device located at 203.0.113.5 (US).

The Steam Guard code is required to complete the login. No one can access your account without also accessing this email.`,
    'F4K9T',
  ],
  [
    'Steam Guard code of letters only',
    'Your Steam account: Access from new computer',
    `Dear shopdemo,

Here is the Steam Guard code you need to login to account shopdemo:

RCXQG

If you are not attempting to login then please change your Steam password.`,
    'RCXQG',
  ],
  [
    'Google verification code',
    'Google verification code',
    `Google

Verify your email address

To finish setting up this email address, enter this verification code:

318277

This code will expire in 24 hours.

You received this email because demo.a@shop.test was added to a Google Account.
© 2026 Google LLC, 1600 Amphitheatre Parkway, Mountain View, CA 94043, USA`,
    '318277',
  ],
  [
    'Google SMS-style prefix',
    'G-552190 is your Google verification code',
    "Don't share it with anyone.",
    '552190',
  ],
  [
    'Apple ID',
    'Verify your Apple ID email address',
    `You have selected this email address as your new Apple ID. To verify this email address belongs to you, enter the code below on the email verification page:

904117

This code will expire three hours after this email was sent.

Apple ID Support
Copyright © 2026 Apple Inc. One Apple Park Way, Cupertino, CA 95014, United States.`,
    '904117',
  ],
  [
    'Sony PlayStation',
    'PlayStation account: verification code',
    `Your verification code:
  2846 1093
Enter this code within 10 minutes. Sony Interactive Entertainment LLC, 2207 Bridgepointe Pkwy, San Mateo, CA 94404.`,
    '28461093',
  ],
  [
    'Nintendo Account 4-digit code',
    'Nintendo Account: Email address verification',
    `Thank you for using Nintendo Account.
Please enter the following verification code on the verification screen.

Verification code: 5821

This code is valid for 30 minutes after this email was sent (2026/03/14 12:00 JST).
Nintendo Co., Ltd.`,
    '5821',
  ],
  [
    'Riot sign-in code',
    'Your Riot Games sign-in code',
    `Hi shopdemo,

Your sign-in code is 774523. It expires in 10 minutes.

Riot Games, Inc. 12333 W Olympic Blvd, Los Angeles, CA 90064`,
    '774523',
  ],
  [
    'Discord code below',
    'Verify your email address for Discord',
    `Hey shopdemo,

Use the code below to confirm your email address.

190283

Sent by Discord • 444 De Haro Street #200, San Francisco, CA 94107`,
    '190283',
  ],
  [
    'code before the word',
    '',
    '458201 is your Microsoft account security code.\n\nMicrosoft Corporation, One Microsoft Way, Redmond, WA 98052',
    '458201',
  ],
  [
    'Japanese 認証コード',
    '【重要】認証コードのお知らせ',
    'いつもご利用ありがとうございます。\n認証コード：638104\n有効期限：2026年3月14日 12時30分\n株式会社サンプルゲームス',
    '638104',
  ],
  [
    'Japanese 確認コード',
    '確認コードをお送りします',
    'ログインするには次の確認コードを入力してください。\n\n【確認コード】 7392\n\nこのメールは送信専用です。',
    '7392',
  ],
  [
    'Korean 인증번호',
    '[넥슨] 이메일 인증번호 안내',
    '안녕하세요. 요청하신 인증번호는 [482017] 입니다.\n인증번호는 10분간 유효합니다.\n고객센터 1588-7701',
    '482017',
  ],
  ['Korean 인증 코드', '인증 코드', '회원님의 인증 코드: 309184\n2026년 3월 14일 발송', '309184'],
  [
    'Spanish código',
    'Tu código de verificación',
    'Hola,\n\nTu código de verificación es 820461. Caduca en 15 minutos.\n\nPedido 4410298 - Total: 19,99 €',
    '820461',
  ],
  [
    'Portuguese código',
    'Seu código de verificação',
    'Olá! Seu código de verificação é: 117308\nO código expira em 10 minutos.\nR$ 49,90 - 14/03/2026',
    '117308',
  ],
  [
    'French code',
    'Votre code de vérification',
    'Bonjour,\nVotre code de vérification est : 650938\nIl expire dans 10 minutes.\nLe 14/03/2026 à 10:22.',
    '650938',
  ],
  [
    'German Bestätigungscode',
    'Ihr Bestätigungscode',
    'Hallo,\nIhr Bestätigungscode lautet: 294715\nDer Code ist 15 Minuten gültig.\nBestellnummer: 30012345, 29,99 EUR',
    '294715',
  ],
  [
    'Russian код',
    'Код подтверждения',
    'Здравствуйте!\nВаш код подтверждения: 561820\nКод действителен 10 минут.\nЗаказ № 1234567 на сумму 1999 руб.',
    '561820',
  ],
  [
    'Indonesian kode',
    'Kode verifikasi akun Anda',
    'Halo,\nKode verifikasi Anda adalah 803315. Kode berlaku selama 5 menit.\nTotal: Rp 150000',
    '803315',
  ],
  ['Thai รหัส', 'รหัส OTP ของคุณ', 'รหัส OTP ของคุณคือ 492013 (ใช้ได้ภายใน 5 นาที)\nราคา 199 บาท', '492013'],
  [
    'Turkish kodunuz',
    'Doğrulama kodu',
    'Merhaba,\nDoğrulama kodunuz: 738105\nBu kod 10 dakika geçerlidir.',
    '738105',
  ],
  [
    'Vietnamese mã xác minh',
    'Mã xác minh của bạn',
    'Xin chào,\nMã xác minh của bạn là 664028. Mã có hiệu lực trong 10 phút.',
    '664028',
  ],
  [
    'Garena OTP with an order number first',
    'Garena OTP',
    'Order #88123344 received on 2026-03-14.\nYour OTP is 246810. Do not share it.',
    '246810',
  ],
  [
    'Supercell ID code in the subject only',
    'Supercell ID verification code: 991204',
    'Hello!\nEnter the code in the game to continue. If you did not request it, ignore this email.\nSupercell Oy, Jätkäsaarenlaituri 1, 00180 Helsinki, Finland',
    '991204',
  ],
  [
    'PIN after a phone number',
    'Your login PIN',
    'Need help? Call +1 800 555 1234.\nYour PIN: 4071',
    '4071',
  ],
  [
    'Blizzard alphanumeric security code',
    'Blizzard Account security code',
    'Greetings,\nYour security code is: AB7K2Q\nThis code will expire in 30 minutes. Order ID: 12345678',
    'AB7K2Q',
  ],
  [
    'HTML-only mail turned to text, code on a line of its own',
    'Level Infinite verification code',
    'LEVEL INFINITE\n\nVERIFICATION CODE\n\n385012\n\nPlease complete the verification within 10 minutes.\n\n© 2026 Proxima Beta Pte. Limited',
    '385012',
  ],
  ['full-width digits', '验证码通知', '您的验证码为：６０２９１８，5分钟内有效。', '602918'],
];

describe('findVerificationCode', () => {
  it('has a corpus of at least 30 mails', () => {
    expect(WITH_CODE.length + WITHOUT_CODE.length).toBeGreaterThanOrEqual(30);
  });

  it.each(WITH_CODE)('finds the code: %s', (_name, subject, text, code) => {
    expect(findVerificationCode(subject, text)).toBe(code);
  });

  it.each(WITHOUT_CODE)('finds nothing: %s', (_name, subject, text) => {
    expect(findVerificationCode(subject, text)).toBeNull();
  });

  it('reads only the head of a huge text', () => {
    const filler = 'lorem ipsum 2026 '.repeat(200_000);
    expect(findVerificationCode('', `Your code is 123456\n${filler}`)).toBe('123456');
    // A code 3.4 MB in is never looked at: the cost of a mail does not grow with its length.
    expect(findVerificationCode('', `${filler}\nYour code is 123456`)).toBeNull();
  });
});
