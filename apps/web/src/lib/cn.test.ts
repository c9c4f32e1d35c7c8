import { describe, expect, it } from 'vitest';
import { cn } from './cn';

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
  });
});
