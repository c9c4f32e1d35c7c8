import { cn } from '@/lib/cn';

export interface SegmentOption<T extends string> {
  value: T;
  label: string;
}

/**
 * A choice of one of a few views, side by side: a group of pressed-or-not buttons (each says
 * whether it is the one shown). `size` md matches the height of a select beside it.
 */
export function SegmentedControl<T extends string>({
  label,
  options,
  value,
  onChange,
  size = 'sm',
}: {
  /** The group's accessible name: what is being chosen. */
  label: string;
  options: readonly SegmentOption<T>[];
  value: T;
  onChange: (value: T) => void;
  size?: 'sm' | 'md';
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className={cn(
        'flex w-fit rounded-control border border-border p-0.5',
        size === 'md' && 'h-10',
      )}
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            'rounded-[calc(var(--radius-control)-2px)] px-3 text-sm font-medium whitespace-nowrap transition-colors',
            size === 'sm' && 'h-8',
            value === option.value
              ? 'bg-accent text-accent-fg'
              : 'text-fg-muted hover:bg-surface-muted hover:text-fg',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
