import { EMAIL_MAX } from '@shop/contract/values';

/** SPEC §5: name@host with no spaces anywhere; the server checks the rest. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const INVALID_EMAIL = 'Please enter a valid email address';

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email);
}
