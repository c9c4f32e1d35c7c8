import { errors } from '../../lib/errors.ts';

const LOCAL_PART = /^[a-z0-9](?:[a-z0-9.-]{0,62}[a-z0-9])?$/;

/**
 * The login e-mail of an account with login method Email: `{roller}.{typed}@{domain}` on one
 * of the shop's mail domains (SPEC §5, DESIGN §5), so its mail lands in the roller's inbox.
 */
export function formLoginEmail(
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
