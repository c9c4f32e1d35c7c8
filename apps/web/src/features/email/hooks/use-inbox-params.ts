import { useSearchParams } from 'react-router';
import { parseRouteId } from '@/lib/route-ids';

/** `q` and `to` are empty when not used; `to` keeps only the mail sent to that address. */
export type InboxParams = { page: number; q: string; to: string; mail: number | null };

/**
 * Page, search, address filter and the open mail live in the URL (`?q=&to=&page=&mail=`), so a
 * reload or a shared link shows the same view, and the phone's Back button closes an open mail.
 */
export function useInboxParams() {
  const [search, setSearch] = useSearchParams();
  const params: InboxParams = {
    page: parseRouteId(search.get('page') ?? undefined) ?? 1,
    q: (search.get('q') ?? '').trim(),
    to: (search.get('to') ?? '').trim(),
    mail: parseRouteId(search.get('mail') ?? undefined),
  };
  return { params, hrefFor: inboxSearch, go: (next: InboxParams) => setSearch(inboxSearch(next)) };
}

/** The query string for a view of the inbox; page 1, an empty search and no filter are left out. */
export function inboxSearch({ page, q, to, mail }: InboxParams): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (to) params.set('to', to);
  if (page > 1) params.set('page', String(page));
  if (mail !== null) params.set('mail', String(mail));
  const query = params.toString();
  return query ? `?${query}` : '';
}
