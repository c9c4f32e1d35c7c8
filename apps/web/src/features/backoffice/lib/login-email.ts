import { EMAIL_MAX, LOGIN_IDENTIFIER_MAX, type LoginMethod } from '@shop/contract/values';

/**
 * The login e-mail of an account with login method Email (SPEC §5, DESIGN §5): the seller's code
 * in lower case, a dot, the typed part, and one of the shop's mail domains. The server forms it
 * the same way; the form only shows it so the seller knows the address before saving.
 */
export function loginEmailAddress(rollerCode: string, typed: string, domain: string): string {
  return `${rollerCode.toLowerCase()}.${typed.trim().toLowerCase()}@${domain}`;
}

/** What the Email field accepts, said under it. The server applies the same rule. */
export const TYPED_PART_RULE =
  'Letters, digits, dots and hyphens, starting and ending with a letter or digit';
export const TYPED_PART_MAX = 64;

const TYPED_PART_CHARACTERS = /^[a-z0-9.-]*$/;

/**
 * Problems more typing cannot cure, so the field says them at once; a name still on its way
 * ("john." before "john.doe") is left alone until the seller saves.
 */
export function typedPartProblem(typed: string): string | null {
  const local = typed.trim().toLowerCase();
  if (local.includes('@')) return 'Type only the part before @; the domain is added for you';
  if (!TYPED_PART_CHARACTERS.test(local)) return 'Use only letters, digits, dots and hyphens';
  if (/^[.-]/.test(local)) return 'Start with a letter or digit';
  if (local.includes('..')) return 'Two dots cannot follow each other';
  if (local.length > TYPED_PART_MAX) return `Use at most ${TYPED_PART_MAX} characters`;
  return null;
}

/** Checks the typed part before sending it; answers the message to show, or true. */
export function checkTypedPart(typed: string): true | string {
  const local = typed.trim();
  if (!local) return 'Please enter the e-mail name';
  const problem = typedPartProblem(local);
  if (problem) return problem;
  return /[.-]$/.test(local) ? 'End with a letter or digit' : true;
}

export const USERNAME_HINT = `No spaces, at most ${LOGIN_IDENTIFIER_MAX} characters`;
export const GOOGLE_HINT = 'The whole Google address, e.g. name@gmail.com';

// name@host.tld with no space anywhere; the server checks the address in full.
const WHOLE_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A Google login is the whole address the buyer will sign in with, not a name on our domain. */
export function isWholeAddress(value: string): boolean {
  const address = value.trim();
  return address.length <= EMAIL_MAX && WHOLE_ADDRESS.test(address);
}

/** Problems of a Username or Google login to show while it is typed. */
export function identifierProblem(login: Exclude<LoginMethod, 'Email'>, value: string) {
  const trimmed = value.trim();
  if (login === 'Google') {
    return /\s/.test(trimmed) ? 'An e-mail address cannot contain spaces' : null;
  }
  if (/\s/.test(trimmed)) return 'A username cannot contain spaces';
  if (trimmed.length > LOGIN_IDENTIFIER_MAX) {
    return `Username must be at most ${LOGIN_IDENTIFIER_MAX} characters`;
  }
  return null;
}

/** The check of the login field on save, for any method; the message to show, or true. */
export function checkLogin(login: LoginMethod, value: string): true | string {
  if (login === 'Email') return checkTypedPart(value);
  if (!value.trim()) {
    return login === 'Username' ? 'Please enter the username' : 'Please enter the Google e-mail';
  }
  const problem = identifierProblem(login, value);
  if (problem) return problem;
  if (login === 'Google' && !isWholeAddress(value)) {
    return 'Enter the whole Google e-mail address, e.g. name@gmail.com';
  }
  return true;
}

/**
 * What the login field holds after the seller picks another method. The value means something
 * else under each method (a name on our domain, a game username, a Google address), so it goes,
 * except a whole address that becomes a Google login: that is what Google wants.
 */
export function loginAfterSwitch(value: string, to: LoginMethod): string {
  return to === 'Google' && isWholeAddress(value) ? value.trim() : '';
}
