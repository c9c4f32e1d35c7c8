import type { EmailDetail, EmailList, EmailSummary } from '@shop/contract';

/** A received mail as a list shows it: unread, with a code, no link, plain text. */
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
    link: null,
    sender_verified: true,
    ...overrides,
  };
}

/** The whole mail: its text is the summary's preview unless `overrides` say otherwise. */
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

/** One page of `mails` (`?page=` of `url`, `limit` a page) as a mailbox's list route answers it. */
export function emailListPage(mails: EmailSummary[], url: URL, limit: number): EmailList {
  const page = Number(url.searchParams.get('page') ?? 1);
  return {
    emails: mails.slice((page - 1) * limit, page * limit),
    total: mails.length,
    limit,
    page,
    unread: mails.filter((m) => !m.is_read).length,
  };
}
