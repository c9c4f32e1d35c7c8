import type { AccountDetail } from '@shop/contract';

/**
 * Placeholder for the purchase form of SPEC §2 (Your Name, Your Email, Note, "Purchase |
 * ${price}" and the rules text), which sits under the account summary. The orders work replaces
 * this body; until then the page is a read-only account view.
 */
export function PurchaseFormSlot(_props: { account: AccountDetail }) {
  return null;
}
