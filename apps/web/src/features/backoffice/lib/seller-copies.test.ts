import { describe, expect, it } from 'vitest';
import { addCopy, copiesOf, MAX_SELLER_COPIES, removeCopy, type OwnedItem } from './seller-copies';

describe('seller copies (SPEC §4)', () => {
  it('adds a new item with copies 0, at the end', () => {
    const items = addCopy([{ value: 'a', copies: 3 }], 'b');
    expect(items).toEqual([
      { value: 'a', copies: 3 },
      { value: 'b', copies: 0 },
    ]);
  });

  it('counts up to 6 and no further', () => {
    let items: OwnedItem[] = [];
    for (let i = 0; i < 10; i++) items = addCopy(items, 'a');
    expect(copiesOf(items, 'a')).toBe(MAX_SELLER_COPIES);
    expect(MAX_SELLER_COPIES).toBe(6);
  });

  it('counts down to 0, and removes the item below 0', () => {
    let items: OwnedItem[] = [{ value: 'a', copies: 1, level: 40 }];
    items = removeCopy(items, 'a');
    expect(items).toEqual([{ value: 'a', copies: 0, level: 40 }]);
    items = removeCopy(items, 'a');
    expect(items).toEqual([]);
    expect(copiesOf(items, 'a')).toBeNull();
  });

  it('leaves other items alone', () => {
    const items = removeCopy(
      [
        { value: 'a', copies: 0 },
        { value: 'b', copies: 2 },
      ],
      'a',
    );
    expect(items).toEqual([{ value: 'b', copies: 2 }]);
  });
});
