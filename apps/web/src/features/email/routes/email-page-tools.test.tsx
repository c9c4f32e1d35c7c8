import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { spyOnDownloads } from '@/components/mailbox/test/download-spy';
import { setDesktop } from '@/components/mailbox/test/set-desktop';
import { renderRoute } from '@/test/render-route';
import { emailSummary, mockInbox } from '../test/inbox-api';

beforeAll(() => import('./email-page'));
beforeEach(() => setDesktop(true));

const ACC1 = 'demo.acc1@shop.localhost';
const ACC2 = 'demo.acc2@shop.localhost';
const MAILS = [
  emailSummary({ id: 1, subject: 'Code for acc1', to: ACC1 }),
  emailSummary({ id: 2, subject: 'For both', to: `${ACC1}, ${ACC2}`, code: null }),
  emailSummary({ id: 3, subject: 'Welcome acc2', to: ACC2, code: null, is_read: true }),
];

const list = () => screen.findByRole('list', { name: 'Emails' });
const subjects = async () =>
  within(await list())
    .getAllByRole('link')
    .map((link) => /^(?:Unread: )?(.*), from /.exec(link.getAttribute('aria-label') ?? '')?.[1]);
const nav = () => screen.findByRole('navigation', { name: 'Main' });

describe('/email: mark all read', () => {
  it('marks the whole inbox read, then refreshes the list and the nav badge', async () => {
    const { sent } = mockInbox(MAILS);
    const { user } = renderRoute('/email');
    expect(await within(await nav()).findByLabelText('2 unread')).toBeInTheDocument();
    const button = await screen.findByRole('button', { name: 'Mark all read' });
    await waitFor(() => expect(button).toBeEnabled());
    const listsBefore = sent('GET', 'email').length;

    await user.click(button);
    await waitFor(() => expect(sent('PUT', 'email/read-all')).toHaveLength(1));
    await waitFor(() =>
      expect(
        within(screen.getByRole('navigation', { name: 'Main' })).queryByLabelText(/unread$/),
      ).toBeNull(),
    );
    await waitFor(() => expect(sent('GET', 'email').length).toBeGreaterThan(listsBefore));
    expect(within(await list()).queryAllByRole('link', { name: /^Unread: / })).toHaveLength(0);
    expect(button).toBeDisabled();
  });

  it('is disabled while nothing is unread', async () => {
    mockInbox([MAILS[2]!]);
    renderRoute('/email');
    await list();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });
});

describe('/email: filter by account address', () => {
  it('shows a chip per recipient; a click lists only that address’s mail, until cleared', async () => {
    const { sent } = mockInbox(MAILS);
    const { user, router } = renderRoute('/email');
    const rows = within(await list()).getAllByRole('listitem');
    expect(
      within(rows[1]!)
        .getAllByRole('button', { name: /^Show mail to / })
        .map((chip) => chip.textContent),
    ).toEqual([ACC1, ACC2]);

    await user.click(within(rows[1]!).getByRole('button', { name: `Show mail to ${ACC2}` }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?to=${encodeURIComponent(ACC2)}`),
    );
    await waitFor(() => expect(sent('GET', 'email').at(-1)?.url.searchParams.get('to')).toBe(ACC2));
    await waitFor(async () => expect(await subjects()).toEqual(['For both', 'Welcome acc2']));
    expect(screen.getByText(ACC2, { selector: 'p > span' }).parentElement).toHaveTextContent(
      `Showing mail to ${ACC2}`,
    );

    await user.click(screen.getByRole('button', { name: 'Clear filter' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(async () => expect(await subjects()).toHaveLength(3));
    expect(screen.queryByText(/^Showing mail to/)).toBeNull();
  });

  it('filters from the open mail’s chips too, from page 1, keeping the mail open', async () => {
    const { sent } = mockInbox(MAILS, { limit: 2 });
    const { user, router } = renderRoute('/email?page=2&mail=1');
    const mail = await screen.findByRole('article', { name: 'Code for acc1' });
    await user.click(within(mail).getByRole('button', { name: `Show mail to ${ACC1}` }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?to=${encodeURIComponent(ACC1)}&mail=1`),
    );
    await waitFor(async () => expect(await subjects()).toEqual(['Code for acc1', 'For both']));
    expect(sent('GET', 'email').at(-1)?.url.searchParams.get('to')).toBe(ACC1);
  });

  it('says when no mail reached the address', async () => {
    mockInbox(MAILS);
    renderRoute('/email?to=nobody%40shop.localhost');
    expect(await screen.findByText('No emails to nobody@shop.localhost.')).toBeVisible();
  });
});

describe('/email: the open mail’s files', () => {
  it('View source downloads the raw message with the seller’s token', async () => {
    const saved = spyOnDownloads();
    const { sent } = mockInbox(MAILS, {
      routes: {
        'GET email/3/raw': () =>
          new Response('From: a@b\r\n\r\nhi', {
            headers: {
              'Content-Type': 'message/rfc822',
              'Content-Disposition': "attachment; filename*=UTF-8''mail-3.eml",
            },
          }),
      },
    });
    const { user } = renderRoute('/email?mail=3');
    const mail = await screen.findByRole('article', { name: 'Welcome acc2' });
    await user.click(within(mail).getByRole('button', { name: 'View source' }));
    await waitFor(() => expect(saved.map((s) => s.filename)).toEqual(['mail-3.eml']));
    const [request] = sent('GET', 'email/3/raw');
    expect(request?.headers.get('Authorization')).toBe('Bearer t1');
    expect(await saved[0]?.file.text()).toBe('From: a@b\r\n\r\nhi');
  });

  it('downloads an attachment from the seller’s own path', async () => {
    const saved = spyOnDownloads();
    const { sent } = mockInbox(MAILS, {
      details: {
        3: {
          attachments: [
            {
              filename: 'a.txt',
              content_type: 'text/plain',
              size: 3,
              content_id: null,
              inline: false,
            },
            {
              filename: 'b.txt',
              content_type: 'text/plain',
              size: 3,
              content_id: null,
              inline: false,
            },
          ],
        },
      },
      routes: { 'GET email/3/attachments/1': () => new Response('bbb') },
    });
    const { user } = renderRoute('/email?mail=3');
    const mail = await screen.findByRole('article', { name: 'Welcome acc2' });
    await user.click(within(mail).getByRole('button', { name: /^Download b\.txt/ }));
    await waitFor(() => expect(saved.map((s) => s.filename)).toEqual(['b.txt']));
    expect(sent('GET', 'email/3/attachments/1')[0]?.headers.get('Authorization')).toBe('Bearer t1');
  });
});
