import type { ShopContact, ShopPolicy } from '@shop/contract';

/** Longest policy text a setting may hold: a full terms page, not a book. */
export const POLICY_TEXT_MAX = 20_000;

/** Until the operator writes them: what to set, said to whoever reads the page. */
export const DEFAULT_TERMS =
  'This shop has not published its terms yet.\n\nShop operator: set SHOP_TERMS to the text of your terms (\\n starts a new line) or to the https:// address of the page that holds them, and restart the shop.';
export const DEFAULT_REFUND_POLICY =
  'This shop has not published its refund policy yet.\n\nShop operator: set SHOP_REFUND_POLICY to the text of your refund policy (\\n starts a new line) or to the https:// address of the page that holds it, and restart the shop.';

const EMAIL = /^[^\s@<>()]+@[^\s@<>()]+\.[^\s@<>()]+$/;

/**
 * A policy setting: an http(s) address where it is published, or its text. A string answer is
 * what is wrong with the value, for config.ts to report under the variable's name.
 */
export function parsePolicy(raw: string | undefined, fallback: string): ShopPolicy | string {
  const value = raw?.trim();
  if (!value) return { url: null, text: fallback };
  if (/^https?:\/\//i.test(value)) {
    try {
      return { url: new URL(value).href, text: '' };
    } catch {
      return 'is not a valid URL';
    }
  }
  if (value.length > POLICY_TEXT_MAX)
    return `must be at most ${POLICY_TEXT_MAX} characters (or an https:// address)`;
  return { url: null, text: value.replace(/\\n/g, '\n') };
}

/** The demo shop's contact: the demo seller's inbox on the shop's own mail domain. */
export const demoContact = (mailDomain: string): ShopContact => ({
  label: `demo.support@${mailDomain}`,
  href: `mailto:demo.support@${mailDomain}`,
});

/** SHOP_CONTACT: an e-mail address or an https:// link (a Discord invite, a contact form). */
export function parseContact(raw: string | undefined): ShopContact | null | string {
  const value = raw?.trim();
  if (!value) return null;
  if (EMAIL.test(value)) return { label: value, href: `mailto:${value}` };
  if (/^https:\/\//i.test(value)) {
    try {
      const url = new URL(value);
      return { label: `${url.host}${url.pathname === '/' ? '' : url.pathname}`, href: url.href };
    } catch {
      return 'is not a valid URL';
    }
  }
  return 'must be an e-mail address or an https:// link (a Discord invite)';
}
