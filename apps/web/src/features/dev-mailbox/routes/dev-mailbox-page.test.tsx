import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { DevMail } from '@shop/contract';
import { callsTo, failure, mockApi, success } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import { DEV_MAILBOX_REFRESH_MS } from '../api/get-dev-mailbox';

// The route is code-split; load it once up front so the first test's timing is not the import's.
beforeAll(() => import('./dev-mailbox-page'));
afterEach(() => vi.useRealTimers());

const mail = (id: number, subject: string, to = 'buyer@example.com'): DevMail => ({
  id,
  to,
  subject,
  text: `${subject}\n\nOpen: http://localhost:3000/invoices/${id}?token=t${id}`,
  html: `<!doctype html><html><body><h1>${subject}</h1><a href="http://localhost:3000/invoices/${id}">Open</a></body></html>`,
  created_at: `2026-11-23T10:0${id}:00.000Z`,
});

const MAILS = [
  mail(3, 'Your account is delivered', 'ana@example.com'),
  mail(2, 'Invoice #2'),
  mail(1, 'Invoice #1'),
];

describe('/dev/mailbox', () => {
  it('lists mails newest first and opens the newest in a sandboxed frame, with a plain-text toggle', async () => {
    mockApi({ 'dev/mailbox': MAILS });
    const { user } = renderRoute('/dev/mailbox');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dev mailbox' }),
    ).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'Mails' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Your account is delivered'),
      expect.stringContaining('Invoice #2'),
      expect.stringContaining('Invoice #1'),
    ]);
    expect(rows[0]).toHaveTextContent('ana@example.com');
    expect(rows[0]).toHaveAttribute('aria-current', 'true');

    const open = screen.getByRole('article', { name: 'Your account is delivered' });
    expect(within(open).getByText('ana@example.com')).toBeInTheDocument();
    const frame = within(open).getByTitle('Mail body: Your account is delivered');
    const sandbox = frame.getAttribute('sandbox') ?? '';
    expect(frame).toHaveAttribute('sandbox');
    expect(sandbox).not.toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-same-origin');
    expect(frame.getAttribute('srcdoc')).toContain('<h1>Your account is delivered</h1>');
    expect(frame.getAttribute('srcdoc')).toContain('<base target="_blank">');

    await user.click(within(open).getByRole('button', { name: 'Plain text' }));
    expect(within(open).getByRole('button', { name: 'Plain text' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(open).queryByTitle(/Mail body/)).not.toBeInTheDocument();
    expect(
      within(open).getByText(/Open: http:\/\/localhost:3000\/invoices\/3\?token=t3/),
    ).toBeInTheDocument();

    await user.click(within(open).getByRole('button', { name: 'HTML' }));
    expect(within(open).getByTitle('Mail body: Your account is delivered')).toBeInTheDocument();
  });

  it('opens the mail picked in the list and goes back to the list from it', async () => {
    mockApi({ 'dev/mailbox': MAILS });
    const { user, router } = renderRoute('/dev/mailbox');

    await user.click(await screen.findByRole('link', { name: /Invoice #1/ }));
    expect(router.state.location.search).toBe('?mail=1');
    expect(screen.getByRole('article', { name: 'Invoice #1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Invoice #1/ })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await user.click(screen.getByRole('link', { name: 'Back to mailbox' }));
    expect(router.state.location.search).toBe('');
  });

  it('says so when no mail has been sent, and shows new mail as it arrives', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let mails: DevMail[] = [];
    const fetchMock = mockApi({ 'dev/mailbox': () => success(mails) });
    renderRoute('/dev/mailbox');

    expect(
      await screen.findByRole('heading', { name: 'No mail has been sent yet.' }),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'dev/mailbox')).toHaveLength(1);

    mails = [mail(1, 'Invoice #1')];
    await vi.advanceTimersByTimeAsync(DEV_MAILBOX_REFRESH_MS);
    expect(await screen.findByRole('article', { name: 'Invoice #1' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'dev/mailbox')).toHaveLength(2);
  });

  it('explains that the mailbox is off when the server refuses it (404: a relay is set, or a proxy or public address reaches it), and stops asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockApi({});
    renderRoute('/dev/mailbox');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'The dev mailbox is off' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /served only while no SMTP relay is set, and only to visitors on this machine/,
      ),
    ).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(DEV_MAILBOX_REFRESH_MS * 3);
    expect(callsTo(fetchMock, 'dev/mailbox')).toHaveLength(1);
  });

  it('shows a failure with a retry that loads the mail', async () => {
    let fail = true;
    mockApi({
      'dev/mailbox': () =>
        fail
          ? failure(429, 'RATE_LIMITED', 'Too many attempts. Try again in 5 seconds.')
          : success(MAILS),
    });
    const { user } = renderRoute('/dev/mailbox');

    expect(
      await screen.findByRole('heading', { name: 'This page could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Too many attempts. Try again in 5 seconds.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('article', { name: 'Your account is delivered' }),
    ).toBeInTheDocument();
  });
});
