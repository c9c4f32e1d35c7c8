import { useId } from 'react';
import { Minus, Plus } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { AppImage } from '@/components/ui/image';
import { cn } from '@/lib/cn';
import {
  addEntry,
  countOf,
  entriesBadge,
  MAX_FILTER_ENTRIES,
  removeEntry,
  type ItemKind,
  type ItemSelections,
} from '../lib/filter-copies';

type Item = { name: string; value: string; image: string };

const STEP_BUTTON =
  'inline-flex size-7 items-center justify-center rounded-control border border-border-strong ' +
  'bg-surface text-fg hover:bg-surface-muted disabled:cursor-not-allowed disabled:opacity-50';

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
  items: readonly Item[];
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
        {items.map((item) => (
          <ItemFilterTile
            key={item.value}
            kind={kind}
            item={item}
            count={countOf(selections, item.value)}
            onAdd={() => onChange(addEntry(selections, item.value))}
            onRemove={() => onChange(removeEntry(selections, item.value))}
          />
        ))}
      </ul>
    </div>
  );
}

function ItemFilterTile({
  kind,
  item,
  count,
  onAdd,
  onRemove,
}: {
  kind: ItemKind;
  item: Item;
  count: number;
  onAdd: () => void;
  onRemove: () => void;
}) {
  const badgeId = useId();
  const selected = count > 0;
  const full = count >= MAX_FILTER_ENTRIES;
  return (
    <li className="relative flex min-w-0 flex-col items-center gap-1">
      <button
        type="button"
        title={item.name}
        aria-describedby={selected ? badgeId : undefined}
        onClick={onAdd}
        className={cn(
          'block rounded-control border-2 p-0.5 transition-colors',
          selected ? 'border-accent' : 'border-transparent hover:border-border-strong',
        )}
      >
        <AppImage
          src={item.image}
          alt={item.name}
          width={256}
          height={256}
          className="size-14 rounded-[0.375rem] object-cover"
        />
      </button>
      {selected && (
        <Badge
          id={badgeId}
          variant="accent"
          className="pointer-events-none absolute -top-1.5 right-0 px-1.5 tabular-nums"
        >
          {entriesBadge(kind, count)}
        </Badge>
      )}
      <span
        aria-hidden="true"
        className={cn(
          'line-clamp-2 w-full text-center text-xs leading-tight break-words hyphens-auto',
          selected ? 'text-fg' : 'text-fg-muted',
        )}
      >
        {item.name}
      </span>
      {selected && (
        <div className="flex items-center gap-1">
          <button
            type="button"
            aria-label={`Remove a copy of ${item.name}`}
            onClick={onRemove}
            className={STEP_BUTTON}
          >
            <Minus aria-hidden="true" className="size-3.5" />
          </button>
          <button
            type="button"
            aria-label={`Add a copy of ${item.name}`}
            disabled={full}
            onClick={onAdd}
            className={STEP_BUTTON}
          >
            <Plus aria-hidden="true" className="size-3.5" />
          </button>
        </div>
      )}
    </li>
  );
}
