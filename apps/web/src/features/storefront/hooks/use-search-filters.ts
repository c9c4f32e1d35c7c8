import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  cleanFilters,
  EMPTY_FILTERS,
  filtersFromSearchParams,
  filtersToSearch,
  type DroppedFilter,
  type FilterVocabulary,
  type SearchFilters,
} from '../lib/search-filters';

export type FilterChange = Partial<Omit<SearchFilters, 'page'>>;

const NOTHING_DROPPED: readonly DroppedFilter[] = [];

/** What the cleaned link's history entry remembers, so the notice outlives the replace. */
type DroppedState = { droppedFilters: DroppedFilter[] };

function droppedOf(state: unknown): readonly DroppedFilter[] {
  const dropped = (state as Partial<DroppedState> | null)?.droppedFilters;
  return Array.isArray(dropped) ? dropped : NOTHING_DROPPED;
}

/**
 * The listing's filters, read from and written to the URL.
 *
 * Every change is one new history entry, as a buyer expects of a page that changes what it
 * shows: Back undoes the last filter, text search, page or Clear filters, one step at a time,
 * and reaches the bare listing before it leaves it. Values that are typed are committed once
 * (the max price after a pause, the search on Enter), so typing "60" is one entry, not two.
 * A filter change starts again at page 1.
 *
 * A link's parts the game does not know are left out before anything is asked (cleanFilters):
 * the URL is replaced with the cleaned one (the broken link is not worth a Back step) and
 * `dropped` names what was left out until the next change.
 */
export function useSearchFilters(game: FilterVocabulary) {
  const location = useLocation();
  const navigate = useNavigate();
  const link = useMemo(
    () => cleanFilters(filtersFromSearchParams(new URLSearchParams(location.search)), game),
    [location.search, game],
  );
  const filters = link.filters;
  const dropped = link.dropped.length ? link.dropped : droppedOf(location.state);

  useEffect(() => {
    if (link.dropped.length === 0) return;
    const state: DroppedState = { droppedFilters: link.dropped };
    void navigate(
      { search: filtersToSearch(link.filters) },
      { replace: true, preventScrollReset: true, state },
    );
  }, [link, navigate]);

  // What the last change asked for. The router renders a navigation in a transition, so a
  // click that comes before the page has re-rendered (a filter right after a search, on a busy
  // phone) must build on the search just sent, not on the filters of the last render.
  const latest = useRef(filters);
  useEffect(() => {
    latest.current = filters;
  }, [filters]);

  const apply = useCallback(
    (next: SearchFilters) => {
      const search = filtersToSearch(next);
      // Asking again for what is shown (the same option picked twice) adds no entry to undo.
      if (search === filtersToSearch(latest.current)) return;
      latest.current = next;
      void navigate({ search }, { preventScrollReset: true });
    },
    [navigate],
  );

  const change = useCallback(
    (patch: FilterChange) => apply({ ...latest.current, ...patch, page: 1 }),
    [apply],
  );
  const goToPage = useCallback((page: number) => apply({ ...latest.current, page }), [apply]);
  const search = useCallback(
    (text: string) => {
      if (text !== latest.current.text) apply({ ...latest.current, text, page: 1 });
    },
    [apply],
  );
  const clear = useCallback(() => apply(EMPTY_FILTERS), [apply]);
  // The Filters panel's own Clear leaves the search box alone: it clears what the panel shows.
  const clearPanel = useCallback(
    () => apply({ ...EMPTY_FILTERS, text: latest.current.text }),
    [apply],
  );
  // The same entry without the note of what was left out.
  const dismissDropped = useCallback(() => {
    void navigate(
      { search: filtersToSearch(latest.current) },
      { replace: true, preventScrollReset: true },
    );
  }, [navigate]);

  return { filters, dropped, dismissDropped, change, goToPage, search, clear, clearPanel };
}
