import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { failure, mockApi } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import { accountDetail, accountList, GAME, listedAccount } from '@/test/catalog-fixtures';

// The route is code-split; load it once up front so the first test's timing is not the import's.
beforeAll(() => import('./account-page'));

describe('/games/:gameId/accounts/:accountId (purchase page)', () => {
  it('shows the account: price, server, login method, description and items with badges', async () => {
    mockApi({ 'games/1': GAME, 'games/1/accounts/24': accountDetail() });
    renderRoute('/games/1/accounts/24');

    expect(await screen.findByRole('heading', { level: 1, name: 'SR-0024' })).toBeInTheDocument();
    expect(screen.getByText('$195.00')).toBeInTheDocument();
    expect(screen.getByText('Login method').nextElementSibling).toHaveTextContent('Email');
    expect(screen.getByText('Server').nextElementSibling).toHaveTextContent('America');
    const fact = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('Five-star')).toBe('1');
    expect(fact('Copies')).toBe('3');
    expect(fact('Rate On')).toBe('Yes');
    expect(screen.getByText('Whale account with every event completed')).toBeInTheDocument();

    const characters = screen.getByRole('region', { name: 'Characters' });
    expect(within(characters).getByRole('img', { name: 'Aurelia' })).toBeInTheDocument();
    expect(within(characters).getByText('C2')).toBeInTheDocument();
    // No badge for an item without extra copies.
    expect(within(characters).queryByText('C0')).not.toBeInTheDocument();
    const weapons = screen.getByRole('region', { name: 'Weapons' });
    expect(within(weapons).getByText('R2')).toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'View images of SR-0024' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Starfall Reverie' })).toHaveAttribute(
      'href',
      '/games/1',
    );
  });

  it('shows the warranty and what it gives the buyer, or "No warranty"', async () => {
    mockApi({
      'games/1': GAME,
      'games/1/accounts/24': accountDetail({ warranty_days: 7 }),
      'games/1/accounts/25': accountDetail({ id: 25, code: 'SR-0025', warranty_days: 0 }),
    });
    const first = renderRoute('/games/1/accounts/24');
    const warranty = await screen.findByRole('region', { name: 'Warranty' });
    expect(within(warranty).getByText('7-day warranty')).toBeInTheDocument();
    expect(warranty).toHaveTextContent(
      'Starts at delivery. During it the shop watches the account’s mail for security changes, and you can open a dispute.',
    );
    first.unmount();

    renderRoute('/games/1/accounts/25');
    await screen.findByRole('heading', { level: 1, name: 'SR-0025' });
    const none = screen.getByRole('region', { name: 'Warranty' });
    expect(none).toHaveTextContent(/^No warranty$/);
  });

  it('says "Account not found or has been sold" for a 404', async () => {
    mockApi({
      'games/1': GAME,
      'games/1/accounts/7': () =>
        failure(404, 'ACCOUNT_NOT_FOUND', 'Account not found or has been sold'),
    });
    renderRoute('/games/1/accounts/7');
    expect(
      await screen.findByRole('heading', { name: 'Account not found or has been sold' }),
    ).toBeInTheDocument();
  });

  it('treats an id that is not a number as not found, without asking the server', async () => {
    const fetchMock = mockApi({});
    renderRoute('/games/1/accounts/abc');
    expect(
      await screen.findByRole('heading', { name: 'Account not found or has been sold' }),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('accounts'))).toBe(false);
  });
});

describe('"Back to {game}" on the purchase page', () => {
  const FILTERED = '/games/1?gender=F&max_price=200&sort=price_desc&page=2';
  const backLink = () => screen.findByRole('link', { name: 'Back to Starfall Reverie' });

  it('returns to the filtered listing the Buy button was pressed on', async () => {
    mockApi({
      'games/1': GAME,
      'games/sales-stats': [],
      'games/1/accounts': accountList([listedAccount()], { total: 30, page: 2 }),
      'games/1/accounts/24': accountDetail(),
    });
    const { user, router } = renderRoute(FILTERED);
    await user.click(await screen.findByRole('link', { name: 'Buy $120.00' }));
    expect(router.state.location.pathname).toBe('/games/1/accounts/24');

    await user.click(await backLink());
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(FILTERED);
  });

  it("takes the listing from the history entry's state, as after a reload", async () => {
    mockApi({ 'games/1': GAME, 'games/1/accounts/24': accountDetail() });
    renderRoute('/games/1/accounts/24', { state: { listing: FILTERED } });
    expect(await backLink()).toHaveAttribute('href', FILTERED);
  });

  it("falls back to the game's bare listing without a state or with another page in it", async () => {
    mockApi({ 'games/1': GAME, 'games/1/accounts/24': accountDetail() });
    const { unmount } = renderRoute('/games/1/accounts/24');
    expect(await backLink()).toHaveAttribute('href', '/games/1');
    unmount();

    renderRoute('/games/1/accounts/24', { state: { listing: '/games/2?sort=price_desc' } });
    expect(await backLink()).toHaveAttribute('href', '/games/1');
  });

  it('keeps the listing on the not-found state too', async () => {
    mockApi({
      'games/1': GAME,
      'games/1/accounts/24': () =>
        failure(404, 'ACCOUNT_NOT_FOUND', 'Account not found or has been sold'),
    });
    renderRoute('/games/1/accounts/24', { state: { listing: FILTERED } });
    expect(await backLink()).toHaveAttribute('href', FILTERED);
  });
});
