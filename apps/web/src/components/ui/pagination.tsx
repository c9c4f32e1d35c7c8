import { ChevronLeft, ChevronRight } from 'lucide-react';
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
};

/** Previous / "Page X of Y" / Next, as SPEC words it for every paged list. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label = 'Pagination',
}: PaginationProps) {
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous
      </Button>
      <p className="text-sm text-fg-muted tabular-nums" aria-live="polite">
        {`Page ${page} of ${pageCount}`}
      </p>
      <Button
        variant="secondary"
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
