import { useId } from 'react';
import { ItemStepperTile, type GameItem } from '@/components/ui/item-stepper-tile';
import {
  addEntry,
  countOf,
  entriesBadge,
  MAX_FILTER_ENTRIES,
  removeEntry,
  type ItemKind,
  type ItemSelections,
} from '../lib/filter-copies';

/**
 * The character or weapon icons of the filter (SPEC §4): clicking an icon adds it (or one more
 * copy), - and + change the copies, a badge shows what is asked for (C{n} / R{n}).
 */
export function ItemFilterGrid({
  kind,
  title,
  items,
  selections,
  onChange,
}: {
  kind: ItemKind;
  title: string;
  items: readonly GameItem[];
  selections: ItemSelections;
  onChange: (selections: ItemSelections) => void;
}) {
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId} className="min-w-0">
      <div className="mb-2 flex items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-sm font-medium text-fg">
          {title}
        </h3>
        {selections.length > 0 && (
          <span className="text-xs text-fg-muted">{selections.length} selected</span>
        )}
      </div>
      <ul className="grid max-h-[30rem] grid-cols-[repeat(auto-fill,minmax(4.5rem,1fr))] gap-x-1 gap-y-3 overflow-y-auto rounded-control border border-border p-1.5 sm:p-2">
        {items.map((item) => {
          const count = countOf(selections, item.value);
          return (
            <ItemStepperTile
              key={item.value}
              density="compact"
              item={item}
              badge={count > 0 ? entriesBadge(kind, count) : null}
              onAdd={() => onChange(addEntry(selections, item.value))}
              onRemove={() => onChange(removeEntry(selections, item.value))}
              addLabel={`Add a copy of ${item.name}`}
              removeLabel={`Remove a copy of ${item.name}`}
              full={count >= MAX_FILTER_ENTRIES}
            />
          );
        })}
      </ul>
    </div>
  );
}
