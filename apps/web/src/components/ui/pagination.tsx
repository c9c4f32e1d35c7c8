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
  /** Smaller buttons, for a narrow pane (the inbox list can be 200 px wide). */
  compact?: boolean;
};

/** Previous / "Page X of Y" / Next, as SPEC words it for every paged list. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label = 'Pagination',
  compact = false,
}: PaginationProps) {
  const size = compact ? 'sm' : 'md';
  return (
    <nav
      aria-label={label}
      className={cn('flex items-center justify-between', compact ? 'gap-2' : 'gap-3')}
    >
      <Button
        variant="secondary"
        size={size}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft aria-hidden="true" className={cn('size-4', compact && 'hidden')} />
        Previous
      </Button>
      <p
        className={cn('text-sm text-fg-muted tabular-nums', compact && 'text-xs whitespace-nowrap')}
        aria-live="polite"
      >
        {`Page ${page} of ${pageCount}`}
      </p>
      <Button
        variant="secondary"
        size={size}
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        Next
        <ChevronRight aria-hidden="true" className={cn('size-4', compact && 'hidden')} />
      </Button>
    </nav>
  );
}
