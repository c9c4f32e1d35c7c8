import { fullFormats } from 'ajv-formats/dist/formats.js';
import { EMAIL_MAX, LOGIN_IDENTIFIER_MAX, type LoginMethod } from '@shop/contract';
import { errors } from '../../lib/errors.ts';

const LOCAL_PART = /^[a-z0-9](?:[a-z0-9.-]{0,62}[a-z0-9])?$/;

/**
 * The login e-mail of an account with login method Email: `{roller}.{typed}@{domain}` on one
 * of the shop's mail domains (SPEC §5, DESIGN §5), so its mail lands in the roller's inbox.
 */
function formLoginEmail(
  rollerCode: string,
  typed: string,
  domain: string | undefined,
  domains: readonly string[],
) {
  const local = typed.trim().toLowerCase();
  if (local.includes('@')) throw errors.loginEmailHasDomain();
  if (!LOCAL_PART.test(local) || local.includes('..')) throw errors.loginEmailInvalid();
  const chosen = (domain ?? domains[0]!).trim().toLowerCase();
  if (!domains.includes(chosen)) throw errors.mailDomainUnknown(domains);
  return `${rollerCode}.${local}@${chosen}`;
}

// The check the API's `email` format makes of every other address (recovery e-mail, buyers).
const WHOLE_ADDRESS = fullFormats.email as RegExp;

/**
 * The login of an account as stored: for Email the address the shop forms; for Google the
 * buyer's whole address, which they sign in with; for Username one word. A name that is right
 * for one method is wrong for another (`dup1` is no Google login), so each is checked as such.
 */
export function formLogin(
  rollerCode: string,
  input: { login: LoginMethod; email: string; email_domain?: string },
  domains: readonly string[],
): string {
  const typed = input.email.trim();
  switch (input.login) {
    case 'Email':
      return formLoginEmail(rollerCode, typed, input.email_domain, domains);
    case 'Google':
      if (typed.length > EMAIL_MAX || !WHOLE_ADDRESS.test(typed)) {
        throw errors.validation(
          'email must be a whole e-mail address for a Google login, like name@gmail.com',
          'email',
        );
      }
      return typed;
    case 'Username':
      if (/\s/.test(typed))
        throw errors.validation('email: a username cannot contain spaces', 'email');
      if (typed.length > LOGIN_IDENTIFIER_MAX) {
        throw errors.validation(
          `email must be at most ${LOGIN_IDENTIFIER_MAX} characters`,
          'email',
        );
      }
      return typed;
  }
}

/** Splits a stored login e-mail back into the form's typed part and domain. */
export function splitLoginEmail(
  rollerCode: string,
  email: string,
): { local: string | null; domain: string | null } {
  const at = email.lastIndexOf('@');
  const prefix = `${rollerCode}.`;
  if (at < 0 || !email.startsWith(prefix)) return { local: null, domain: null };
  return { local: email.slice(prefix.length, at), domain: email.slice(at + 1) };
}
