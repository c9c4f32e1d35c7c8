import { cn } from '@/lib/cn';
import { pageCount, Pagination } from './pagination';

/**
 * The pager under a paged list: nothing while the list fits one page, else Previous / "Page X
 * of Y" / Next (Pagination) with the list's own `label` for its landmark.
 */
export function ListPagination({
  page,
  total,
  limit,
  onPageChange,
  label,
  className,
}: {
  page: number;
  /** Items in the whole list, and how many a page shows (the server's answer). */
  total: number;
  limit: number;
  onPageChange: (page: number) => void;
  label: string;
  className?: string;
}) {
  const pages = pageCount(total, limit);
  if (pages <= 1) return null;
  return (
    <div className={cn('mt-4', className)}>
      <Pagination page={page} pageCount={pages} onPageChange={onPageChange} label={label} />
    </div>
  );
}
