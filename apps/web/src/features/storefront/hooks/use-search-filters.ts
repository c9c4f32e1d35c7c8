import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  EMPTY_FILTERS,
  filtersFromSearchParams,
  filtersToSearch,
  type SearchFilters,
} from '../lib/search-filters';

export type FilterChange = Partial<Omit<SearchFilters, 'page'>>;

/**
 * The listing's filters, read from and written to the URL. Changing a filter replaces the
 * history entry (Back leaves the search instead of undoing each click) and starts again at
 * page 1; turning a page adds an entry so Back returns to the previous page, and so does a text
 * search, which is typed and sent like a new question rather than clicked.
 */
export function useSearchFilters() {
  const location = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(
    () => filtersFromSearchParams(new URLSearchParams(location.search)),
    [location.search],
  );

  const apply = useCallback(
    (next: SearchFilters, { push = false } = {}) =>
      navigate({ search: filtersToSearch(next) }, { replace: !push, preventScrollReset: true }),
    [navigate],
  );

  const change = useCallback(
    (patch: FilterChange) => apply({ ...filters, ...patch, page: 1 }),
    [apply, filters],
  );
  const goToPage = useCallback(
    (page: number) => apply({ ...filters, page }, { push: true }),
    [apply, filters],
  );
  const search = useCallback(
    (text: string) => {
      if (text !== filters.text) apply({ ...filters, text, page: 1 }, { push: true });
    },
    [apply, filters],
  );
  const clear = useCallback(() => apply(EMPTY_FILTERS), [apply]);
  // The Filters panel's own Clear leaves the search box alone: it clears what the panel shows.
  const clearPanel = useCallback(
    () => apply({ ...EMPTY_FILTERS, text: filters.text }),
    [apply, filters.text],
  );

  return { filters, change, goToPage, search, clear, clearPanel };
}
