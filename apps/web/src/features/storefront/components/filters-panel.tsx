import { useId, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Game } from '@shop/contract';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { useIsClientRender } from '@/hooks/use-client-render';
import { cn } from '@/lib/cn';
import type { FilterChange } from '../hooks/use-search-filters';
import { criteriaCount, GENDER_OPTIONS, type SearchFilters } from '../lib/search-filters';
import { ItemFilterGrid } from './item-filter-grid';
import { PriceFilter } from './price-filter';
import { ServerFilter } from './server-filter';

const PANEL_ID = 'listing-filters';
/**
 * From 1024 px the panel is a side column beside the results and starts open; narrower, it
 * starts closed behind its button (with the count of active filters) so results lead the page.
 */
const SIDE_COLUMN_QUERY = '(min-width: 1024px)';

function startsOpen(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(SIDE_COLUMN_QUERY).matches;
}

/**
 * The collapsible Filters panel of the listing (SPEC §2). On wide screens it stays in view while
 * the results scroll (sticky, scrolling inside itself when taller than the window).
 */
export function FiltersPanel({
  game,
  filters,
  total,
  onChange,
  onClear,
  onShowResults,
}: {
  game: Game;
  filters: SearchFilters;
  /** The results' count as shown beside their heading; null while it loads. */
  total: string | null;
  onChange: (change: FilterChange) => void;
  onClear: () => void;
  /** Takes the buyer to the results once the panel has closed. */
  onShowResults: () => void;
}) {
  // Until the visitor toggles it, the panel follows the screen width it first rendered on;
  // server HTML and its hydration render it closed (no width there), then it opens on wide screens.
  const [toggled, setToggled] = useState<boolean | null>(null);
  const [wide] = useState(startsOpen);
  const isClient = useIsClientRender();
  const open = toggled ?? (isClient && wide);
  const active = criteriaCount(filters);
  const countId = useId();

  function showResults() {
    // Closed first, so the results are where the page scrolls to.
    flushSync(() => setToggled(false));
    onShowResults();
  }

  return (
    <Card
      padding="none"
      className="lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto lg:overscroll-contain"
    >
      <div className="flex items-center justify-between gap-3 px-1 sm:px-3 sm:py-2">
        {/* A heading around the toggle (disclosure pattern), so the grids' h3 titles nest. */}
        <h2>
          <Button
            variant="ghost"
            aria-expanded={open}
            aria-controls={PANEL_ID}
            aria-describedby={active > 0 ? countId : undefined}
            onClick={() => setToggled(!open)}
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            Filters
            {active > 0 && (
              // Shown, but heard as the button's description so its name stays "Filters".
              <Badge aria-hidden="true" variant="accent" className="rounded-full px-1.5">
                {active}
              </Badge>
            )}
            <ChevronDown
              aria-hidden="true"
              className={cn('size-4 transition-transform', open && 'rotate-180')}
            />
          </Button>
        </h2>
        <span id={countId} hidden>
          {active === 1 ? '1 active filter' : `${active} active filters`}
        </span>
        {active > 0 && (
          <Button variant="ghost" size="sm" onClick={onClear}>
            Clear filters
          </Button>
        )}
      </div>
      <div
        id={PANEL_ID}
        role="region"
        aria-label="Filters"
        hidden={!open}
        className="flex flex-col gap-6 border-t border-border p-3 sm:p-4"
      >
        {/* Mounted only while open: a closed panel costs a phone no icons and no layout. */}
        {open && <FilterFields game={game} filters={filters} onChange={onChange} />}
        {open && <ShowResultsBar total={total} onClick={showResults} />}
      </div>
    </Card>
  );
}

function FilterFields({
  game,
  filters,
  onChange,
}: {
  game: Game;
  filters: SearchFilters;
  onChange: (change: FilterChange) => void;
}) {
  return (
    <>
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_11rem_11rem] md:items-start lg:grid-cols-1">
        <ServerFilter
          servers={game.servers}
          selected={filters.servers}
          onChange={(servers) => onChange({ servers })}
        />
        <Field label="Gender">
          {(control) => (
            <Select
              {...control}
              value={filters.gender}
              onChange={(event) => onChange({ gender: event.target.value })}
            >
              {GENDER_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <PriceFilter value={filters.maxPrice} onCommit={(maxPrice) => onChange({ maxPrice })} />
      </div>
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-1">
        <ItemFilterGrid
          kind="character"
          title="Characters"
          items={game.characters}
          selections={filters.characters}
          onChange={(characters) => onChange({ characters })}
        />
        <ItemFilterGrid
          kind="weapon"
          title="Weapons"
          items={game.weapons}
          selections={filters.weapons}
          onChange={(weapons) => onChange({ weapons })}
        />
      </div>
      <p className="text-xs text-fg-muted">
        Click an icon to add it; click it again or use + for more copies, - for fewer.
      </p>
    </>
  );
}

/**
 * Below 1024 px the open panel stands above the results and is taller than a phone's screen:
 * its last row stays in view, counts what the filters find (so a tapped icon shows its effect)
 * and closes the panel for the results. From 1024 px the results are beside it, in view.
 */
function ShowResultsBar({ total, onClick }: { total: string | null; onClick: () => void }) {
  const label =
    total === null ? 'Show results' : `Show ${total} ${total === '1' ? 'result' : 'results'}`;
  return (
    <div className="sticky bottom-0 -mx-3 -mb-3 rounded-b-card border-t border-border bg-surface p-3 sm:-mx-4 sm:-mb-4 sm:px-4 lg:hidden">
      <Button block onClick={onClick}>
        {label}
      </Button>
    </div>
  );
}
