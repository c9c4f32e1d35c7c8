import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email';

describe('isValidEmail', () => {
  it.each(['buyer@example.com', 'a.b+alerts@mail.shop.test', '  buyer@example.com  '])(
    'takes %j',
    (value) => expect(isValidEmail(value)).toBe(true),
  );

  it.each([
    '',
    'buyer',
    'buyer@',
    '@example.com',
    'buyer@example',
    'bu yer@example.com',
    'a@b@c.d',
  ])('refuses %j', (value) => expect(isValidEmail(value)).toBe(false));

  it('refuses an address longer than the server keeps', () => {
    expect(isValidEmail(`${'a'.repeat(250)}@example.com`)).toBe(false);
  });
});
