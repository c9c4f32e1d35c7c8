import { findVerificationCode } from './verification-code/index.ts';
import { describe, expect, it } from 'vitest';

/** Senders whose mails put the code where the general rule does not look for it. */
describe('findVerificationCode by sender', () => {
  const steamGuard = (account: string) =>
    `Dear ${account},\n\nHere is the Steam Guard code you need to login to account ${account}:\n\nRCXQG\n\nThe Steam Team`;

  it('reads Steam Guard where Steam puts it, however long the account name', () => {
    // The code word stands 70 characters before the code: too far for the general rule.
    const account = 'averyveryverylongaccountname_2026_seller';
    const from = 'Steam Support <noreply@steampowered.com>';
    expect(findVerificationCode('Your Steam account', steamGuard(account), from)).toBe('RCXQG');
    expect(findVerificationCode('Your Steam account', steamGuard(account))).toBeNull();
  });

  it('matches the From domain and its subdomains only', () => {
    const text = 'Security code: 4821907\nOrder 12345678';
    const microsoft = 'Microsoft <account-security-noreply@accountprotection.microsoft.com>';
    expect(findVerificationCode('', text, microsoft)).toBe('4821907');
    expect(
      findVerificationCode('', 'G-552190 is your Google verification code.', 'noreply@google.com'),
    ).toBe('552190');
    // A look-alike domain gets the general rule, not Google's.
    expect(
      findVerificationCode('', 'Ref G-552190', 'Google <no-reply@google.com.evil.test>'),
    ).toBeNull();
  });

  it('falls back to the general rule when the sender rule finds nothing', () => {
    const from = 'Steam <noreply@steampowered.com>';
    expect(findVerificationCode('Steam', 'Your verification code is 482913.', from)).toBe('482913');
    expect(findVerificationCode('Steam', 'Invoice 4410293381, total 1999 JPY', from)).toBeNull();
  });
});
