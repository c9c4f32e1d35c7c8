import { describe, expect, it } from 'vitest';
import { GAME, SELLER_ACCOUNT } from '../test/seller-api';
import {
  blankValues,
  formDefaults,
  toAccountInput,
  valuesFromAccount,
} from './account-form-values';

describe('account form values', () => {
  const defaults = formDefaults(GAME, ['shop.test', 'mail.test']);

  it('starts blank with the default mail domain', () => {
    expect(blankValues(defaults)).toMatchObject({
      server: '',
      login: 'Email',
      emailDomain: 'shop.test',
    });
  });

  it('round-trips a loaded account into the same request, levels kept', () => {
    const values = valuesFromAccount(SELLER_ACCOUNT, defaults);
    expect(values).toMatchObject({ server: 'europe', email: 'old-name', price: '120' });
    expect(toAccountInput(values, SELLER_ACCOUNT.images)).toEqual({
      server_name: 'europe',
      banner_guarantee: true,
      description: 'Whale account',
      gender: 'F',
      characters: [{ character: 'aurelia', copies: 2, level: 40 }],
      weapons: [{ weapon: 'frostfang-katana', copies: 0, level: 1 }],
      login: 'Email',
      email: 'old-name',
      email_domain: 'shop.test',
      password: 'hunter22',
      recovery_email: '',
      price: 120,
      images: SELLER_ACCOUNT.images,
    });
  });

  it('sends no domain for a Username login', () => {
    const values = { ...blankValues(defaults), login: 'Username' as const, email: 'player1' };
    const input = toAccountInput(values, ['/x.webp']);
    expect(input.email).toBe('player1');
    expect(input).not.toHaveProperty('email_domain');
  });
});
