import type { Game } from '@shop/contract';
import {
  ACCOUNT_SORTS,
  DEFAULT_ACCOUNT_SORT,
  GENDER_LABELS,
  GENDERS,
  MAX_PAGE,
  PRICE_FILTER_MAX,
  PRICE_MIN,
  type AccountSort,
  type ErrorCode,
} from '@shop/contract/values';
import { hasErrorCode } from '@/api/api-error';
import type { AccountListParams } from '../api/get-accounts';
import {
  MAX_FILTER_ENTRIES,
  selectionsFromValues,
  selectionsToValues,
  type ItemSelections,
} from './filter-copies';

/**
 * The listing's search, kept in the URL under the API's own parameter names (q, servers, gender,
 * characters, weapons, max_price, sort, page) so a search can be shared and survives a reload.
 * Values are read as written; `cleanFilters` then leaves out what the game does not know.
 */
export type SearchFilters = {
  /** `q`: an account's code or words of its description; '' for none. */
  text: string;
  servers: string[];
  /** '' for any gender, otherwise F or M. */
  gender: string;
  characters: ItemSelections;
  weapons: ItemSelections;
  /** As typed; '' for no limit. */
  maxPrice: string;
  /** '' means the default order, newest first. */
  sort: string;
  page: number;
};

const SORT_LABELS: Record<AccountSort, string> = {
  newest: 'Newest',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
};

export const ACCOUNT_SORT_OPTIONS = ACCOUNT_SORTS.map((value) => ({
  value,
  label: SORT_LABELS[value],
}));

export const DEFAULT_SORT = DEFAULT_ACCOUNT_SORT;

export const GENDER_OPTIONS = [
  { value: '', label: 'Any' },
  ...GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] })),
];

/** The ids the server answers for a search it cannot run (a value it does not know, a cap). */
const REFUSED_SEARCH: ErrorCode[] = ['VALIDATION_FAILED', 'UNKNOWN_GAME_VALUE', 'TOO_MANY_COPIES'];

/** True when the listing refused the search itself; clearing the filters is the way out. */
export function isRefusedSearch(error: unknown): boolean {
  return hasErrorCode(error, ...REFUSED_SEARCH);
}

export const EMPTY_FILTERS: SearchFilters = {
  text: '',
  servers: [],
  gender: '',
  characters: [],
  weapons: [],
  maxPrice: '',
  sort: '',
  page: 1,
};

function splitList(raw: string | null): string[] {
  return (raw ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
}

function parsePage(raw: string | null): number {
  const page = Number(raw);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

export function filtersFromSearchParams(params: URLSearchParams): SearchFilters {
  return {
    text: params.get('q')?.trim() ?? '',
    servers: [...new Set(splitList(params.get('servers')))],
    gender: params.get('gender')?.trim() ?? '',
    characters: selectionsFromValues(splitList(params.get('characters'))),
    weapons: selectionsFromValues(splitList(params.get('weapons'))),
    maxPrice: params.get('max_price')?.trim() ?? '',
    sort: params.get('sort')?.trim() ?? '',
    page: parsePage(params.get('page')),
  };
}

/** The filters as API query parameters; empty ones are left out. */
export function filtersToQuery(filters: SearchFilters): AccountListParams {
  const list = (values: string[]) => (values.length ? values.join(',') : undefined);
  return {
    q: filters.text || undefined,
    servers: list(filters.servers),
    gender: filters.gender || undefined,
    characters: list(selectionsToValues(filters.characters)),
    weapons: list(selectionsToValues(filters.weapons)),
    max_price: filters.maxPrice || undefined,
    sort: filters.sort && filters.sort !== DEFAULT_SORT ? filters.sort : undefined,
    page: filters.page > 1 ? filters.page : undefined,
  };
}

/**
 * "?servers=asia,europe&characters=aurelia,aurelia": commas stay readable (URLSearchParams
 * would write %2C), each value is still encoded.
 */
export function filtersToSearch(filters: SearchFilters): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(filtersToQuery(filters))) {
    if (value === undefined || value === null) continue;
    const encoded = String(value).split(',').map(encodeURIComponent).join(',');
    parts.push(`${key}=${encoded}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** True when the search narrows the listing (sort order and page do not). */
export function hasCriteria(filters: SearchFilters): boolean {
  return (
    filters.text !== '' ||
    filters.servers.length > 0 ||
    filters.gender !== '' ||
    filters.characters.length > 0 ||
    filters.weapons.length > 0 ||
    filters.maxPrice !== ''
  );
}

/** How many criteria of the Filters panel are set, for its button's badge (not the text). */
export function criteriaCount(filters: SearchFilters): number {
  return (
    filters.servers.length +
    (filters.gender ? 1 : 0) +
    filters.characters.length +
    filters.weapons.length +
    (filters.maxPrice ? 1 : 0)
  );
}

/** The parts of a search a link can get wrong, each with the name the buyer knows it by. */
const CHECKED_PARTS = [
  ['sort', 'sort'],
  ['servers', 'server'],
  ['gender', 'gender'],
  ['characters', 'characters'],
  ['weapons', 'weapons'],
  ['maxPrice', 'max price'],
  ['page', 'page'],
] as const satisfies readonly (readonly [keyof SearchFilters, string])[];

/** A part of a link's search that `cleanFilters` left out, named as the buyer knows it. */
export type DroppedFilter = (typeof CHECKED_PARTS)[number][1];

export type CleanedFilters = { filters: SearchFilters; dropped: DroppedFilter[] };

/** The game's own values a search may name. */
export type FilterVocabulary = Pick<Game, 'servers' | 'characters' | 'weapons'>;

/** A whole number of dollars in the range the listing accepts, read as the API reads it. */
export function isValidMaxPrice(raw: string): boolean {
  const price = Number(raw);
  return raw !== '' && Number.isInteger(price) && price >= PRICE_MIN && price <= PRICE_FILTER_MAX;
}

function knownSelections(selections: ItemSelections, known: readonly { value: string }[]) {
  const values = new Set(known.map((item) => item.value));
  return selections
    .filter((selection) => values.has(selection.value))
    .map((selection) => ({ ...selection, count: Math.min(selection.count, MAX_FILTER_ENTRIES) }));
}

const SORTS: readonly string[] = ['', ...ACCOUNT_SORTS];
const GENDER_VALUES: readonly string[] = ['', ...GENDERS];

/**
 * A stale or hand-edited link may name a sort, server, character or weapon the game does not
 * (or no longer) know, a gender other than F or M, or a price that is no whole number. Each such
 * part is left out (an item asked for more than 7 times is asked for 7 times), so the listing
 * shows what is left instead of the server's refusal. The text search is kept as written.
 */
export function cleanFilters(filters: SearchFilters, game: FilterVocabulary): CleanedFilters {
  const servers = new Set(game.servers.map((server) => server.value));
  const cleaned: SearchFilters = {
    text: filters.text,
    servers: filters.servers.filter((server) => servers.has(server)),
    gender: GENDER_VALUES.includes(filters.gender) ? filters.gender : '',
    characters: knownSelections(filters.characters, game.characters),
    weapons: knownSelections(filters.weapons, game.weapons),
    maxPrice: filters.maxPrice === '' || isValidMaxPrice(filters.maxPrice) ? filters.maxPrice : '',
    sort: SORTS.includes(filters.sort) ? filters.sort : '',
    page: filters.page <= MAX_PAGE ? filters.page : 1,
  };
  const dropped = CHECKED_PARTS.filter(
    ([key]) => JSON.stringify(cleaned[key]) !== JSON.stringify(filters[key]),
  ).map(([, name]) => name);
  return { filters: dropped.length ? cleaned : filters, dropped };
}
