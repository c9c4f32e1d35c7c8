import { describe, expect, it } from 'vitest';
import {
  addEntry,
  copiesBadge,
  countOf,
  entriesBadge,
  removeEntry,
  selectionsFromValues,
  selectionsToValues,
  type ItemSelections,
} from './filter-copies';

function addTimes(times: number, start: ItemSelections = []) {
  let selections = start;
  for (let i = 0; i < times; i++) selections = addEntry(selections, 'aurelia');
  return selections;
}

describe('search filter copies (SPEC §4)', () => {
  it('clicking an icon adds the item with one entry, shown as C0', () => {
    const selections = addEntry([], 'aurelia');
    expect(selections).toEqual([{ value: 'aurelia', count: 1 }]);
    expect(entriesBadge('character', countOf(selections, 'aurelia'))).toBe('C0');
  });

  it('+ (or another click) adds one entry; the badge is the count minus 1', () => {
    const selections = addTimes(3);
    expect(countOf(selections, 'aurelia')).toBe(3);
    expect(entriesBadge('character', 3)).toBe('C2');
  });

  it('stops at 7 entries (C6)', () => {
    const selections = addTimes(9);
    expect(countOf(selections, 'aurelia')).toBe(7);
    expect(entriesBadge('character', 7)).toBe('C6');
    expect(addEntry(selections, 'aurelia')).toBe(selections);
  });

  it('- takes one entry away and removes the item at 0', () => {
    let selections = addTimes(2);
    selections = removeEntry(selections, 'aurelia');
    expect(countOf(selections, 'aurelia')).toBe(1);
    selections = removeEntry(selections, 'aurelia');
    expect(selections).toEqual([]);
    expect(removeEntry(selections, 'aurelia')).toEqual([]);
  });

  it('keeps other items and their order', () => {
    let selections = addEntry(addEntry([], 'thorne'), 'aurelia');
    selections = addEntry(selections, 'thorne');
    expect(selections).toEqual([
      { value: 'thorne', count: 2 },
      { value: 'aurelia', count: 1 },
    ]);
    expect(removeEntry(selections, 'aurelia')).toEqual([{ value: 'thorne', count: 2 }]);
  });

  it('weapons count refinements from 1 (SPEC §9: R{n+1})', () => {
    expect(entriesBadge('weapon', 1)).toBe('R1');
    expect(entriesBadge('weapon', 3)).toBe('R3');
    expect(copiesBadge('weapon', 0)).toBe('R1');
    expect(copiesBadge('character', 4)).toBe('C4');
  });

  it('a value repeated n times is n entries, and back', () => {
    const selections = selectionsFromValues(['aurelia', 'thorne', 'aurelia']);
    expect(selections).toEqual([
      { value: 'aurelia', count: 2 },
      { value: 'thorne', count: 1 },
    ]);
    expect(selectionsToValues(selections)).toEqual(['aurelia', 'aurelia', 'thorne']);
  });
});
