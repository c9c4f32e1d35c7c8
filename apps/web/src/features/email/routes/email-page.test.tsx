import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setDesktop } from '@/components/mailbox/test/set-desktop';
import { renderRoute } from '@/test/render-route';
import { emailSummary, mockInbox } from '../test/inbox-api';

beforeAll(() => import('./email-page'));

afterEach(() => vi.restoreAllMocks());

const CODE_MAIL = emailSummary();
const READ_MAIL = emailSummary({
  id: 2,
  from: 'Steam <noreply@steampowered.com>',
  to: 'demo.acc2@shop.localhost',
  subject: '',
  preview: 'Thanks for your purchase.',
  is_read: true,
  code: null,
});

const list = () => screen.findByRole('list', { name: 'Emails' });
const rows = async () => within(await list()).getAllByRole('listitem');

describe('/email on a desktop', () => {
  it('lists from, to, subject (or No Subject), date, preview and the code, unread highlighted', async () => {
    setDesktop(true);
    mockInbox([CODE_MAIL, READ_MAIL]);
    renderRoute('/email');
    const [first, second] = await rows();
    expect(within(first!).getByText('HoYoverse')).toHaveAttribute(
      'title',
      'HoYoverse <noreply@hoyoverse.com>',
    );
    expect(first).toHaveTextContent('To: demo.acc1@shop.localhost');
    expect(first).toHaveTextContent('Your verification code');
    expect(first).toHaveTextContent('It expires in 30 minutes.');
    expect(within(first!).getByText('Nov 20')).toHaveAttribute(
      'datetime',
      '2026-11-20T10:15:00.000Z',
    );
    expect(within(first!).getByRole('button', { name: 'Copy code 482913' })).toBeVisible();
    expect(within(first!).getByRole('link', { name: /^Unread: / })).toBeVisible();
    expect(first).toHaveClass('bg-surface-muted/60');

    expect(second).toHaveTextContent('No Subject');
    expect(
      within(second!).getByRole('link', {
        name: 'No Subject, from Steam <noreply@steampowered.com>',
      }),
    ).toBeVisible();
    expect(within(second!).queryByRole('button', { name: /^Copy code/ })).toBeNull();
    expect(second).not.toHaveClass('bg-surface-muted/60');
    expect(screen.getByText('Select an email to view its content')).toBeVisible();
  });

  it('pages with Previous, Next and Page X of Y, the page held in the URL', async () => {
    setDesktop(true);
    const mails = Array.from({ length: 5 }, (_, i) =>
      emailSummary({ id: i + 1, subject: `Mail ${i + 1}`, is_read: true, code: null }),
    );
    const { sent } = mockInbox(mails, { limit: 2 });
    const { user, router } = renderRoute('/email');
    expect(await screen.findByText('Page 1 of 3')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeVisible();
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(async () => expect(await rows()).toHaveLength(2));
    expect((await rows())[0]).toHaveTextContent('Mail 3');
    expect(sent('GET', 'email').at(-1)?.url.searchParams.get('page')).toBe('2');
  });

  it('searches on the server, the search held in the URL and paging restarting at 1', async () => {
    setDesktop(true);
    const { sent } = mockInbox([CODE_MAIL]);
    const { user, router } = renderRoute('/email?page=3');
    const box = await screen.findByRole('searchbox', { name: 'Search emails' });
    await user.type(box, ' acc1@shop {Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=acc1%40shop'));
    await waitFor(() =>
      expect(sent('GET', 'email').at(-1)?.url.searchParams.get('q')).toBe('acc1@shop'),
    );
    expect(sent('GET', 'email').at(-1)?.url.searchParams.get('page')).toBe('1');
  });

  it('says when the inbox is empty', async () => {
    setDesktop(true);
    mockInbox([]);
    renderRoute('/email');
    expect(await screen.findByText('No emails yet.')).toBeVisible();
    expect(screen.queryByText(/^Page /)).toBeNull();
  });

  it('opens an unread mail, marks it read and lowers the nav badge', async () => {
    setDesktop(true);
    const { sent } = mockInbox([CODE_MAIL, READ_MAIL], {
      details: {
        1: {
          attachments: [
            {
              filename: 'receipt.pdf',
              content_type: 'application/pdf',
              size: 2458,
              content_id: null,
              inline: false,
            },
          ],
        },
      },
    });
    const { user, router } = renderRoute('/email');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByLabelText('1 unread')).toBeInTheDocument();

    await user.click(await screen.findByRole('link', { name: /^Unread: Your verification code/ }));
    expect(router.state.location.search).toBe('?mail=1');
    const mail = await screen.findByRole('article', { name: 'Your verification code' });
    expect(mail).toHaveTextContent('HoYoverse <noreply@hoyoverse.com>');
    expect(mail).toHaveTextContent('demo.acc1@shop.localhost');
    expect(within(mail).getByRole('button', { name: 'Copy code 482913' })).toBeVisible();
    expect(within(mail).getByRole('list', { name: 'Attachments' })).toHaveTextContent(
      'receipt.pdfapplication/pdf, 2.4 KB',
    );
    // No HTML: the plain text is shown.
    expect(mail).toHaveTextContent('Your verification code is 482913.');

    await waitFor(() => expect(sent('PUT', 'email/1/read')).toHaveLength(1));
    await waitFor(() => expect(within(nav).queryByLabelText(/unread$/)).toBeNull());
    expect(await screen.findByRole('link', { name: /^Your verification code/ })).toBeVisible();

    // A read mail is not marked again.
    await user.click(screen.getByRole('link', { name: /^No Subject/ }));
    await screen.findByRole('article', { name: 'No Subject' });
    expect(sent('PUT', 'email/2/read')).toHaveLength(0);
  });

  it('copies the code without opening the mail', async () => {
    setDesktop(true);
    const { sent } = mockInbox([CODE_MAIL]);
    const { user, router } = renderRoute('/email');
    const [row] = await rows();
    await user.click(within(row!).getByRole('button', { name: 'Copy code 482913' }));
    expect(await navigator.clipboard.readText()).toBe('482913');
    expect(await screen.findByText('Code 482913 copied to clipboard!')).toBeVisible();
    expect(router.state.location.search).toBe('');
    expect(sent('GET', 'email/1')).toHaveLength(0);
    expect(sent('PUT', 'email/1/read')).toHaveLength(0);
  });

  it('shows an HTML mail sanitised in a sandboxed frame, images through the proxy', async () => {
    setDesktop(true);
    mockInbox([READ_MAIL], {
      details: {
        2: {
          has_html: true,
          html: '<p onclick="alert(1)">Receipt</p><script>alert(2)</script><a href="javascript:alert(3)">x</a><img alt="logo" src="https://cdn.example/logo.png">',
        },
      },
    });
    renderRoute('/email?mail=2');
    const frame = await screen.findByTitle('Email body: No Subject');
    expect(frame).toHaveAttribute(
      'sandbox',
      'allow-same-origin allow-popups allow-popups-to-escape-sandbox',
    );
    const doc = frame.getAttribute('srcdoc') ?? '';
    expect(doc).toContain('Receipt');
    expect(doc).not.toMatch(/<script|onclick|javascript:/i);
    const proxied = `${window.location.origin}/api/image/cache?url=${encodeURIComponent('https://cdn.example/logo.png')}`;
    expect(doc).toContain(`src="${proxied}"`);
  });

  it('resizes the list with the keyboard, clamped to 200-800 px and stored', async () => {
    setDesktop(true);
    window.localStorage.setItem('emailListWidth', '5000');
    mockInbox([CODE_MAIL]);
    const { user } = renderRoute('/email');
    const divider = await screen.findByRole('separator', { name: 'Resize email list' });
    expect(divider).toHaveAttribute('aria-valuenow', '800');
    divider.focus();
    await user.keyboard('{ArrowLeft}');
    expect(divider).toHaveAttribute('aria-valuenow', '780');
    expect(window.localStorage.getItem('emailListWidth')).toBe('780');
    await user.keyboard('{Home}{ArrowLeft}');
    expect(divider).toHaveAttribute('aria-valuenow', '200');
    expect(window.localStorage.getItem('emailListWidth')).toBe('200');
    expect(divider.previousElementSibling).toHaveStyle({ width: '200px' });
  });

  it('drags the divider with the pointer', async () => {
    setDesktop(true);
    mockInbox([CODE_MAIL]);
    renderRoute('/email');
    const divider = await screen.findByRole('separator', { name: 'Resize email list' });
    expect(divider).toHaveAttribute('aria-valuenow', '300');
    fireEvent.pointerDown(divider, { clientX: 300, pointerId: 1 });
    fireEvent.pointerMove(divider, { clientX: 450, pointerId: 1 });
    fireEvent.pointerUp(divider, { clientX: 450, pointerId: 1 });
    expect(divider).toHaveAttribute('aria-valuenow', '450');
    fireEvent.pointerMove(divider, { clientX: 10, pointerId: 1 });
    expect(divider).toHaveAttribute('aria-valuenow', '450');
    expect(window.localStorage.getItem('emailListWidth')).toBe('450');
  });
});

describe('/email on a phone', () => {
  it('shows the list, then the mail alone with Back to Inbox', async () => {
    setDesktop(false);
    mockInbox([CODE_MAIL, READ_MAIL]);
    const { user, router } = renderRoute('/email?page=1&q=acc');
    await user.click(await screen.findByRole('link', { name: /^No Subject/ }));
    await screen.findByRole('article', { name: 'No Subject' });
    expect(screen.queryByRole('list', { name: 'Emails' })).toBeNull();
    expect(screen.queryByRole('separator')).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Back to Inbox' }));
    expect(await list()).toBeVisible();
    expect(router.state.location.search).toBe('?q=acc');
  });

  it('closes the mail on a swipe right of 100 px, not less', async () => {
    setDesktop(false);
    mockInbox([READ_MAIL]);
    const { router } = renderRoute('/email?mail=2');
    const mail = await screen.findByRole('article', { name: 'No Subject' });
    const swipe = (dx: number) => {
      fireEvent.touchStart(mail, { touches: [{ clientX: 20, clientY: 200 }] });
      fireEvent.touchEnd(mail, { changedTouches: [{ clientX: 20 + dx, clientY: 210 }] });
    };
    swipe(99);
    expect(router.state.location.search).toBe('?mail=2');
    swipe(100);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await list()).toBeVisible();
  });
});
