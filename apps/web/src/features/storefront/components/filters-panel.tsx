import { useState } from 'react';
import type { Game } from '@shop/contract';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import type { FilterChange } from '../hooks/use-search-filters';
import { criteriaCount, GENDER_OPTIONS, type SearchFilters } from '../lib/search-filters';
import { ItemFilterGrid } from './item-filter-grid';
import { PriceFilter } from './price-filter';
import { ServerFilter } from './server-filter';

const PANEL_ID = 'listing-filters';
/** SPEC §9: under 768 px is mobile, where the panel starts closed to keep the results in view. */
const DESKTOP_QUERY = '(min-width: 768px)';

function startsOpen(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(DESKTOP_QUERY).matches;
}

/** The collapsible Filters panel of the listing (SPEC §2). */
export function FiltersPanel({
  game,
  filters,
  onChange,
  onClear,
}: {
  game: Game;
  filters: SearchFilters;
  onChange: (change: FilterChange) => void;
  onClear: () => void;
}) {
  const [open, setOpen] = useState(startsOpen);
  const active = criteriaCount(filters);

  return (
    <Card padding="none" className="mb-6">
      <div className="flex items-center justify-between gap-3 px-2 py-2 sm:px-3">
        {/* A heading around the toggle (disclosure pattern), so the grids' h3 titles nest. */}
        <h2>
          <Button
            variant="ghost"
            aria-expanded={open}
            aria-controls={PANEL_ID}
            onClick={() => setOpen(!open)}
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            Filters
            {active > 0 && (
              // The count is also visible in the open panel; kept out of the button's name.
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
        <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_11rem_11rem] md:items-start">
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
        <div className="grid gap-6 lg:grid-cols-2">
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
      </div>
    </Card>
  );
}
