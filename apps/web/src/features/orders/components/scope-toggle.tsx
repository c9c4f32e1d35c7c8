import type { TransactionScope } from '@shop/contract';
import { cn } from '@/lib/cn';

const SCOPES: { value: TransactionScope; label: string }[] = [
  { value: 'mine', label: 'My orders' },
  { value: 'all', label: 'All sellers' },
];

/**
 * The shop owner's choice between their own orders and every seller's: two pressed-or-not
 * buttons side by side, the height of the status filter beside it.
 */
export function ScopeToggle({
  scope,
  onChange,
}: {
  scope: TransactionScope;
  onChange: (scope: TransactionScope) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Whose orders"
      className="flex h-10 w-fit rounded-control border border-border p-0.5"
    >
      {SCOPES.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={scope === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            'rounded-[calc(var(--radius-control)-2px)] px-3 text-sm font-medium whitespace-nowrap transition-colors',
            scope === option.value
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
