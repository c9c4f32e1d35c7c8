import { useSearchParams } from 'react-router';
import { parseRouteId } from '@/lib/route-ids';

export type InboxParams = { page: number; q: string; mail: number | null };

/**
 * Page, search and the open mail live in the URL (`?q=&page=&mail=`), so a reload or a shared
 * link shows the same view, and the phone's Back button closes an open mail.
 */
export function useInboxParams() {
  const [search, setSearch] = useSearchParams();
  const params: InboxParams = {
    page: parseRouteId(search.get('page') ?? undefined) ?? 1,
    q: (search.get('q') ?? '').trim(),
    mail: parseRouteId(search.get('mail') ?? undefined),
  };
  return { params, hrefFor: inboxSearch, go: (next: InboxParams) => setSearch(inboxSearch(next)) };
}

/** The query string for a view of the inbox; page 1 and an empty search are left out. */
export function inboxSearch({ page, q, mail }: InboxParams): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  if (mail !== null) params.set('mail', String(mail));
  const query = params.toString();
  return query ? `?${query}` : '';
}
