/**
 * Characters and weapons the seller lists on an account (SPEC §4 "Seller form copies", §9):
 * the first click on an icon adds the item with copies 0, + adds a copy up to 6, and - takes one
 * away, removing the item when it would go below 0. Unlike the search filter, copies here are
 * the account's real copies, so 0 is a valid amount (the item is owned once).
 */
import { MAX_SELLER_COPIES } from '@shop/contract/values';

export { MAX_SELLER_COPIES };

/** One owned item; `level` is kept as loaded so editing an account never loses it. */
export type OwnedItem = { value: string; copies: number; level?: number };
export type OwnedItems = readonly OwnedItem[];

/** The copies of `value`, or null when the item is not on the account. */
export function copiesOf(items: OwnedItems, value: string): number | null {
  return items.find((item) => item.value === value)?.copies ?? null;
}

/** One more copy, capped at 6; an item not yet listed is added (at the end) with copies 0. */
export function addCopy(items: OwnedItems, value: string): OwnedItem[] {
  const copies = copiesOf(items, value);
  if (copies === null) return [...items, { value, copies: 0 }];
  if (copies >= MAX_SELLER_COPIES) return [...items];
  return items.map((item) => (item.value === value ? { ...item, copies: copies + 1 } : item));
}

/** One copy fewer; going below 0 removes the item. */
export function removeCopy(items: OwnedItems, value: string): OwnedItem[] {
  const copies = copiesOf(items, value);
  if (copies === null) return [...items];
  if (copies === 0) return items.filter((item) => item.value !== value);
  return items.map((item) => (item.value === value ? { ...item, copies: copies - 1 } : item));
}

/** The badge on a selected icon: C0 .. C6. */
export function copiesLabel(copies: number): string {
  return `C${copies}`;
}
