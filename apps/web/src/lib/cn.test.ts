import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { seeded } from '@/test/seeded';
import { buildClassGroups, sourceUtilities } from '../../build/class-groups';
import classGroups from './class-groups.json';
import { cn } from './cn';

// The folder above this file, wherever the suite is started from.
const SRC = path.resolve(__dirname, '..');
const utilities = sourceUtilities(SRC);

describe('cn', () => {
  it('skips falsy parts', () => {
    expect(cn('a', false, null, undefined, 'b')).toBe('a b');
  });

  it("lets the caller's class win over the base class of the same property", () => {
    // The account form heading: a ghost button (text-sm) asked to be text-lg.
    expect(cn('h-10 px-4 text-sm text-fg', 'text-lg font-semibold')).toBe(
      'h-10 px-4 text-fg text-lg font-semibold',
    );
    // The seller's Delete: a secondary button (text-fg) asked to be red.
    expect(cn('bg-surface text-fg', 'flex-1 text-danger-text')).toBe(
      'bg-surface flex-1 text-danger-text',
    );
    // An override of a group's part: p-2 after px-4 replaces it, px-4 after p-2 refines it.
    expect(cn('px-4 py-1', 'p-2')).toBe('p-2');
    expect(cn('p-2', 'px-4')).toBe('p-2 px-4');
  });

  it('keeps the class table in step with the source (npm run class-groups -w @shop/web)', () => {
    expect(classGroups).toEqual(buildClassGroups(SRC));
  });

  it('answers as tailwind-merge for every ordered pair of the utilities the source uses', () => {
    expect(utilities.length).toBeGreaterThan(200);
    // One assertion over every pair: an expect per pair costs more than the merges themselves.
    const differing: string[] = [];
    for (const a of utilities) {
      for (const b of utilities) if (cn(a, b) !== twMerge(`${a} ${b}`)) differing.push(`${a} ${b}`);
    }
    expect(differing).toEqual([]);
    // Quadratic in the utilities the source uses: room to grow on a busy machine.
  }, 30_000);

  it('answers as tailwind-merge for longer lists, with variants and important marks', () => {
    const variants = [
      ...['', '', '', 'hover:', 'md:', 'dark:', 'sm:hover:', 'hover:sm:', 'md:max-lg:'],
      ...['before:', 'before:hover:', 'hover:before:', '[&>svg]:', 'md:[&>svg]:hover:'],
      'aria-[invalid=true]:',
    ];
    const random = seeded(Number.POSITIVE_INFINITY, 4242);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random.next().value! * list.length)]!;
    for (let i = 0; i < 20_000; i++) {
      const length = 2 + Math.floor(random.next().value! * 7);
      const list = Array.from({ length }, () => {
        const mark = random.next().value!;
        const utility = pick(utilities);
        // Important as Tailwind 4 writes it, and as Tailwind 3 did.
        const marked = mark < 0.04 ? `${utility}!` : mark < 0.06 ? `!${utility}` : utility;
        return `${pick(variants)}${marked}`;
      });
      expect(cn(...list), list.join(' ')).toBe(twMerge(list.join(' ')));
    }
  });
});
