import type { SecurityAlertKind } from '@shop/contract/values';
import { WITH_CODE, WITHOUT_CODE, type OtpCase } from '../../otp-corpus/index.ts';
import type { SecurityCase } from './cases.ts';

/**
 * The code finder's corpus, read again for what each message reports. Sign-in codes, receipts,
 * news, bank alerts and "never share your password" notices are ordinary; the few that report
 * or request an account-security change are labelled here, each by a piece of its text (the
 * test checks that every piece names exactly one message, so the labels cannot drift).
 */
export const OTP_CORPUS_SECURITY: ReadonlyArray<[fragment: string, kind: SecurityAlertKind]> = [
  // A code to change the QQ account's security phone, and one to edit Weibo's phone number.
  ['修改QQ8******1的密保手机', 'phone_changed'],
  ['You are editing the phone number information of your weibo account', 'phone_changed'],
  // Two-step verification turned off: miHoYo's code for it, Sony's notice of it.
  ['您正在关闭新设备验证功能', 'two_factor_off'],
  [
    '2-step verification is now deactivated on your Sony Entertainment Network account',
    'two_factor_off',
  ],
  // Notices of a sign-in that happened, with no code to type.
  ['We noticed a new sign-in to your Google Account on a Windows device', 'new_device_login'],
  ['Someone tried to log into your Discord account from a new location', 'new_device_login'],
  ['Your Supercell ID was used to log in on a new device', 'new_device_login'],
  ['您的米哈游通行证于2026-03-14 10:22在新设备登录', 'new_device_login'],
  ['Your Steam account shopdemo was signed in to from a new device', 'new_device_login'],
  ['The Steam Guard Mobile Authenticator was removed from your account', 'two_factor_off'],
  ['We received a request to reset the password for account 40219', 'password_reset'],
  ['Ihr Passwort wurde am 14.03.2026 um 10:22 Uhr geändert', 'password_changed'],
];

const kindOf = (c: OtpCase): SecurityAlertKind | null =>
  OTP_CORPUS_SECURITY.find(([fragment]) => c.text.includes(fragment))?.[1] ?? null;

export const FROM_OTP_CORPUS: SecurityCase[] = [...WITH_CODE, ...WITHOUT_CODE].map((c) => ({
  source: `code finder corpus (otp-corpus): ${c.source}`,
  language: c.language,
  from: c.from ?? '',
  subject: c.subject,
  text: c.text,
  kind: kindOf(c),
}));
