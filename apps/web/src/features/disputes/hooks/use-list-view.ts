import type { DisputeStatus } from '@shop/contract/values';
import { useSearchParams } from 'react-router';
import { parseRouteId } from '@/lib/route-ids';
import { statusFromUrl } from '../lib/dispute-status';

/**
 * The list's filter and page, kept in the address so a reload, Back or a shared link shows the
 * same list; a new filter starts again at page 1.
 */
export function useListView() {
  const [search, setSearch] = useSearchParams();
  const status = statusFromUrl(search.get('status'));
  const page = parseRouteId(search.get('page') ?? undefined) ?? 1;

  const show = (next: { status?: DisputeStatus; page: number }) => {
    const query = new URLSearchParams();
    if (next.status) query.set('status', next.status);
    if (next.page > 1) query.set('page', String(next.page));
    setSearch(query);
  };
  return {
    status,
    page,
    setStatus: (next: DisputeStatus | undefined) => show({ status: next, page: 1 }),
    setPage: (next: number) => show({ status, page: next }),
  };
}
