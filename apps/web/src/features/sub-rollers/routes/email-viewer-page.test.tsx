import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { emailSummary } from '@/components/mailbox/test/mail-fixtures';
import { mockRoutes } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import { accessRoutes, setDesktop } from '../test/sub-roller-api';

beforeAll(() => import('./email-viewer-page'));
afterEach(() => vi.restoreAllMocks());

const MAILS = [
  emailSummary({ id: 7, subject: 'Welcome aboard', to: 'demo.sub1.a@shop.localhost' }),
  emailSummary({ id: 8, subject: 'Old news', is_read: true, code: null }),
];

describe('email viewer', () => {
  it('says Invalid Access without a token, and asks nothing of the server', async () => {
    const { requests } = mockRoutes({});
    renderRoute('/email-viewer');
    expect(await screen.findByRole('heading', { name: 'Invalid Access', level: 1 })).toBeVisible();
    expect(
      screen.getByText('No token provided. Please use a valid email viewer link.'),
    ).toBeVisible();
    expect(requests).toHaveLength(0);
  });

  it('says Invalid Access for a token the server refuses', async () => {
    mockRoutes(accessRoutes('tok-good', MAILS));
    renderRoute('/email-viewer?token=tok-bad');
    expect(await screen.findByRole('heading', { name: 'Invalid Access', level: 1 })).toBeVisible();
    expect(
      screen.getByText('The provided token is invalid or has expired. Please request a new link.'),
    ).toBeVisible();
  });

  it('lists the mail of the token with pagers above and below, and opens one', async () => {
    setDesktop(true);
    const { sent } = mockRoutes(accessRoutes('tok-good', MAILS, { limit: 1 }));
    const { user, router } = renderRoute('/email-viewer?token=tok-good');
    expect(await screen.findByText('Select an email to view its content')).toBeVisible();
    expect(await screen.findByRole('link', { name: /^Unread: Welcome aboard/ })).toBeVisible();
    expect(screen.getAllByText('Page 1 of 2')).toHaveLength(2);
    expect(sent('GET', 'email/sub-roller/access')[0]?.headers.get('X-Sub-Roller-Token')).toBe(
      'tok-good',
    );

    await user.click(screen.getByRole('link', { name: /Welcome aboard/ }));
    expect(router.state.location.pathname).toBe('/email-viewer/7');
    expect(router.state.location.search).toBe('?token=tok-good');
    const article = await screen.findByRole('article', { name: 'Welcome aboard' });
    expect(within(article).getByText('demo.sub1.a@shop.localhost')).toBeVisible();
    // Opening marks it read on the server; the list shows it read without a refetch.
    expect(await screen.findByRole('link', { name: /^Welcome aboard/ })).toBeVisible();

    const [top] = screen.getAllByRole('navigation', { name: /Inbox pages/ });
    await user.click(within(top!).getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('link', { name: /^Old news/ })).toBeVisible();
    expect(router.state.location.search).toBe('?token=tok-good&page=2');
  });

  it('says No emails found for an empty inbox, and shows its loading text first', async () => {
    setDesktop(true);
    mockRoutes(accessRoutes('tok-good', []));
    renderRoute('/email-viewer?token=tok-good');
    expect(await screen.findByText('Loading emails...')).toBeVisible();
    expect(await screen.findByText('No emails found')).toBeVisible();
  });

  it('on a phone, the open mail covers the list with Back to Inbox', async () => {
    setDesktop(false);
    mockRoutes(accessRoutes('tok-good', MAILS));
    const { user, router } = renderRoute('/email-viewer/7?token=tok-good');
    await screen.findByRole('article', { name: 'Welcome aboard' });
    expect(screen.queryByRole('list', { name: 'Emails' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Back to Inbox' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/email-viewer'));
    expect(await screen.findByRole('list', { name: 'Emails' })).toBeVisible();
  });
});
