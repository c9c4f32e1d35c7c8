/**
 * The addresses the shop itself uses on its mail domains, and the rule that keeps every one of
 * them out of reach of an account's login e-mail (decision 0042). Accounts with login method
 * Email get `{roller}.{name}@{domain}`; the shop's own addresses are either names under a
 * seller's code that this list reserves, or addresses with no `{roller}.` part at all, which no
 * account can have.
 */

/** Names under a seller's code (`{roller}.{name}@`) that belong to the shop, not to an account. */
export const SHOP_NAMES = {
  /** The seller's reply inbox: the Reply-To of every order mail, where buyers write back. */
  orders: 'orders',
  /** A seller's contact inbox; the demo shop's SHOP_CONTACT is the demo seller's. */
  support: 'support',
} as const;

/** The one list the account form's check, the start check and the addresses below all read. */
export const RESERVED_NAMES: readonly string[] = Object.values(SHOP_NAMES);

/** The local part the outbox sends from (`no-reply@{first mail domain}`). */
export const NO_REPLY = 'no-reply';

/** A seller's contact inbox (the demo shop's SHOP_CONTACT). */
export const supportAddress = (code: string, mailDomain: string) =>
  `${code}.${SHOP_NAMES.support}@${mailDomain}`;

export const noReplyAddress = (mailDomain: string) => `${NO_REPLY}@${mailDomain}`;

/** Whether `name`, typed after `{roller}.`, is one of the names the shop keeps for itself. */
export const isReservedName = (name: string) => RESERVED_NAMES.includes(name.trim().toLowerCase());

/**
 * A POSIX regular expression matching the local part of every reserved `{roller}.{name}`, for
 * SQL (`~`). The names are plain lowercase words, so nothing in them needs escaping.
 */
export const RESERVED_LOCAL_PATTERN = `^[a-z0-9]+\\.(${RESERVED_NAMES.join('|')})$`;

/**
 * Tells whether an address is one the shop uses itself: a reserved name under any seller's
 * code, an address without a `{roller}.` part (no-reply, postmaster, abuse, a seller's own
 * `{roller}@` root), or the configured SHOP_CONTACT when it is an address. Only addresses on the
 * shop's mail domains are the shop's.
 */
export function createShopAddresses(opts: {
  mailDomains: readonly string[];
  /** SHOP_CONTACT's `href`; a `mailto:` one names an address of the shop. */
  contactHref?: string | null;
}) {
  const contact = opts.contactHref?.toLowerCase().startsWith('mailto:')
    ? opts.contactHref.slice('mailto:'.length).trim().toLowerCase()
    : null;

  function isShopOwn(raw: string): boolean {
    const address = raw.trim().toLowerCase();
    if (contact !== null && address === contact) return true;
    const at = address.lastIndexOf('@');
    if (at <= 0 || !opts.mailDomains.includes(address.slice(at + 1))) return false;
    const local = address.slice(0, at);
    const dot = local.indexOf('.');
    if (dot < 0) return true;
    return local.indexOf('.', dot + 1) < 0 && isReservedName(local.slice(dot + 1));
  }

  return {
    isShopOwn,
    /** The configured contact address, when SHOP_CONTACT is one (lowercased). */
    contact,
  };
}

export type ShopAddresses = ReturnType<typeof createShopAddresses>;
