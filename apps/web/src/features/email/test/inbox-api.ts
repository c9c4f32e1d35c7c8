import type { EmailDetail, EmailSummary } from '@shop/contract';
import { authStore } from '@/lib/auth-store';
import { mockRoutes, type RouteHandler } from '@/test/fetch-mock';

export function emailSummary(overrides: Partial<EmailSummary> = {}): EmailSummary {
  return {
    id: 1,
    from: 'HoYoverse <noreply@hoyoverse.com>',
    to: 'demo.acc1@shop.localhost',
    subject: 'Your verification code',
    preview: 'Your verification code is 482913. It expires in 30 minutes.',
    created_at: '2026-11-20T10:15:00.000Z',
    is_read: false,
    has_html: false,
    code: '482913',
    ...overrides,
  };
}

export function emailDetail(overrides: Partial<EmailDetail> = {}): EmailDetail {
  const summary = emailSummary(overrides);
  return {
    ...summary,
    text: summary.preview,
    html: null,
    attachments: [],
    ...overrides,
  };
}

/**
 * A signed-in seller's inbox behind the mocked API: the list pages `mails` by `limit`, GET one
 * answers from `details` (else built from the summary), PUT read flips the mail and the count.
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
      const page = Number(url.searchParams.get('page') ?? 1);
      return {
        emails: inbox.slice((page - 1) * limit, page * limit),
        total: inbox.length,
        limit,
        page,
        unread: unread(),
      };
    },
    'GET email/unread-count': () => ({ unread: unread() }),
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
