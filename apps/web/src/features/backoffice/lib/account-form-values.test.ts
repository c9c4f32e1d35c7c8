import { describe, expect, it } from 'vitest';
import { GAME, SELLER_ACCOUNT } from '../test/seller-api';
import {
  blankValues,
  formDefaults,
  toAccountInput,
  valuesFromAccount,
} from './account-form-values';

describe('account form values', () => {
  const defaults = formDefaults(GAME, ['shop.test', 'mail.test'], 5);

  it("starts blank with the default mail domain and the seller's default warranty", () => {
    expect(blankValues(defaults)).toMatchObject({
      server: '',
      login: 'Email',
      emailDomain: 'shop.test',
      warrantyDays: '5',
    });
    expect(toAccountInput(blankValues(defaults), []).warranty_days).toBe(5);
  });

  it('round-trips a loaded account into the same request, levels kept', () => {
    const values = valuesFromAccount(SELLER_ACCOUNT, defaults);
    // The account's own warranty, not the seller's default.
    expect(values).toMatchObject({
      server: 'europe',
      email: 'old-name',
      price: '120',
      warrantyDays: '14',
    });
    // The account's own fields go back as they came; only the login e-mail is split.
    const { server_name, banner_guarantee, description, gender, characters, weapons } =
      SELLER_ACCOUNT;
    const { login, password, price, images, warranty_days } = SELLER_ACCOUNT;
    const kept = { server_name, banner_guarantee, description, gender, characters, weapons };
    expect(toAccountInput(values, images)).toEqual({
      ...kept,
      login,
      password,
      price,
      images,
      warranty_days,
      email: 'old-name',
      email_domain: 'shop.test',
      recovery_email: '',
    });
  });

  it('sends no domain for a Username login', () => {
    const values = { ...blankValues(defaults), login: 'Username' as const, email: 'player1' };
    const input = toAccountInput(values, ['/x.webp']);
    expect(input.email).toBe('player1');
    expect(input).not.toHaveProperty('email_domain');
  });
});
