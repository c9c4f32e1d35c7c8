import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { authStore } from '@/lib/auth-store';
import { callsTo, mockApi, mockRoutes } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';

const SELLER_LINKS = ['Email', 'Sub-Roller Email', 'Transactions', 'Settings', 'Change Password'];

describe('nav bar', () => {
  it('shows Shop and Sign in, and no seller links, when signed out', async () => {
    renderRoute('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    for (const name of SELLER_LINKS)
      expect(within(nav).queryByRole('link', { name })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: /Logout/ })).not.toBeInTheDocument();
  });

  it('shows the seller links and Logout when signed in', async () => {
    authStore.setToken('t1');
    renderRoute('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    for (const name of SELLER_LINKS)
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: /Logout/ })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('leads a signed-in seller to Settings, just before Change Password', async () => {
    authStore.setToken('t1');
    renderRoute('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const settings = within(nav).getByRole('link', { name: 'Settings' });
    expect(settings).toHaveAttribute('href', '/settings');
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names.indexOf('Settings')).toBe(names.indexOf('Change Password') - 1);
  });

  it("leads everyone to a buyer's purchases and alerts, on the bar and in the phone menu", async () => {
    const { user } = renderRoute('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'My purchases' })).toHaveAttribute(
      'href',
      '/buyer-emails',
    );
    expect(within(nav).getByRole('link', { name: 'Alerts' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById('mobile-menu')!;
    expect(within(menu).getByRole('link', { name: 'My purchases' })).toHaveAttribute(
      'href',
      '/buyer-emails',
    );
    expect(within(menu).getByRole('link', { name: 'Alerts' })).toBeInTheDocument();
  });

  it("keeps a signed-in seller's buyer links as named icons in the crowded bar", async () => {
    authStore.setToken('t1');
    renderRoute('/buyer-emails');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const purchases = within(nav).getByRole('link', { name: 'My purchases' });
    expect(purchases).toHaveAttribute('aria-current', 'page');
    expect(purchases).toHaveAttribute('title', 'My purchases');
    expect(within(purchases).getByText('My purchases')).toHaveClass('md:sr-only');
    expect(within(nav).getByRole('link', { name: 'Alerts' })).toHaveAttribute('title', 'Alerts');
  });

  it("keeps the owner's Change Password an icon up to 1536 px, a seller's up to 1280 px", async () => {
    authStore.setToken('t1');
    mockApi({ roller: { code: 'boss', name: 'Boss', email: null, is_owner: true } });
    renderRoute('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await within(nav).findByRole('link', { name: 'Sellers' });
    const change = within(nav).getByRole('link', { name: 'Change Password' });
    expect(within(change).getByText('Change Password')).toHaveClass('md:max-2xl:sr-only');
    expect(within(nav).getByRole('link', { name: 'Settings' })).toHaveTextContent('Settings');
    expect(
      within(within(nav).getByRole('link', { name: 'Settings' })).getByText('Settings'),
    ).toHaveClass('md:max-xl:sr-only');
  });

  it('leads the shop owner to Sellers, before Settings, on the bar and in the phone menu', async () => {
    authStore.setToken('t1');
    mockApi({ roller: { code: 'boss', name: 'Boss', email: null, is_owner: true } });
    const { user } = renderRoute('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const sellers = await within(nav).findByRole('link', { name: 'Sellers' });
    expect(sellers).toHaveAttribute('href', '/sellers');
    expect(sellers).toHaveAttribute('title', 'Sellers');
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names.indexOf('Sellers')).toBe(names.indexOf('Settings') - 1);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById('mobile-menu')!;
    expect(within(menu).getByRole('link', { name: 'Sellers' })).toHaveAttribute('href', '/sellers');
  });

  it('leads every seller to Disputes, beside Transactions', async () => {
    authStore.setToken('t1');
    mockApi({ roller: { code: 'sam', name: 'Sam', email: null, is_owner: false } });
    renderRoute('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const disputes = await within(nav).findByRole('link', { name: 'Disputes' });
    expect(disputes).toHaveAttribute('href', '/disputes');
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('title') ?? link.textContent);
    expect(names.indexOf('Disputes')).toBeGreaterThan(
      names.findIndex((n) => n?.startsWith('Transactions')),
    );
  });

  it('offers Sellers to no other seller', async () => {
    authStore.setToken('t1');
    const fetchMock = mockApi({
      roller: { code: 'sam', name: 'Sam', email: null, is_owner: false },
    });
    renderRoute('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(callsTo(fetchMock, 'roller')).toHaveLength(1));
    expect(within(nav).getByRole('link', { name: 'Settings' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Sellers' })).toBeNull();
  });

  it('shows the number of orders waiting for payment beside Transactions', async () => {
    authStore.setToken('t1');
    mockApi({ 'roller/transactions/pending-count': { pending: 3 } });
    renderRoute('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const link = within(nav).getByRole('link', { name: /^Transactions/ });
    expect(await within(link).findByLabelText('3 pending')).toHaveTextContent('3');
    expect(link).toHaveAttribute('href', '/transactions');
  });

  it('asks for no pending count while signed out', async () => {
    const fetchMock = mockApi({ 'roller/transactions/pending-count': { pending: 3 } });
    renderRoute('/');
    await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.queryByLabelText('3 pending')).toBeNull();
    expect(callsTo(fetchMock, 'roller/transactions/pending-count')).toHaveLength(0);
  });

  it("badges Email with the inbox's unread count", async () => {
    authStore.setToken('t1');
    mockApi({ 'email/unread-count': { unread: 3 } });
    renderRoute('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const email = within(nav).getByRole('link', { name: /^Email/ });
    expect(await within(email).findByLabelText('3 unread')).toHaveTextContent('3');
  });

  it('asks for no unread count while signed out', async () => {
    const fetchMock = mockApi({ 'email/unread-count': { unread: 3 } });
    renderRoute('/');
    await screen.findByRole('navigation', { name: 'Main' });
    expect(callsTo(fetchMock, 'email/unread-count')).toHaveLength(0);
  });

  it('marks the current page', async () => {
    authStore.setToken('t1');
    renderRoute('/change-password');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Change Password' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Shop' })).not.toHaveAttribute('aria-current');
  });

  it('logs out and goes home', async () => {
    authStore.setToken('t1');
    const api = mockRoutes({
      'GET roller/transactions/pending-count': () => ({ pending: 0 }),
      'POST roller/logout': () => ({ message: 'ok' }),
    });
    const { user, router } = renderRoute('/change-password');
    await user.click(await screen.findByRole('button', { name: /Logout/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(authStore.isAuthenticated()).toBe(false);
    expect(api.sent('POST', 'roller/logout')).toHaveLength(1);
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows unread mail and pending orders on the closed menu button, and says them in its name', async () => {
    authStore.setToken('t1');
    mockApi({
      'email/unread-count': { unread: 3 },
      'roller/transactions/pending-count': { pending: 2 },
    });
    const { user } = renderRoute('/');
    const toggle = await screen.findByRole('button', { name: 'Open menu, 3 unread, 2 pending' });
    expect(toggle).toHaveTextContent(/^32$/);

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(toggle).toHaveTextContent(/^$/);
    const menu = document.getElementById('mobile-menu')!;
    expect(within(menu).getByLabelText('3 unread')).toBeInTheDocument();
    expect(within(menu).getByLabelText('2 pending')).toBeInTheDocument();
  });

  it('shows one count alone, and none when nothing waits', async () => {
    authStore.setToken('t1');
    mockApi({ 'roller/transactions/pending-count': { pending: 1 } });
    const first = renderRoute('/');
    const toggle = await screen.findByRole('button', { name: 'Open menu, 1 pending' });
    expect(toggle).toHaveTextContent(/^1$/);
    first.unmount();

    mockApi({
      'email/unread-count': { unread: 0 },
      'roller/transactions/pending-count': { pending: 0 },
    });
    renderRoute('/');
    expect(await screen.findByRole('button', { name: 'Open menu' })).toHaveTextContent(/^$/);
  });

  it('mobile menu opens and closes with Escape and on navigation', async () => {
    const { user, router } = renderRoute('/');
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(document.getElementById('mobile-menu')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(document.getElementById('mobile-menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById('mobile-menu')!;
    await user.click(within(menu).getByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(document.getElementById('mobile-menu')).not.toBeInTheDocument();
  });
});
