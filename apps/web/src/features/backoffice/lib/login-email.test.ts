import { describe, expect, it } from 'vitest';
import { checkTypedPart, loginEmailAddress } from './login-email';

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
    ['.john', 'Use letters, digits, dots and dashes, starting and ending with a letter or digit'],
    ['jo..hn', 'Use letters, digits, dots and dashes, starting and ending with a letter or digit'],
    ['jo hn', 'Use letters, digits, dots and dashes, starting and ending with a letter or digit'],
  ])('refuses "%s"', (typed, message) => {
    expect(checkTypedPart(typed)).toBe(message);
  });
});
