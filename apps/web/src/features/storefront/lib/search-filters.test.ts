import { describe, expect, it } from 'vitest';
import { GAME } from '@/test/catalog-fixtures';
import {
  cleanFilters,
  criteriaCount,
  EMPTY_FILTERS,
  filtersFromSearchParams,
  filtersToQuery,
  filtersToSearch,
  hasCriteria,
  type SearchFilters,
} from './search-filters';

const FULL: SearchFilters = {
  text: 'Lyra C6, whale',
  servers: ['asia', 'tw_hk_mo'],
  gender: 'F',
  characters: [
    { value: 'aurelia', count: 3 },
    { value: 'thorne', count: 1 },
  ],
  weapons: [{ value: 'dawnlight-blade', count: 2 }],
  maxPrice: '150',
  sort: 'price_asc',
  page: 3,
};

const fromSearch = (search: string) => filtersFromSearchParams(new URLSearchParams(search));

describe('listing filters <-> URL', () => {
  it('writes the API parameter names with readable commas', () => {
    expect(filtersToSearch(FULL)).toBe(
      '?q=Lyra%20C6,%20whale&servers=asia,tw_hk_mo&gender=F&characters=aurelia,aurelia,aurelia,thorne' +
        '&weapons=dawnlight-blade,dawnlight-blade&max_price=150&sort=price_asc&page=3',
    );
  });

  it('reads back what it wrote', () => {
    expect(fromSearch(filtersToSearch(FULL))).toEqual(FULL);
  });

  it('reads encoded commas too, as a shared link may carry them', () => {
    expect(fromSearch('servers=asia%2Ceurope&characters=aurelia%2Caurelia')).toMatchObject({
      servers: ['asia', 'europe'],
      characters: [{ value: 'aurelia', count: 2 }],
    });
  });

  it('leaves out empty filters, the default order and page 1', () => {
    expect(filtersToSearch(EMPTY_FILTERS)).toBe('');
    expect(filtersToSearch({ ...EMPTY_FILTERS, sort: 'newest', page: 1 })).toBe('');
    expect(fromSearch('')).toEqual(EMPTY_FILTERS);
  });

  it('keeps the text search as q, trimmed, and counts it as a criterion but not a panel filter', () => {
    const text = fromSearch('q=%20sr-0024%20&page=2');
    expect(text).toEqual({ ...EMPTY_FILTERS, text: 'sr-0024', page: 2 });
    expect(filtersToQuery(text).q).toBe('sr-0024');
    expect(hasCriteria(text)).toBe(true);
    expect(criteriaCount(text)).toBe(0);
  });

  it('falls back to page 1 for a page that is not a positive number', () => {
    expect(fromSearch('page=0').page).toBe(1);
    expect(fromSearch('page=abc').page).toBe(1);
    expect(fromSearch('page=4').page).toBe(4);
  });

  it('reads values it does not know as written (cleanFilters judges them)', () => {
    expect(filtersToQuery(fromSearch('gender=X&max_price=-5&characters=nobody'))).toMatchObject({
      gender: 'X',
      max_price: '-5',
      characters: 'nobody',
    });
  });

  it('builds the API query: repeated values for copies, nothing for unset filters', () => {
    expect(filtersToQuery(FULL)).toEqual({
      q: 'Lyra C6, whale',
      servers: 'asia,tw_hk_mo',
      gender: 'F',
      characters: 'aurelia,aurelia,aurelia,thorne',
      weapons: 'dawnlight-blade,dawnlight-blade',
      max_price: '150',
      sort: 'price_asc',
      page: 3,
    });
    expect(Object.values(filtersToQuery(EMPTY_FILTERS)).every((v) => v === undefined)).toBe(true);
  });

  it('counts criteria, not sort order or page', () => {
    expect(hasCriteria({ ...EMPTY_FILTERS, sort: 'price_desc', page: 2 })).toBe(false);
    expect(criteriaCount(FULL)).toBe(2 + 1 + 2 + 1 + 1);
  });
});

describe('cleaning a link against the game', () => {
  const clean = (search: string) => cleanFilters(fromSearch(search), GAME);

  it('keeps a search the game knows as it is, and drops nothing', () => {
    const full = {
      ...FULL,
      weapons: [{ value: 'dawnlight-blade', count: 7 }],
      maxPrice: '100000000',
    };
    expect(cleanFilters(full, GAME)).toEqual({ filters: full, dropped: [] });
    expect(clean('')).toEqual({ filters: EMPTY_FILTERS, dropped: [] });
  });

  it('drops an unknown sort and an unknown character, keeping the known ones', () => {
    const { filters, dropped } = clean(
      'sort=bogus&characters=nonexistent,aurelia,aurelia&gender=F',
    );
    expect(dropped).toEqual(['sort', 'characters']);
    expect(filtersToSearch(filters)).toBe('?gender=F&characters=aurelia,aurelia');
  });

  it('drops an unknown server, gender and weapon', () => {
    const { filters, dropped } = clean('servers=asia,atlantis&gender=X&weapons=spoon&q=moon');
    expect(dropped).toEqual(['server', 'gender', 'weapons']);
    expect(filters).toEqual({ ...EMPTY_FILTERS, text: 'moon', servers: ['asia'] });
  });

  it.each(['abc', '0', '-5', '1.5', '100000001'])('drops the max price %s', (price) => {
    const { filters, dropped } = clean(`max_price=${price}&servers=asia`);
    expect(dropped).toEqual(['max price']);
    expect(filtersToQuery(filters)).toEqual(
      filtersToQuery({ ...EMPTY_FILTERS, servers: ['asia'] }),
    );
  });

  it('keeps a price the API reads as a whole number', () => {
    expect(clean('max_price=60').dropped).toEqual([]);
    expect(clean('max_price=60.0').dropped).toEqual([]);
  });

  it('asks for an item at most 7 times, and says so', () => {
    const { filters, dropped } = clean(`characters=${Array(9).fill('thorne').join(',')}`);
    expect(dropped).toEqual(['characters']);
    expect(filters.characters).toEqual([{ value: 'thorne', count: 7 }]);
  });

  it('drops a page past the last one the API accepts', () => {
    expect(clean('page=100000').dropped).toEqual([]);
    const { filters, dropped } = clean('page=100001&gender=M');
    expect(dropped).toEqual(['page']);
    expect(filters).toEqual({ ...EMPTY_FILTERS, gender: 'M' });
  });
});
