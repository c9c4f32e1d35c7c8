import { describe, expect, it } from 'vitest';
import { LOGIN_IDENTIFIER_MAX } from '@shop/contract/values';
import {
  checkLogin,
  checkTypedPart,
  loginAfterSwitch,
  loginEmailAddress,
  typedPartProblem,
} from './login-email';

describe('login e-mail (SPEC §5)', () => {
  it('is the code in lower case, a dot, the typed part and the domain', () => {
    expect(loginEmailAddress('DeMo', ' John.Doe ', 'shop.test')).toBe('demo.john.doe@shop.test');
  });

  it.each(['john', 'j-1.x', 'A9'])('accepts %s', (typed) => {
    expect(checkTypedPart(typed)).toBe(true);
  });

  it.each([
    ['', 'Please enter the e-mail name'],
    ['john@gmail.com', 'Type only the part before @; the domain is added for you'],
    ['.john', 'Start with a letter or digit'],
    ['john.', 'End with a letter or digit'],
    ['jo..hn', 'Two dots cannot follow each other'],
    ['jo hn', 'Use only letters, digits, dots and hyphens'],
    ['jo_hn', 'Use only letters, digits, dots and hyphens'],
    ['j'.repeat(65), 'Use at most 64 characters'],
  ])('refuses "%s"', (typed, message) => {
    expect(checkTypedPart(typed)).toBe(message);
  });

  it('says nothing while a name is on its way, only what typing cannot cure', () => {
    expect(typedPartProblem('john.')).toBeNull();
    expect(typedPartProblem('john-')).toBeNull();
    expect(typedPartProblem('john@')).toBe(
      'Type only the part before @; the domain is added for you',
    );
  });
});

describe('Username and Google logins', () => {
  it.each([
    ['Username', 'Moon_Player.7', true],
    ['Username', 'moon player', 'A username cannot contain spaces'],
    ['Username', 'x'.repeat(LOGIN_IDENTIFIER_MAX + 1), 'Username must be at most 200 characters'],
    ['Username', ' ', 'Please enter the username'],
    ['Google', 'player@gmail.com', true],
    ['Google', 'dup1', 'Enter the whole Google e-mail address, e.g. name@gmail.com'],
    ['Google', 'player@gmail', 'Enter the whole Google e-mail address, e.g. name@gmail.com'],
    ['Google', 'pla yer@gmail.com', 'An e-mail address cannot contain spaces'],
    ['Google', '', 'Please enter the Google e-mail'],
  ] as const)('%s "%s" checks as %s', (login, value, expected) => {
    expect(checkLogin(login, value)).toBe(expected);
  });

  it('a switch of method keeps only a whole address becoming a Google login', () => {
    expect(loginAfterSwitch('dup1', 'Google')).toBe('');
    expect(loginAfterSwitch(' me@gmail.com ', 'Google')).toBe('me@gmail.com');
    expect(loginAfterSwitch('me@gmail.com', 'Username')).toBe('');
    expect(loginAfterSwitch('me@gmail.com', 'Email')).toBe('');
    expect(loginAfterSwitch('player1', 'Email')).toBe('');
  });
});
