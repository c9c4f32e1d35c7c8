import { describe, expect, it } from 'vitest';
import { classifySecurityMail, securityAlertOf } from './index.ts';
import { senderOf } from './senders.ts';
import { senderDomain } from './text.ts';

const classify = (from: string, subject: string, text: string) =>
  classifySecurityMail({ from, subject, text });

describe('per-sender rules', () => {
  it('take the sender from the address, never from the display name', () => {
    expect(senderDomain('Steam Support <noreply@steampowered.com>')).toBe('steampowered.com');
    expect(senderDomain('noreply@Accounts.Google.com')).toBe('accounts.google.com');
    expect(senderDomain('"noreply@steampowered.com" <phish@evil.example>')).toBe('evil.example');
    expect(senderDomain('Steam')).toBeNull();
  });

  it('apply to the sender domain and its subdomains only', () => {
    expect(senderOf('Steam <noreply@steampowered.com>')?.name).toBe('Steam');
    expect(senderOf('HoYoverse <noreply@email.hoyoverse.com>')?.name).toBe('HoYoverse');
    expect(senderOf('Riot <noreply@mail.accounts.riotgames.com>')?.name).toBe('Riot Games');
    expect(senderOf('Steam Support <noreply@steampowered.com.evil.example>')).toBeUndefined();
    expect(senderOf('Steam Support <noreply@notsteampowered.com>')).toBeUndefined();
    expect(senderOf('Google <someone@gmail.com>')).toBeUndefined();
  });

  it("read a sender's own wording only when that sender sent it", () => {
    // Microsoft's "security info" notice names the phone only in its details: no phrase of
    // any language says a phone number was changed, the Microsoft rule does.
    const subject = 'Microsoft account security info was added';
    const text =
      'The following security info was recently added to the Microsoft account sh*****@example.com:\n\nPhone number: *******55\n\nIf this was you, you can safely ignore this email.';
    const of = (from: string) => classify(from, subject, text);
    expect(of('Microsoft <account-security-noreply@accountprotection.microsoft.com>')).toBe(
      'phone_changed',
    );
    expect(
      of('Microsoft account team <account-security-noreply@microsoft.com.evil.example>'),
    ).toBeNull();
    expect(
      of('"account-security-noreply@accountprotection.microsoft.com" <x@evil.example>'),
    ).toBeNull();
    expect(of('Microsoft account team <no-reply@example.com>')).toBeNull();
  });

  it("keep a sender's sign-in code ordinary, and give a look-alike domain only the keyword rules", () => {
    const subject = 'Your Steam account: Access from new computer';
    const guard =
      'Here is the Steam Guard code you need to login to account shopdemo:\n\nB3N7K\n\nThis email was generated because of a login attempt from a new computer.';
    expect(classify('Steam <noreply@steampowered.com>', subject, guard)).toBeNull();
    // The keyword rules read the look-alike; the code in it still makes it a sign-in code.
    expect(classify('Steam <noreply@steampowered.com.evil.example>', subject, guard)).toBeNull();
    // Without a code, a forged "Steam" notice of a sign-in is read as one by the keywords.
    expect(
      classify(
        'Steam <noreply@steampowered.com.evil.example>',
        'New sign-in',
        'Someone signed in to your Steam account from a new computer.',
      ),
    ).toBe('new_device_login');
  });

  it("flag Steam's notice of a sign-in from a new device, which carries no code", () => {
    const from = 'Steam Support <noreply@steampowered.com>';
    const notice =
      'Your Steam account shopdemo was signed in to from a new device on 14 Mar 2026 @ 10:22am. The sign-in was approved with the Steam Mobile Authenticator.\n\nIP address: 203.0.113.77';
    expect(classify(from, 'Your Steam account: New sign-in from a new device', notice)).toBe(
      'new_device_login',
    );
    expect(classify(from, 'Steam Guard: new sign-in', 'You signed in from a new device.')).toBe(
      'new_device_login',
    );
    // The Steam Guard mail of the same subject gives a code to type: ordinary.
    expect(
      classify(
        from,
        'Steam Guard: new sign-in',
        'Here is the Steam Guard code you need to access your account:\nMNBV2',
      ),
    ).toBeNull();
  });

  it('give Google\'s "Security alert" its kind from the sentence, subdomain included', () => {
    const from = 'Google <no-reply@accounts.google.com>';
    expect(
      classify(
        from,
        'Security alert',
        'Recovery phone was changed\nThe recovery phone number for your Google Account was changed.',
      ),
    ).toBe('phone_changed');
    expect(
      classify(
        from,
        'Security alert',
        '2-Step Verification turned off\nYou turned off 2-Step Verification for your Google Account.',
      ),
    ).toBe('two_factor_off');
    expect(classify(from, 'G-552190 is your Google verification code', 'G-552190')).toBeNull();
  });
});

describe('ordinary mail that talks about security', () => {
  const from = 'Starfall <no-reply@starfall.example>';

  it('is not flagged: sign-in codes, their footers, advice and news', () => {
    const cases: [string, string][] = [
      [
        'Your login code',
        'Your login code is 482913. If you did not request this, ignore this email.',
      ],
      [
        'Your verification code',
        'Use 551203 to sign in on your new device. Never share your password or this code with anyone.',
      ],
      [
        'Security tips',
        'Never share your password. We will never ask for your password by email. Enable two-factor authentication today!',
      ],
      [
        'Spring event',
        'The Spring event starts today! Log in on any device to claim 300 gems. Changing your phone? Transfer your account first.',
      ],
      ['Your receipt', 'Thanks for your purchase of 1,000 gems ($9.99). Order 40219.'],
      [
        'Welcome!',
        'Welcome to Starfall! Verify your email address to finish creating your account.',
      ],
      [
        'Two-factor authentication enabled',
        'Two-factor authentication was enabled on your account.',
      ],
      ['Sign-in again', 'If you recently changed your password, sign in again on your console.'],
      [
        'Your sign-in code',
        'Your code is 551203. If you did not request a password reset, ignore this email.',
      ],
    ];
    for (const [subject, text] of cases) {
      expect(classify(from, subject, text), `${subject}: ${text}`).toBeNull();
    }
  });

  it('is flagged when a code is sent to reset the password or change the address', () => {
    expect(
      classify(from, 'Password reset code', 'Use this code to reset your password: 739201'),
    ).toBe('password_reset');
    expect(
      classify(
        from,
        'Verification code',
        'You are changing the email address linked to your account. Your code: 204719',
      ),
    ).toBe('email_changed');
    expect(
      classify(
        from,
        'New sign-in',
        'We noticed a new sign-in to your account from Chrome on Windows.',
      ),
    ).toBe('new_device_login');
  });
});

describe('the one rule of alerts (securityAlertOf)', () => {
  const steam = 'Steam Support <noreply@steampowered.com>';
  const changed = {
    subject: 'Your Steam password was changed',
    text: 'Your password was changed.',
  };

  it('raises a known sender’s alert when its signature verifies, marked unverified when DNS could not tell', () => {
    expect(securityAlertOf({ from: steam, ...changed, senderVerified: true })).toEqual({
      kind: 'password_changed',
      unverified: false,
    });
    expect(securityAlertOf({ from: steam, ...changed, senderVerified: null })).toEqual({
      kind: 'password_changed',
      unverified: true,
    });
  });

  it('raises none for a failed or missing signature, nor for an unknown sender', () => {
    expect(securityAlertOf({ from: steam, ...changed, senderVerified: false })).toBeNull();
    const anyone = 'Account Team <security@mail.example>';
    expect(classify(anyone, 'Your password was changed', 'Your password was changed.')).toBe(
      'password_changed',
    );
    for (const senderVerified of [true, null, false])
      expect(
        securityAlertOf({
          from: anyone,
          subject: 'Your password was changed',
          text: 'Your password was changed.',
          senderVerified,
        }),
      ).toBeNull();
  });
});
