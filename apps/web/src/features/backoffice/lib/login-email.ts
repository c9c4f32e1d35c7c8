/**
 * The login e-mail of an account with login method Email (SPEC §5, DESIGN §5): the seller's code
 * in lower case, a dot, the typed part, and one of the shop's mail domains. The server forms it
 * the same way; the form only shows it so the seller knows the address before saving.
 */
export function loginEmailAddress(rollerCode: string, typed: string, domain: string): string {
  return `${rollerCode.toLowerCase()}.${typed.trim().toLowerCase()}@${domain}`;
}

// Same rule as the server: letters, digits, dots and dashes, starting and ending with a letter
// or digit, no empty dot segment.
const TYPED_PART = /^[a-z0-9](?:[a-z0-9.-]{0,62}[a-z0-9])?$/;

/** Checks the typed part before sending it; answers the message to show, or true. */
export function checkTypedPart(typed: string): true | string {
  const local = typed.trim().toLowerCase();
  if (!local) return 'Please enter the e-mail name';
  if (local.includes('@')) return 'Type only the part before @; the domain is added for you';
  if (!TYPED_PART.test(local) || local.includes('..')) {
    return 'Use letters, digits, dots and dashes, starting and ending with a letter or digit';
  }
  return true;
}
