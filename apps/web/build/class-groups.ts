import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createTailwindMerge, getDefaultConfig, twMerge } from 'tailwind-merge';
import { splitClass } from '../src/lib/class-base.ts';

/**
 * Builds `src/lib/class-groups.json`, from which `cn` (src/lib/cn.ts) merges class lists as
 * tailwind-merge does, without shipping it: tailwind-merge weighs on the storefront's script,
 * and builds a map of every Tailwind utility on its first call, one of the longest stretches
 * of a listing page's start (bench/notes/bundle.md, "Initial JS", and bench/notes/lighthouse.md,
 * "The app's own start").
 *
 * The table holds, for the utilities the app's source uses, the tailwind-merge group each
 * belongs to followed by the groups it replaces (`p-2` replaces `px-*`), as far as the app uses
 * them; and tailwind-merge's order-sensitive variants. `cn.test.ts` checks the table is current
 * and that `cn` answers as tailwind-merge does for every ordered pair of these utilities and for
 * longer lists with variants.
 */
export type ClassGroups = {
  /** Variants whose place among the others matters (`before:hover:` is not `hover:before:`). */
  orderSensitive: string;
  /**
   * Keyed by a utility's group followed by the other groups it replaces (`p px py`), the
   * utilities of that kind, space-separated. A utility that replaces no other and that no other
   * replaces is left out.
   */
  groups: Record<string, string>;
};

const SOURCE_FILE = /\.(ts|tsx)$/;
const TEST_FILE = /\.test\.tsx?$/;
/** Anything between quotes, spaces and markup that could be a class. */
const TOKEN = /[^\s'"`{}<>,;]+/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name) ? [file] : [];
  });
}

/** Whether tailwind-merge knows `base` as a utility: two of them merge into one. */
const isUtility = (base: string) => twMerge(`${base} ${base}`) === base;

/** Every utility written in the app's source, without variants, sorted. */
export function sourceUtilities(srcDir: string): string[] {
  const bases = new Set<string>();
  for (const file of sourceFiles(srcDir)) {
    for (const [token] of readFileSync(file, 'utf8').matchAll(TOKEN)) {
      const { base } = splitClass(token);
      if (base && isUtility(base)) bases.add(base);
    }
  }
  return [...bases].sort();
}

/**
 * Each utility's group and the groups it replaces, asked of tailwind-merge's default config with
 * two probe classes per group G added: one in a group of its own that replaces G alone (placed
 * after a utility of G, it removes it) and one inside G (a utility placed after it removes it
 * when the utility is of G or replaces G).
 */
function kinds(
  utilities: string[],
  config: ReturnType<typeof getDefaultConfig>,
): Map<string, { own: string; replaces: string[] }> {
  const groups = Object.keys(config.classGroups);
  const outside = (i: number) => `zzprobeout${i}`;
  const inside = (i: number) => `zzprobein${i}`;
  const merge = createTailwindMerge(() => ({
    ...config,
    classGroups: {
      ...Object.fromEntries(
        Object.entries(config.classGroups).map(([group, definition], i) => [
          group,
          [...definition, inside(i)],
        ]),
      ),
      ...Object.fromEntries(groups.map((_, i) => [outside(i), [outside(i)]])),
    },
    conflictingClassGroups: {
      ...config.conflictingClassGroups,
      ...Object.fromEntries(groups.map((group, i) => [outside(i), [group]])),
    },
  }));
  const result = new Map<string, { own: string; replaces: string[] }>();
  for (const utility of utilities) {
    const own = groups.find((_, i) => merge(`${utility} ${outside(i)}`) === outside(i));
    if (own === undefined) continue;
    const replaces = groups.filter(
      (group, i) => group !== own && merge(`${inside(i)} ${utility}`) === utility,
    );
    result.set(utility, { own, replaces });
  }
  return result;
}

export function buildClassGroups(srcDir: string): ClassGroups {
  const config = getDefaultConfig();
  const found = kinds(sourceUtilities(srcDir), config);
  const used = new Set([...found.values()].map(({ own }) => own));
  const owners = new Map<string, number>();
  const replaced = new Set<string>();
  for (const { own, replaces } of found.values()) {
    owners.set(own, (owners.get(own) ?? 0) + 1);
    replaces.forEach((group) => replaced.add(group));
  }
  const groups: Record<string, string> = {};
  for (const [utility, { own, replaces }] of found) {
    const relevant = replaces.filter((group) => used.has(group)).sort();
    if (owners.get(own)! > 1 || replaced.has(own) || relevant.length > 0) {
      const kind = [own, ...relevant].join(' ');
      groups[kind] = groups[kind] ? `${groups[kind]} ${utility}` : utility;
    }
  }
  return {
    orderSensitive: config.orderSensitiveModifiers.join(' '),
    groups: Object.fromEntries(Object.entries(groups).sort(([a], [b]) => a.localeCompare(b))),
  };
}
