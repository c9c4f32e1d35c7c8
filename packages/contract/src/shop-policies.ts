import { Type } from 'typebox';

/**
 * One of the shop's policies (terms, refunds) as the operator set it: published elsewhere
 * (`url`, which /terms or /refunds links to) or written out here (`text`, shown there). Neither
 * (`url` null, `text` empty): not published yet.
 */
export const ShopPolicy = Type.Object({
  url: Type.Union([Type.String(), Type.Null()]),
  /** Plain text, line breaks kept; empty when `url` is set. */
  text: Type.String(),
});
export type ShopPolicy = Type.Static<typeof ShopPolicy>;

/** Where buyers reach the shop: an e-mail address (`mailto:`) or a link such as a Discord invite. */
export const ShopContact = Type.Object({
  /** What the footer shows: the address, or the link without its scheme. */
  label: Type.String(),
  href: Type.String(),
});
export type ShopContact = Type.Static<typeof ShopContact>;

/** GET /api/shop/policies: what the footer's pages show (docs/configuration.md). */
export const ShopPolicies = Type.Object({
  terms: ShopPolicy,
  refunds: ShopPolicy,
  /** null until the operator sets one; the contact page then says so. */
  contact: Type.Union([ShopContact, Type.Null()]),
});
export type ShopPolicies = Type.Static<typeof ShopPolicies>;
