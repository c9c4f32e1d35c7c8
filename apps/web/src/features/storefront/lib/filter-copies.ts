/**
 * Characters and weapons in the search filter (SPEC §4, §9, DESIGN §5). The query lists a value
 * once per "entry": `aurelia,aurelia` asks for Aurelia with copies >= 1. So an item keeps an entry
 * count k (1..7): clicking its icon or + adds an entry, - takes one away and removes the item
 * when none is left. The badge shows the copies asked for: C{k-1} for a character and, as the
 * games count weapon refinements from 1, R{k} for a weapon.
 */
import { MAX_FILTER_COPIES } from '@shop/contract/values';
import { copiesBadge, type ItemKind } from '@/lib/game-items';

export { copiesBadge, type ItemKind };

/** The contract's cap on how often a value may be listed in one search. */
export const MAX_FILTER_ENTRIES = MAX_FILTER_COPIES;

/** One selected item: its value and how many times it is listed in the query. */
export type ItemSelection = { value: string; count: number };
export type ItemSelections = readonly ItemSelection[];

export function countOf(selections: ItemSelections, value: string): number {
  return selections.find((s) => s.value === value)?.count ?? 0;
}

/** Clicking an icon or its + button: one more entry, up to 7; new items go to the end. */
export function addEntry(selections: ItemSelections, value: string): ItemSelections {
  const count = countOf(selections, value);
  if (count >= MAX_FILTER_ENTRIES) return selections;
  if (count === 0) return [...selections, { value, count: 1 }];
  return selections.map((s) => (s.value === value ? { ...s, count: s.count + 1 } : s));
}

/** The - button: one entry fewer; the item leaves the filter when none is left. */
export function removeEntry(selections: ItemSelections, value: string): ItemSelections {
  const count = countOf(selections, value);
  if (count === 0) return selections;
  if (count === 1) return selections.filter((s) => s.value !== value);
  return selections.map((s) => (s.value === value ? { ...s, count: s.count - 1 } : s));
}

/** The minimum copies an entry count asks for (SPEC §9: the count minus 1). */
export function minCopies(count: number): number {
  return Math.max(0, count - 1);
}

/** "C2" for a character listed 3 times, "R3" for a weapon listed 3 times. */
export function entriesBadge(kind: ItemKind, count: number): string {
  return copiesBadge(kind, minCopies(count));
}

/** `['a', 'a', 'b']` -> a x2, b x1, in order of first appearance. */
export function selectionsFromValues(values: readonly string[]): ItemSelections {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, count]) => ({ value, count }));
}

/** a x2, b x1 -> `['a', 'a', 'b']`, the form the API and the URL use. */
export function selectionsToValues(selections: ItemSelections): string[] {
  return selections.flatMap(({ value, count }) => Array<string>(count).fill(value));
}
