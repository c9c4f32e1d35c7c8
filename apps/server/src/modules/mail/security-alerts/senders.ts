import type { SecurityAlertKind } from '@shop/contract/values';
import { domainIsOneOf, senderDomain } from './text.ts';

/**
 * Per-sender rules: for the game companies and platforms whose accounts the shop sells, the
 * subjects and sentences each uses for each kind of event, looked up from the From address's
 * domain (a display name is whatever the sender typed; the domain is what its mail server
 * signs for). The first rule whose patterns all match decides; `null` marks a known ordinary
 * template (a sign-in code), so the keyword rules do not read "new device" in it as an alert.
 * When no rule matches, the keyword rules read the mail.
 */
interface Rule {
  kind: SecurityAlertKind | null;
  subject?: RegExp;
  text?: RegExp;
  /** Only when the mail carries a code to type (a sign-in code, not the notice of a sign-in). */
  withCode?: true;
}

interface Sender {
  name: string;
  domains: readonly string[];
  rules: readonly Rule[];
}

const i = (s: string) => new RegExp(s, 'iu');

export const SENDERS: readonly Sender[] = [
  {
    name: 'HoYoverse',
    domains: ['hoyoverse.com', 'mihoyo.com', 'hoyolab.com'],
    rules: [
      {
        kind: 'two_factor_off',
        text: i('关闭新设备验证|turn(?:ing|ed)? off (?:new[- ]device|login) verification'),
      },
      {
        kind: 'email_changed',
        text: i(
          '(?:changing|modifying|unbinding|unlinking) the e-?mail(?: address)? linked|(?:更换|解绑|换绑)(?:绑定)?邮箱',
        ),
      },
      {
        kind: 'phone_changed',
        text: i(
          '(?:changing|modifying|unbinding|unlinking) the (?:mobile|phone) number linked|(?:更换|解绑|换绑)(?:绑定)?手机',
        ),
      },
      {
        kind: 'password_reset',
        text: i(
          '(?:changing|resetting) the password of your HoYoverse Account|(?:重置|找回|修改)(?:通行证)?密码',
        ),
      },
      { kind: 'recovery', text: i('account retrieval|(?:账号|帐号)找回') },
      {
        kind: 'new_device_login',
        text: i('在新设备登录|(?:logged|signed) in (?:on|from) a new device'),
      },
      // The sign-in code of a new device: asked for by whoever signs in.
      {
        kind: null,
        text: i('logging in to your HoYoverse Account on a new device|(?:用于|正在)登录'),
      },
    ],
  },
  {
    name: 'Steam',
    domains: ['steampowered.com', 'steamcommunity.com'],
    rules: [
      { kind: 'password_reset', subject: i('Password (?:change|reset) request') },
      {
        kind: 'email_changed',
        subject: i('Email (?:address )?change request|email address (?:has been )?changed'),
      },
      {
        kind: 'phone_changed',
        subject: i('phone number (?:change|removal|removed|changed|added)'),
      },
      { kind: 'recovery', subject: i('Recovery request') },
      {
        kind: 'two_factor_off',
        subject: i('(?:Mobile Authenticator|Steam Guard) (?:removed|disabled)'),
      },
      { kind: 'password_changed', subject: i('password (?:has been |was )?changed') },
      // Steam Guard codes for a sign-in from a new computer or browser: asked for by whoever
      // signs in, so ordinary.
      {
        kind: null,
        withCode: true,
        subject: i('Access from new|Steam Guard code|вход с нового устройства|new sign-in'),
      },
      // The same subjects without a code: the notice of a sign-in that happened (approved in
      // the Steam app, or from a device that needed none).
      {
        kind: 'new_device_login',
        subject: i('new sign-in|sign(?:ed)?[- ]in from a new'),
      },
    ],
  },
  {
    name: 'Epic Games',
    domains: ['epicgames.com', 'unrealengine.com'],
    rules: [
      {
        kind: 'password_changed',
        subject: i('password (?:has been |was )?(?:changed|updated)|Пароль .{0,40}изменён'),
      },
      {
        kind: 'email_changed',
        subject: i('email (?:address )?(?:has been |was )?(?:changed|updated)'),
      },
      {
        kind: 'two_factor_off',
        subject: i('two-factor authentication (?:has been )?(?:disabled|removed|turned off)'),
      },
      { kind: 'recovery', subject: i('account recovery') },
      { kind: null, subject: i('security code|verification code|Receipt') },
    ],
  },
  {
    name: 'Riot Games',
    domains: ['riotgames.com', 'leagueoflegends.com'],
    rules: [
      {
        kind: 'new_device_login',
        subject: i(
          'unusual sign-?in activity|необычн\\S* активност\\S* при входе|new (?:sign-?in|login)',
        ),
      },
      { kind: 'password_reset', subject: i('password reset|reset your password') },
      { kind: 'email_changed', subject: i('email (?:address )?(?:changed|updated|change)') },
      {
        kind: 'two_factor_off',
        subject: i(
          '(?:multi-factor|two-factor|2fa|login verification) (?:disabled|turned off|removed)',
        ),
      },
      { kind: null, subject: i('verification code|sign-?in code|patch (?:\\d|notes)') },
    ],
  },
  {
    name: 'Supercell',
    domains: ['supercell.com', 'supercell.net'],
    rules: [
      {
        kind: 'new_device_login',
        text: i('was used to log in on a new device|new login to your Supercell ID'),
      },
      {
        kind: 'email_changed',
        text: i(
          'e-?mail(?: address)? (?:of|for|linked to) your Supercell ID (?:has been |was )?changed',
        ),
      },
      { kind: null, subject: i('verification code') },
    ],
  },
  {
    name: 'Nintendo',
    domains: ['nintendo.com', 'nintendo.net', 'nintendo.co.jp', 'nintendo.co.uk'],
    rules: [
      {
        kind: 'new_device_login',
        text: i(
          'new device has been used to sign in|新しい(?:端末|デバイス)(?:で|から)(?:ログイン|サインイン)',
        ),
      },
      {
        kind: 'password_changed',
        text: i(
          'password for your Nintendo Account has been (?:reset|changed)|パスワードが(?:変更|リセット)されました',
        ),
      },
      {
        kind: 'email_changed',
        text: i(
          'email address (?:for|of) your Nintendo Account (?:has been |was )?changed|メールアドレスが変更されました',
        ),
      },
      {
        kind: 'two_factor_off',
        text: i(
          '2-step verification (?:has been |was )?(?:disabled|turned off)|2段階認証(?:が|を)(?:無効|解除)',
        ),
      },
      { kind: null, subject: i('確認コード|verification code') },
    ],
  },
  {
    name: 'PlayStation',
    domains: ['playstation.com', 'sony.com', 'sonyentertainmentnetwork.com', 'playstation.net'],
    rules: [
      {
        kind: 'password_changed',
        text: i('(?:account )?password was recently reset|password (?:has been |was )changed'),
      },
      {
        kind: 'email_changed',
        text: i('sign-in ID \\(email address\\) (?:has been |was )changed'),
      },
      {
        kind: 'two_factor_off',
        text: i('2-step verification (?:has been |was )?(?:turned off|disabled)'),
      },
      { kind: 'new_device_login', text: i('(?:signed|logged) in (?:to|on) (?:a )?new device') },
      { kind: null, subject: i('verification code|receipt|thank you for your purchase') },
    ],
  },
  {
    name: 'Microsoft',
    domains: ['microsoft.com', 'xbox.com', 'microsoftonline.com'],
    rules: [
      {
        kind: 'new_device_login',
        subject: i('unusual sign-in activity|new sign-in|new app\\(s\\) connected'),
      },
      { kind: 'password_reset', subject: i('password reset') },
      { kind: 'password_changed', subject: i('password change') },
      { kind: 'phone_changed', subject: i('security info'), text: i('phone') },
      { kind: 'email_changed', subject: i('security info') },
      {
        kind: 'two_factor_off',
        text: i('two-step verification (?:has been |was )?(?:turned off|disabled)'),
      },
      { kind: null, subject: i('security code|single-use code|verify your email') },
    ],
  },
  {
    name: 'Google',
    domains: ['google.com'],
    rules: [
      // A code to add this address as another account's recovery email: nothing happened here.
      { kind: null, text: i('Verify your recovery email') },
      {
        kind: 'two_factor_off',
        text: i(
          '2-Step Verification (?:was )?(?:turned off|disabled)|turned off 2-Step Verification',
        ),
      },
      {
        kind: 'phone_changed',
        text: i(
          'recovery phone (?:number )?(?:was )?(?:changed|added|removed)|phone number (?:was )?(?:changed|added|removed)',
        ),
      },
      { kind: 'email_changed', text: i('recovery email (?:was )?(?:changed|added|removed)') },
      {
        kind: 'password_changed',
        text: i('your password was changed|password for your Google Account .{0,80}?was changed'),
      },
      {
        kind: 'recovery',
        text: i('account recovery request|(?:trying|tried) to recover your account'),
      },
      { kind: 'new_device_login', text: i('new sign-in (?:on|to|from)|noticed a new sign-in') },
      { kind: null, text: i('(?<![A-Za-z0-9])G-\\d{6}(?!\\d)|verification code') },
    ],
  },
];

/** The sender whose domain the From address has, if it is one of these. */
export function senderOf(from: string): Sender | undefined {
  const domain = senderDomain(from);
  return domain === null ? undefined : SENDERS.find((s) => domainIsOneOf(domain, s.domains));
}

/**
 * The sender's verdict: a kind, null for a known ordinary template, or undefined when the
 * sender is not one of these or none of its rules matches.
 */
export function senderKind(
  from: string,
  subject: string,
  text: string,
  hasCode: () => boolean,
): SecurityAlertKind | null | undefined {
  const sender = senderOf(from);
  const rule = sender?.rules.find(
    (r) =>
      (!r.subject || r.subject.test(subject)) &&
      (!r.text || r.text.test(`${subject}\n${text}`)) &&
      (!r.withCode || hasCode()),
  );
  return rule === undefined ? undefined : rule.kind;
}
