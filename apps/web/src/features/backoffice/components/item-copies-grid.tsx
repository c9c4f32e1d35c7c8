import { useId, useState, type Ref } from 'react';
import { Input } from '@/components/ui/input';
import { ItemStepperTile, type GameItem } from '@/components/ui/item-stepper-tile';
import { cn } from '@/lib/cn';
import {
  addCopy,
  copiesLabel,
  copiesOf,
  MAX_SELLER_COPIES,
  removeCopy,
  type OwnedItem,
} from '../lib/seller-copies';

/** Above this many icons a search box helps find the right one. */
const SEARCH_FROM = 12;

/**
 * The characters or weapons on the account (SPEC §4 seller copies): clicking an icon adds the
 * item with C0 (clicking it again adds a copy), + goes up to C6, - below C0 takes it off.
 */
export function ItemCopiesGrid({
  title,
  items,
  value,
  onChange,
  error,
  focusRef,
}: {
  title: string;
  items: readonly GameItem[];
  value: OwnedItem[];
  onChange: (value: OwnedItem[]) => void;
  error?: string;
  /** Lets the form move focus here when the server rejects the list. */
  focusRef?: Ref<HTMLDivElement>;
}) {
  const headingId = useId();
  const errorId = useId();
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const shown = needle ? items.filter((item) => item.name.toLowerCase().includes(needle)) : items;
  return (
    <div
      ref={focusRef}
      tabIndex={-1}
      role="group"
      aria-labelledby={headingId}
      aria-describedby={error ? errorId : undefined}
      className="min-w-0 rounded-control"
    >
      <div className="mb-2 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <div className="flex items-baseline gap-1.5">
          <h3 id={headingId} className="text-sm font-medium text-fg">
            {title}
          </h3>
          <span className="text-xs text-fg-muted">{`· ${value.length} selected`}</span>
        </div>
        {items.length > SEARCH_FROM && (
          <Input
            type="search"
            aria-label={`Search ${title.toLowerCase()}`}
            placeholder="Search..."
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            // Enter here means "search", not "save the account".
            onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
            className="w-full sm:w-44"
          />
        )}
      </div>
      <ul
        className={cn(
          'grid max-h-[26rem] grid-cols-[repeat(auto-fill,minmax(4.75rem,1fr))] gap-x-2 gap-y-3',
          'overflow-y-auto rounded-control border p-2',
          error ? 'border-danger-text' : 'border-border',
        )}
      >
        {shown.length === 0 && (
          <li className="col-span-full py-6 text-center text-sm text-fg-muted">
            {`No ${title.toLowerCase()} match "${query.trim()}"`}
          </li>
        )}
        {shown.map((item) => {
          const copies = copiesOf(value, item.value);
          return (
            <ItemStepperTile
              key={item.value}
              item={item}
              badge={copies === null ? null : copiesLabel(copies)}
              onAdd={() => onChange(addCopy(value, item.value))}
              onRemove={() => onChange(removeCopy(value, item.value))}
              addLabel={`Increase copies of ${item.name}`}
              removeLabel={`Decrease copies of ${item.name}`}
              full={copies === MAX_SELLER_COPIES}
              // Below C0 the item goes away.
              removesItem={copies === 0}
            />
          );
        })}
      </ul>
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-danger-text">
          {error}
        </p>
      )}
    </div>
  );
}
