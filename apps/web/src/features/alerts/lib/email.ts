/** SPEC §5: name@host with no spaces anywhere; the server checks the rest. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const INVALID_EMAIL = 'Please enter a valid email address';

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
