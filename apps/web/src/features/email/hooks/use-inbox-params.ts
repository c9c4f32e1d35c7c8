import { useSearchParams } from 'react-router';
import {
  mailboxSearch,
  readMailboxView,
  type MailboxView,
} from '@/components/mailbox/mailbox-search';

/** `q` and `to` are empty when not used; `to` keeps only the mail sent to that address. */
export type InboxParams = MailboxView & { q: string; to: string };

/**
 * Page, search, address filter and the open mail live in the URL (`?q=&to=&page=&mail=`), so a
 * reload or a shared link shows the same view, and the phone's Back button closes an open mail.
 */
export function useInboxParams() {
  const [search, setSearch] = useSearchParams();
  const params: InboxParams = {
    ...readMailboxView(search),
    q: (search.get('q') ?? '').trim(),
    to: (search.get('to') ?? '').trim(),
  };
  return { params, hrefFor: inboxSearch, go: (next: InboxParams) => setSearch(inboxSearch(next)) };
}

/** The query string for a view of the inbox; page 1, an empty search and no filter are left out. */
export function inboxSearch({ page, q, to, mail }: InboxParams): string {
  return mailboxSearch({ page, mail }, { q, to });
}
