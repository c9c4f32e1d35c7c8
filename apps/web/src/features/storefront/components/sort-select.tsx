import { useId } from 'react';
import { Select } from '@/components/ui/select';
import { ACCOUNT_SORT_OPTIONS, DEFAULT_SORT } from '../lib/search-filters';

/** The listing order; it sits with the results, so it is usable with the Filters panel closed. */
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
        Sort by
      </label>
      <Select
        id={id}
        className="w-48"
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
