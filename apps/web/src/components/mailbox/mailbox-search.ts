import { parseRouteId } from '@/lib/route-ids';

/** Where a mailbox stands in its address: the list's page and the open mail, if any. */
export type MailboxView = { page: number; mail: number | null };

/** `?page=&mail=` read back: page 1 and no open mail where either is absent or not an id. */
export function readMailboxView(search: URLSearchParams): MailboxView {
  return {
    page: parseRouteId(search.get('page') ?? undefined) ?? 1,
    mail: parseRouteId(search.get('mail') ?? undefined),
  };
}

/**
 * The query string of a mailbox view, so a reload or a shared link shows the same one: `kept`
 * first (the viewer's token, the inbox's search) without its empty values, then the page from
 * 2 on and the open mail. Page 1 with nothing else open is the bare address ('').
 */
export function mailboxSearch(
  { page, mail = null }: { page: number; mail?: number | null },
  kept: Record<string, string> = {},
): string {
  const params = new URLSearchParams(Object.entries(kept).filter(([, value]) => value !== ''));
  if (page > 1) params.set('page', String(page));
  if (mail !== null) params.set('mail', String(mail));
  const query = params.toString();
  return query ? `?${query}` : '';
}
