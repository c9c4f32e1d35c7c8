import { clsx, type ClassValue } from 'clsx';
import { splitClass } from './class-base';
import table from './class-groups.json';

/** Each utility that can replace or be replaced: its group, then the other groups it replaces. */
const GROUPS = new Map(
  Object.entries(table.groups).flatMap(([kind, utilities]) =>
    utilities.split(' ').map((utility) => [utility, kind.split(' ')] as const),
  ),
);
const ORDER_SENSITIVE = new Set(table.orderSensitive.split(' '));

/** Results by class list: a page asks for the same few lists hundreds of times (every card). */
const results = new Map<string, string>();
/** Lists come from the code, so they are few; the bound only guards against an unusual caller. */
const RESULTS_LIMIT = 2000;

/**
 * Variants as one key, as tailwind-merge compares them: `hover:md:` is `md:hover:`, but an
 * arbitrary variant (`[&>svg]:`) or an order-sensitive one (`before:`) keeps its place.
 */
function variantKey(variants: string[]): string {
  if (variants.length < 2) return variants[0] ?? '';
  const sorted: string[] = [];
  let run: string[] = [];
  for (const variant of variants) {
    if (variant.startsWith('[') || ORDER_SENSITIVE.has(variant)) {
      sorted.push(...run.sort(), variant);
      run = [];
    } else run.push(variant);
  }
  return [...sorted, ...run.sort()].join(':');
}

/**
 * tailwind-merge's rule on the app's utilities (build/class-groups.ts): walking from the end, a
 * class is dropped when a later one under the same variants and importance is of its group or
 * replaces its group; a repeated class keeps its last place.
 */
function mergeClasses(classList: string): string {
  const kept: string[] = [];
  const seen = new Set<string>();
  const taken = new Set<string>();
  const tokens = classList.trim().split(/\s+/);
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i]!;
    if (!token || seen.has(token)) continue;
    seen.add(token);
    const { base, variants, important } = splitClass(token);
    const groups = GROUPS.get(base);
    if (groups) {
      const scope = `${variantKey(variants)}${important ? '!' : ''}|`;
      if (taken.has(scope + groups[0])) continue;
      for (const group of groups) taken.add(scope + group);
    }
    kept.push(token);
  }
  return kept.reverse().join(' ');
}

/**
 * Joins class names, skipping falsy ones, and lets a later Tailwind class override an earlier
 * one of the same property (`cn('text-sm', 'text-lg')` is `text-lg`), so callers' classes win.
 */
export function cn(...classes: ClassValue[]): string {
  const classList = clsx(classes);
  let result = results.get(classList);
  if (result === undefined) {
    result = mergeClasses(classList);
    if (results.size >= RESULTS_LIMIT) results.clear();
    results.set(classList, result);
  }
  return result;
}
