import { useCallback, useEffect, useMemo, useRef } from 'react';
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

  // What the last change asked for. The router renders a navigation in a transition, so a
  // click that comes before the page has re-rendered (a filter right after a search, on a busy
  // phone) must build on the search just sent, not on the filters of the last render.
  const latest = useRef(filters);
  useEffect(() => {
    latest.current = filters;
  }, [filters]);

  const apply = useCallback(
    (next: SearchFilters, { push = false } = {}) => {
      latest.current = next;
      return navigate(
        { search: filtersToSearch(next) },
        { replace: !push, preventScrollReset: true },
      );
    },
    [navigate],
  );

  const change = useCallback(
    (patch: FilterChange) => apply({ ...latest.current, ...patch, page: 1 }),
    [apply],
  );
  const goToPage = useCallback(
    (page: number) => apply({ ...latest.current, page }, { push: true }),
    [apply],
  );
  const search = useCallback(
    (text: string) => {
      if (text !== latest.current.text) apply({ ...latest.current, text, page: 1 }, { push: true });
    },
    [apply],
  );
  const clear = useCallback(() => apply(EMPTY_FILTERS), [apply]);
  // The Filters panel's own Clear leaves the search box alone: it clears what the panel shows.
  const clearPanel = useCallback(
    () => apply({ ...EMPTY_FILTERS, text: latest.current.text }),
    [apply],
  );

  return { filters, change, goToPage, search, clear, clearPanel };
}
