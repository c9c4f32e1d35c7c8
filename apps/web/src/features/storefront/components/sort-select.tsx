import { useId } from 'react';
import { ArrowDownUp } from 'lucide-react';
import { Select } from '@/components/ui/select';
import { ACCOUNT_SORT_OPTIONS, DEFAULT_SORT } from '../lib/search-filters';

/**
 * The listing order; it sits with the results, so it is usable with the Filters panel closed.
 * On a phone an icon stands for the words "Sort by" (still its label), so the order fits in one
 * row with the results heading.
 */
export function SortSelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (sort: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-fg-muted">
        <ArrowDownUp aria-hidden="true" className="size-4 sm:hidden" />
        <span className="max-sm:sr-only">Sort by</span>
      </label>
      <Select
        id={id}
        className="sm:w-48"
        value={value || DEFAULT_SORT}
        onChange={(event) => onChange(event.target.value)}
      >
        {ACCOUNT_SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
