import type { ShopContact, ShopPolicies, ShopPolicy } from '@shop/contract';
import { supportAddress } from '../../lib/shop-addresses.ts';

/** Longest policy text a setting may hold: a full terms page, not a book. */
export const POLICY_TEXT_MAX = 20_000;

/**
 * A policy the operator has not set: neither a page elsewhere nor a text. The public page then
 * says "Not published yet"; what to set is the operator's business, said in the log at start
 * (unpublishedPoliciesWarning).
 */
export const UNPUBLISHED: ShopPolicy = { url: null, text: '' };

const EMAIL = /^[^\s@<>()]+@[^\s@<>()]+\.[^\s@<>()]+$/;

/**
 * A policy setting: an http(s) address where it is published, or its text; unset, UNPUBLISHED.
 * A string answer is what is wrong with the value, for config/load.ts to report under the
 * variable's name.
 */
export function parsePolicy(raw: string | undefined): ShopPolicy | string {
  const value = raw?.trim();
  if (!value) return UNPUBLISHED;
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

/**
 * The demo shop's contact: the demo seller's inbox on the shop's own mail domain, a name no
 * account can take (decision 0042).
 */
export const demoContact = (mailDomain: string): ShopContact => ({
  label: supportAddress('demo', mailDomain),
  href: `mailto:${supportAddress('demo', mailDomain)}`,
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

const isPublished = (policy: ShopPolicy) => policy.url !== null || policy.text !== '';

/** Each footer page the operator writes: its variable, and how that is set. */
const POLICY_SETTINGS = [
  {
    page: '/terms',
    variable: 'SHOP_TERMS',
    isSet: (p: ShopPolicies) => isPublished(p.terms),
    how: 'the text of your terms (\\n starts a new line) or the https:// address of their page',
  },
  {
    page: '/refunds',
    variable: 'SHOP_REFUND_POLICY',
    isSet: (p: ShopPolicies) => isPublished(p.refunds),
    how: 'the text of your refund policy or the https:// address of its page',
  },
  {
    page: '/contact',
    variable: 'SHOP_CONTACT',
    isSet: (p: ShopPolicies) => p.contact !== null,
    how: 'an e-mail address or an https:// link (a Discord invite)',
  },
];

/** `a`, `a and b`, `a, b and c`. */
const inWords = (items: string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/**
 * For the log at start, one line: which footer pages tell buyers "Not published yet", and what
 * to set for each; null when the operator set them all.
 */
export function unpublishedPoliciesWarning(policies: ShopPolicies): string | null {
  const unset = POLICY_SETTINGS.filter((setting) => !setting.isSet(policies));
  if (unset.length === 0) return null;
  const pages = inWords(unset.map((setting) => setting.page));
  const how = unset.map((setting) => `${setting.variable} to ${setting.how}`).join('; ');
  return `${pages} ${unset.length === 1 ? 'says' : 'say'} "Not published yet" to buyers: set ${how}; then restart the shop.`;
}
