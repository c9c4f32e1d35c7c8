import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TextArena } from './text-arena.ts';

const op = fc.oneof(
  fc.record({
    kind: fc.constant('set' as const),
    slot: fc.nat(40),
    text: fc.string({ unit: 'grapheme', maxLength: 3000 }),
  }),
  fc.record({ kind: fc.constant('clear' as const), slot: fc.nat(40) }),
);

describe('TextArena', () => {
  it('reads back the last text of every slot through growth and compaction', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 300 }), (ops) => {
        const arena = new TextArena();
        const model = new Map<number, string>();
        for (const o of ops) {
          if (o.kind === 'set') {
            arena.set(o.slot, o.text);
            model.set(o.slot, o.text);
          } else {
            arena.clear(o.slot);
            model.delete(o.slot);
          }
        }
        for (let slot = 0; slot <= 41; slot++) expect(arena.get(slot)).toBe(model.get(slot));
      }),
      { numRuns: 60 },
    );
  });

  it('gives back the bytes of replaced texts instead of growing without end', () => {
    const arena = new TextArena();
    const card = 'é'.repeat(500);
    for (let round = 0; round < 20_000; round++) arena.set(round % 10, `${round} ${card}`);
    // Ten live cards of ~1 KB, 20 MB written: what is held stays within a chunk or two.
    expect(arena.size).toBeLessThan(2 * 1024 * 1024);
    expect(arena.get(9)).toBe(`19999 ${card}`);
  });
});
