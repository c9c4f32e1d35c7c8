import {
  ACCOUNT_SORTS,
  DEFAULT_ACCOUNT_SORT,
  GENDER_LABELS,
  GENDERS,
  type AccountSort,
  type ErrorCode,
} from '@shop/contract/values';
import { hasErrorCode } from '@/api/api-error';
import type { AccountListParams } from '../api/get-accounts';
import { selectionsFromValues, selectionsToValues, type ItemSelections } from './filter-copies';

/**
 * The listing's search, kept in the URL under the API's own parameter names (q, servers, gender,
 * characters, weapons, max_price, sort, page) so a search can be shared and survives a reload.
 * Values are kept as written: a bad one reaches the server, whose message the page then shows.
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
