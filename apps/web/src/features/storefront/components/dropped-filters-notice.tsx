import { Info, X } from 'lucide-react';
import type { DroppedFilter } from '../lib/search-filters';

export function droppedFiltersText(dropped: readonly DroppedFilter[]): string {
  return `Some filters in this link are no longer available and were left out: ${dropped.join(', ')}.`;
}

/**
 * Says which parts of an opened link the listing left out (a stale or hand-edited URL), in one
 * line above the results; it goes with the next change, or with its close button.
 */
export function DroppedFiltersNotice({
  dropped,
  onDismiss,
}: {
  dropped: readonly DroppedFilter[];
  onDismiss: () => void;
}) {
  return (
    <div
      role="status"
      className="mb-3 flex items-start gap-2 rounded-control bg-accent-soft py-1 pr-1 pl-3 text-sm text-fg lg:mb-4"
    >
      <Info aria-hidden="true" className="mt-1.5 size-4 shrink-0 text-accent-text" />
      <p className="min-w-0 flex-1 py-1">{droppedFiltersText(dropped)}</p>
      <button
        type="button"
        aria-label="Dismiss"
        onClick={onDismiss}
        className="shrink-0 rounded-control p-1.5 text-fg-muted hover:bg-surface-muted hover:text-fg"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
