import type { EmailDetail, EmailSummary } from '@shop/contract';
import { emailDetail, emailListPage } from '@/components/mailbox/test/mail-fixtures';
import { authStore } from '@/lib/auth-store';
import { mockRoutes, type RouteHandler } from '@/test/fetch-mock';
import { recipientAddresses } from '../lib/recipients';

export { emailDetail, emailSummary } from '@/components/mailbox/test/mail-fixtures';

/**
 * A signed-in seller's inbox behind the mocked API: the list pages `mails` by `limit` (only the
 * mail to `to` when asked), GET one answers from `details` (else built from the summary), PUT
 * read flips the mail and the count, PUT read-all flips them all.
 */
export function mockInbox(
  mails: EmailSummary[],
  {
    limit = 20,
    details = {},
    routes = {},
  }: {
    limit?: number;
    details?: Record<number, Partial<EmailDetail>>;
    routes?: Record<string, RouteHandler>;
  } = {},
) {
  authStore.setToken('t1');
  const inbox = mails.map((m) => ({ ...m }));
  const unread = () => inbox.filter((m) => !m.is_read).length;
  const handlers: Record<string, RouteHandler> = {
    'GET email': ({ url }) => {
      const to = url.searchParams.get('to');
      const shown = to ? inbox.filter((m) => recipientAddresses(m.to).includes(to)) : inbox;
      // The unread count is the whole inbox's, filtered or not.
      return { ...emailListPage(shown, url, limit), unread: unread() };
    },
    'GET email/unread-count': () => ({ unread: unread() }),
    'PUT email/read-all': () => {
      const marked = unread();
      for (const mail of inbox) mail.is_read = true;
      return { marked, unread: 0 };
    },
    ...routes,
  };
  const serve = (mail: EmailSummary) => {
    handlers[`GET email/${mail.id}`] = () => emailDetail({ ...mail, ...details[mail.id] });
    handlers[`PUT email/${mail.id}/read`] = () => {
      mail.is_read = true;
      return { id: mail.id, is_read: true, unread: unread() };
    };
  };
  inbox.forEach(serve);
  return {
    ...mockRoutes(handlers),
    /** A mail arrives: it heads the list from the next request on. */
    deliver(mail: EmailSummary) {
      inbox.unshift({ ...mail });
      serve(inbox[0]!);
    },
  };
}
