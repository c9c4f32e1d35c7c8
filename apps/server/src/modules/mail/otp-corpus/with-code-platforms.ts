import { OTP_HELPER, sms, type OtpCase } from './cases.ts';

const STEAM_GUARD =
  'Steam Support, Steam Guard code e-mail (help.steampowered.com HelpWithSteamGuardCode); wording as quoted by open-source Steam Guard mail readers';
const STEAM_FOOTER =
  'This email was generated because of a login attempt from a web or mobile device located at 203.0.113.5 (US). The login attempt included your correct account name and password.\n\nThe Steam Guard code is required to complete the login. No one can access your account without also accessing this email.\n\nIf you are not attempting to login then please change your Steam password, and consider changing your email password as well to ensure your account security.\n\nThe Steam Team';

/**
 * Mails from the game companies and platforms whose accounts the shop sells, with the From
 * header they are sent with, so the per-sender rules are measured as well as the general one.
 */
export const WITH_CODE_PLATFORMS: OtpCase[] = [
  {
    source: STEAM_GUARD,
    language: 'en',
    from: 'Steam <noreply@steampowered.com>',
    subject: 'Your Steam account: Access from new web or mobile device',
    text: `Dear pqub30458,\n\nHere is the Steam Guard code you need to login to account pqub30458:\n\nB3N7K\n\n${STEAM_FOOTER}`,
    code: 'B3N7K',
  },
  {
    source: STEAM_GUARD,
    language: 'en',
    from: 'Steam Support <noreply@steampowered.com>',
    subject: 'Your Steam account: Access from new computer',
    text: `Dear shopdemo,\n\nHere is the Steam Guard code you need to access your account:\n\nPQVVV\n\n${STEAM_FOOTER}`,
    code: 'PQVVV',
  },
  {
    source: `${STEAM_GUARD} (Russian: "Код Steam Guard, необходимый для входа в аккаунт")`,
    language: 'ru',
    from: 'Steam <noreply@steampowered.com>',
    subject: 'Ваш аккаунт Steam: вход с нового устройства',
    text: 'Здравствуйте, shopdemo!\n\nКод Steam Guard, необходимый для входа в аккаунт shopdemo:\n\nRCXQG\n\nЭто письмо было создано из-за попытки входа с устройства, расположенного в 203.0.113.5 (RU).\n\nКоманда Steam',
    code: 'RCXQG',
  },
  {
    source: `${STEAM_GUARD} (new Steam Guard mail, HTML turned to text)`,
    language: 'en',
    from: 'Steam <noreply@steampowered.com>',
    subject: 'Steam Guard: new sign-in',
    text: 'Here is the Steam Guard code you need to access your account:\nMNBV2\nHelpUnauthorizedLogin',
    code: 'MNBV2',
  },
  {
    source:
      'Auto Auth Filler (AlekPnv/auto-auth-filler), test/extension.test.js: Battle.net sender and "Here is your security code:\\nRXCZMK"',
    language: 'en',
    from: 'Battle.net <noreply@battle.net>',
    subject: 'Battle.net Account Verification',
    text: 'Greetings!\n\nHere is your security code:\n\nRXCZMK\n\nThis code expires in 30 minutes. If you did not try to log in, change your password.\n\nBlizzard Entertainment, Inc. PO Box 18979, Irvine, CA 92623',
    code: 'RXCZMK',
  },
  {
    source:
      'Auto Auth Filler (AlekPnv/auto-auth-filler), test/extension.test.js: Epic Games "Your security code is: 481902"',
    language: 'en',
    from: 'Epic Games <help@acct.epicgames.com>',
    subject: 'Your Epic Games security code',
    text: 'Hello,\n\nYour security code is:\n\n481902\n\nThis code will expire in 15 minutes. If you did not request this code, you can safely ignore this email.\n\nEpic Games, Inc. 620 Crossroads Blvd. Cary, NC 27518 USA\n© 2026, Epic Games, Inc.',
    code: '481902',
  },
  {
    source:
      'Riot account mail (sender noreply@mail.accounts.riotgames.com, subject "Riot Games Verification Code" as listed in open-source platform mail filters); body composed after it',
    language: 'en',
    from: 'Riot Games <noreply@mail.accounts.riotgames.com>',
    subject: 'Riot Games Verification Code',
    text: 'Hi shopdemo,\n\nHere is your verification code:\n\n774523\n\nThe code expires in 10 minutes. Riot Games, Inc. 12333 W Olympic Blvd, Los Angeles, CA 90064',
    code: '774523',
  },
  sms(
    OTP_HELPER,
    'zh',
    '【米哈游】验证码：123456（10分钟内有效）。您正在关闭新设备验证功能，请勿将验证码告诉他人哦。',
    '123456',
  ),
  {
    source:
      'HoYoverse new-device verification notice ("a verification code will be sent to your linked email address"), mmoarchive.com Genshin Impact account-security notice; mail composed after it',
    language: 'en',
    subject: '[HoYoverse] Verification Code',
    text: 'Dear Traveler,\n\nYou are logging in to your HoYoverse Account on a new device. Your verification code is:\n\n529401\n\nThe code will be valid for 30 minutes. Do not share it with anyone.\n\nHoYoverse Account Team\n2026/03/14 10:22:05 (UTC+8)',
    code: '529401',
  },
  {
    source:
      'Supercell Help "Help with Verification Codes" (help.supercellsupport.com); mail composed after it',
    language: 'en',
    subject: 'Supercell ID Verification Code',
    text: 'Hi!\n\nYour Supercell ID verification code is:\n\n483920\n\nOnly the latest code sent to you will work. If you did not request it, you can ignore this email.\n\nSupercell Oy, Jätkäsaarenlaituri 1, 00180 Helsinki, Finland',
    code: '483920',
  },
  {
    source: 'Nintendo Account sign-in verification e-mail; composed after Nintendo Support',
    language: 'ja',
    subject: '[ニンテンドーアカウント] 確認コード',
    text: 'ニンテンドーアカウントのご利用ありがとうございます。\n確認コード：5821\nこの確認コードは送信から30分間有効です。（2026/03/14 12:00 JST）\n任天堂株式会社',
    code: '5821',
  },
  {
    source:
      'ohtipi (YacTeam/ohtipi): "469538 is your verification code for your Sony Entertainment Network account."; as a mail',
    language: 'en',
    subject: 'PlayStation Network',
    text: '469538 is your verification code for your Sony Entertainment Network account.\n\nSony Interactive Entertainment LLC, 2207 Bridgepointe Pkwy, San Mateo, CA 94404',
    code: '469538',
  },
  {
    source:
      'Microsoft account security code e-mail (account-security-noreply@accountprotection.microsoft.com); layout composed after it',
    language: 'en',
    from: 'Microsoft account team <account-security-noreply@accountprotection.microsoft.com>',
    subject: 'Microsoft account security code',
    text: "Microsoft account\nSecurity code\n\nPlease use the following security code for the Microsoft account sh*****@example.com.\n\nSecurity code: 4821907\n\nIf you don't recognize the Microsoft account sh*****@example.com, you can click here to remove your email address from that account.\n\nThanks,\nThe Microsoft account team",
    code: '4821907',
  },
  {
    source:
      'Microsoft account security code e-mail, German wording ("Sicherheitscode"); composed after it',
    language: 'de',
    from: 'Microsoft-Kontoteam <account-security-noreply@accountprotection.microsoft.com>',
    subject: 'Sicherheitscode für das Microsoft-Konto',
    text: 'Microsoft-Konto\nSicherheitscode\n\nVerwenden Sie den folgenden Sicherheitscode für das Microsoft-Konto sh*****@example.com.\n\nSicherheitscode: 7302914\n\nVielen Dank!\nIhr Microsoft-Kontoteam',
    code: '7302914',
  },
  {
    source:
      "Google Account Help, 'G-123456 is your Google verification code' (SMS forwarded by mail)",
    language: 'en',
    from: 'Google <noreply@google.com>',
    subject: 'Fwd: SMS from 22000',
    text: 'G-552190 is your Google verification code.\n\nReceived 2026-03-14 10:22 from 22000',
    code: '552190',
  },
  {
    source: 'Google recovery-email verification mail; composed after Google Account Help',
    language: 'en',
    from: 'Google <no-reply@accounts.google.com>',
    subject: 'Google verification code',
    text: 'Google\n\nVerify your recovery email\n\nGoogle received a request to use this email address as a recovery email for a Google Account.\n\nUse this code to finish setting up this recovery email:\n\n318277\n\nThis code will expire in 24 hours.\n\n© 2026 Google LLC, 1600 Amphitheatre Parkway, Mountain View, CA 94043, USA',
    code: '318277',
  },
  {
    source:
      'Instagram security mail ("123456 is your Instagram code"); otphelper fixture wording, mail composed after it',
    language: 'en',
    from: 'Instagram <security@mail.instagram.com>',
    subject: '104 618 is your Instagram code',
    text: "Hi shopdemo,\n\nSomeone tried to log in to your Instagram account. If this was you, please use the following code to confirm your identity:\n\n104618\n\nIf this wasn't you, please reset your password to secure your account.\n\nfrom Meta\n© Instagram. Meta Platforms, Inc., 1601 Willow Road, Menlo Park, CA 94025",
    code: '104618',
  },
  {
    source:
      'Auto Auth Filler (AlekPnv/auto-auth-filler), test/extension.test.js: "Your Discord verification code is 934812"; as a mail',
    language: 'en',
    from: 'Discord <noreply@discord.com>',
    subject: 'Your Discord verification code',
    text: 'Hey shopdemo,\n\nYour Discord verification code is:\n\n934812\n\nSent by Discord • 444 De Haro Street #200, San Francisco, CA 94107',
    code: '934812',
  },
  {
    source:
      'Auto Auth Filler (AlekPnv/auto-auth-filler), test/extension.test.js: "Your Twitch verification code is 123456"; as a mail',
    language: 'en',
    subject: 'Your Twitch Login Verification Code',
    text: 'Hi shopdemo,\n\nYour Twitch verification code is 123456. Enter it on the login page to continue.\n\n© 2026 Twitch Interactive, Inc., 350 Bush Street, 2nd Floor, San Francisco, CA 94104',
    code: '123456',
  },
  {
    source:
      'toolbox-rebuild (suen8228994/toolbox-rebuild), test-code-extraction.js: Amazon account verification mail with a stray number in the small print',
    language: 'en',
    subject: 'Verify your new Amazon account',
    text: "Verify your new Amazon account\n\nTo verify your email address, please use the following One Time Password (OTP):\n\n245276\n\nDon't share this OTP with anyone.\n007185",
    code: '245276',
  },
  {
    source:
      'EA account security code mail ("Your EA Security Code is: ..."); composed after EA Help "security code" articles',
    language: 'en',
    subject: 'Your EA Security Code',
    text: 'Hi shopdemo,\n\nYour EA Security Code is: 602913\n\nThis code will expire in 30 minutes. If you did not request it, change your password.\n\nElectronic Arts Inc., 209 Redwood Shores Parkway, Redwood City, CA 94065',
    code: '602913',
  },
  {
    source:
      'WhatsApp Help Center, registration SMS code ("Your WhatsApp code: 123-456"), forwarded',
    language: 'en',
    from: 'WhatsApp <noreply@whatsapp.com>',
    subject: 'Your WhatsApp code',
    text: "Your WhatsApp code: 318-209\n\nDon't share this code with others",
    code: '318209',
  },
];
