import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Button } from './button';

/** Number of pages for `total` items shown `limit` at a time; never less than 1 (SPEC §3). */
export function pageCount(total: number, limit: number): number {
  if (limit <= 0) return 1;
  return Math.max(1, Math.ceil(total / limit));
}

export type PaginationProps = {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark when a page has more than one list. */
  label?: string;
  /** Smaller buttons for a pane that can be narrow (the inbox list is 200 px at its narrowest). */
  compact?: boolean;
};

/**
 * In a compact pager, below this width of the pager Previous and Next show only their chevrons
 * (their words stay, visually hidden, as their names) and the page count may wrap: the inbox list
 * pane is 200 px at its narrowest, where the words pushed Next out of it.
 */
const NARROW = {
  container: '@container',
  label: '@max-[16rem]:sr-only',
  chevron: 'hidden @max-[16rem]:block',
  button: '@max-[16rem]:px-2',
  count: 'whitespace-nowrap @max-[16rem]:whitespace-normal',
} as const;

/** Previous / "Page X of Y" / Next, as SPEC words it for every paged list. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label = 'Pagination',
  compact = false,
}: PaginationProps) {
  const size = compact ? 'sm' : 'md';
  const chevron = cn('size-4', compact && NARROW.chevron);
  const word = compact ? NARROW.label : undefined;
  return (
    <nav
      aria-label={label}
      className={cn(
        'flex items-center justify-between',
        compact ? `${NARROW.container} gap-1` : 'gap-3',
      )}
    >
      <Button
        variant="secondary"
        size={size}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
        className={compact ? NARROW.button : undefined}
      >
        <ChevronLeft aria-hidden="true" className={chevron} />
        <span className={word}>Previous</span>
      </Button>
      <p
        className={cn(
          'text-sm text-fg-muted tabular-nums',
          compact && `min-w-0 text-center text-xs ${NARROW.count}`,
        )}
        aria-live="polite"
      >
        {`Page ${page} of ${pageCount}`}
      </p>
      <Button
        variant="secondary"
        size={size}
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
        className={compact ? NARROW.button : undefined}
      >
        <span className={word}>Next</span>
        <ChevronRight aria-hidden="true" className={chevron} />
      </Button>
    </nav>
  );
}
