import { describe, expect, it } from 'vitest';
import { GAME } from '@/test/catalog-fixtures';
import { describeCriteria } from './criteria-summary';
import { EMPTY_FILTERS } from './search-filters';

describe('search criteria in words', () => {
  it('names servers, gender, characters with C{n}, weapons with R{n} and the max price', () => {
    expect(
      describeCriteria(
        {
          ...EMPTY_FILTERS,
          servers: ['asia', 'tw_hk_mo'],
          gender: 'M',
          characters: [
            { value: 'aurelia', count: 3 },
            { value: 'thorne', count: 1 },
          ],
          weapons: [{ value: 'dawnlight-blade', count: 2 }],
          maxPrice: '150',
        },
        GAME,
      ),
    ).toEqual([
      { label: 'Servers', value: 'Asia, TW, HK, MO' },
      { label: 'Gender', value: 'Male' },
      { label: 'Characters', value: 'Aurelia C2, Thorne C0' },
      { label: 'Weapons', value: 'Dawnlight Blade R2' },
      { label: 'Max price', value: '$150.00' },
    ]);
  });

  it('is empty without criteria (the panel then says "Any criteria")', () => {
    expect(describeCriteria({ ...EMPTY_FILTERS, sort: 'price_asc', page: 2 }, GAME)).toEqual([]);
  });

  it('shows unknown values as they are', () => {
    expect(describeCriteria({ ...EMPTY_FILTERS, servers: ['mars'] }, GAME)).toEqual([
      { label: 'Servers', value: 'mars' },
    ]);
  });
});
