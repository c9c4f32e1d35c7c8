import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { authStore } from '@/lib/auth-store';
import { callsTo, failure, mockApi, success } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import { accountList, GAME, listedAccount } from '@/test/catalog-fixtures';

const STATS = [{ game_id: 1, game_name: GAME.name, total_revenue: 300, total_sold: 4 }];

function mockListing(accounts: unknown = accountList([listedAccount()])) {
  return mockApi({ 'games/1': GAME, 'games/sales-stats': STATS, 'games/1/accounts': accounts });
}

const card = (code: string) => screen.findByRole('article', { name: code });

/** The value of one of a card's facts, e.g. fact(card, 'Copies'). */
const fact = (container: HTMLElement, label: string) =>
  within(container).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

async function openFilters(user: ReturnType<typeof renderRoute>['user']) {
  const toggle = await screen.findByRole('button', { name: 'Filters' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return screen.getByRole('region', { name: 'Filters' });
}

// The route is code-split; load it once up front so the first test's timing is not the import's.
beforeAll(() => import('./listing-page'));

describe('/games/:gameId listing', () => {
  it('shows "Loading accounts..." while the accounts load', async () => {
    mockListing(() => new Promise<Response>(() => {}));
    renderRoute('/games/1');
    expect(await screen.findByText('Loading accounts...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Starfall Reverie' })).toBeInTheDocument();
  });

  it('shows a visitor each account with "Buy {price}" and the public figures', async () => {
    mockListing(accountList([listedAccount({ banner_guarantee: true })]));
    renderRoute('/games/1');

    const account = await card('SR-0024');
    const buy = within(account).getByRole('link', { name: 'Buy $120.00' });
    expect(buy).toHaveAttribute('href', '/games/1/accounts/24');
    expect(within(account).getByText('America')).toBeInTheDocument();
    // The facts, derived from the items and the catalogue's rarity: Aurelia is the five-star.
    expect(fact(account, 'Five-star')).toBe('1');
    expect(fact(account, 'Copies')).toBe('3');
    expect(fact(account, 'Rate On')).toBe('Yes');
    const characters = within(account).getByRole('list', { name: 'Characters' });
    expect(within(characters).getByText('Aurelia (2)')).toBeInTheDocument();
    expect(within(characters).getByText('Thorne')).toBeInTheDocument();
    expect(within(account).getByText('Dawnlight Blade (1)')).toBeInTheDocument();
    expect(within(account).queryByText('Available')).not.toBeInTheDocument();

    expect(await screen.findByText('$300.00')).toBeInTheDocument();
    expect(screen.getByText('Total Transaction')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Account' })).not.toBeInTheDocument();
  });

  it("shows a seller's own accounts with their status instead of Buy", async () => {
    authStore.setToken('t1');
    const fetchMock = mockApi({
      'games/1': GAME,
      roller: { code: 'demo', name: 'Demo', email: null },
      'roller/income': [{ game_id: 1, game_name: GAME.name, total_income: 90, total_sold: 1 }],
      'games/1/accounts': accountList([
        listedAccount({ transaction_status: 'pending' }),
        listedAccount({ id: 25, code: 'SR-0025', transaction_status: 'delivered' }),
      ]),
    });
    renderRoute('/games/1');

    const account = await card('SR-0024');
    expect(within(account).getByText('pending')).toBeInTheDocument();
    expect(within(account).getByText('$120.00')).toBeInTheDocument();
    expect(within(account).queryByRole('link', { name: /^Buy/ })).not.toBeInTheDocument();
    expect(within(await card('SR-0025')).getByText('delivered')).toBeInTheDocument();

    const [request] = callsTo(fetchMock, 'games/1/accounts');
    expect(request!.searchParams.get('prefix')).toBe('demo');
    expect(screen.getByRole('link', { name: 'Add Account' })).toHaveAttribute(
      'href',
      '/games/1/add',
    );
    expect(await screen.findByText('$90.00')).toBeInTheDocument();
    expect(screen.getByText('Total Income')).toBeInTheDocument();
  });

  it('pages with Previous / Next and "Page X of Y", keeping the old page while the next loads', async () => {
    const fetchMock = mockListing((url: URL) =>
      url.searchParams.get('page') === '2'
        ? new Promise<Response>(() => {})
        : success(accountList([listedAccount()], { total: 50, limit: 24 })),
    );
    const { user, router } = renderRoute('/games/1');

    const pager = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(await within(pager).findByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'SR-0024' })).toBeInTheDocument();
    expect(screen.queryByText('Loading accounts...')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(fetchMock, 'games/1/accounts').at(-1)!.searchParams.get('page')).toBe('2'),
    );
  });

  it('shows a capped total as "100+" and still pages past it with Next', async () => {
    // The server counts to 100, or to one past the page shown when deeper (page 5: 121).
    mockListing((url: URL) =>
      url.searchParams.get('page') === '5'
        ? success(accountList([listedAccount()], { total: 121, total_capped: true, page: 5 }))
        : success(accountList([listedAccount()], { total: 100, total_capped: true, page: 4 })),
    );
    const { user } = renderRoute('/games/1?page=4');

    expect(await screen.findByText('(100+)')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByText('Page 4 of 5')).toBeInTheDocument();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('(121+)')).toBeInTheDocument();
    expect(within(pager).getByText('Page 5 of 6')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('filters by clicking icons and the - and + buttons, in the URL and the request', async () => {
    const fetchMock = mockListing();
    const { user, router } = renderRoute('/games/1?page=3');
    const panel = await openFilters(user);

    await user.click(within(panel).getByRole('button', { name: 'Aurelia' }));
    expect(router.state.location.search).toBe('?characters=aurelia');
    expect(within(panel).getByRole('button', { name: 'Aurelia' })).toHaveAccessibleDescription(
      'C0',
    );

    await user.click(within(panel).getByRole('button', { name: 'Add a copy of Aurelia' }));
    await user.click(within(panel).getByRole('button', { name: 'Aurelia' }));
    expect(router.state.location.search).toBe('?characters=aurelia,aurelia,aurelia');
    expect(within(panel).getByText('C2')).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(fetchMock, 'games/1/accounts').at(-1)!.searchParams.get('characters')).toBe(
        'aurelia,aurelia,aurelia',
      ),
    );

    await user.click(within(panel).getByRole('button', { name: 'Dawnlight Blade' }));
    expect(within(panel).getByText('R1')).toBeInTheDocument();

    for (let i = 0; i < 3; i++)
      await user.click(within(panel).getByRole('button', { name: 'Remove a copy of Aurelia' }));
    expect(router.state.location.search).toBe('?weapons=dawnlight-blade');
    expect(
      within(panel).queryByRole('button', { name: 'Remove a copy of Aurelia' }),
    ).not.toBeInTheDocument();
  });

  it('caps an item at 7 entries (C6)', async () => {
    mockListing();
    const { user, router } = renderRoute(
      '/games/1?characters=aurelia,aurelia,aurelia,aurelia,aurelia,aurelia',
    );
    const panel = await openFilters(user);
    const plus = within(panel).getByRole('button', { name: 'Add a copy of Aurelia' });
    await user.click(plus);
    expect(within(panel).getByText('C6')).toBeInTheDocument();
    expect(plus).toBeDisabled();
    await user.click(within(panel).getByRole('button', { name: 'Aurelia' }));
    expect(router.state.location.search.match(/aurelia/g)).toHaveLength(7);
  });

  it('filters by server, gender and sort; a filter change goes back to page 1', async () => {
    const fetchMock = mockListing();
    const { user, router } = renderRoute('/games/1?page=2');
    const panel = await openFilters(user);

    await user.click(within(panel).getByRole('checkbox', { name: 'TW, HK, MO' }));
    await user.click(within(panel).getByRole('checkbox', { name: 'Asia' }));
    expect(router.state.location.search).toBe('?servers=asia,tw_hk_mo');

    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Gender' }), 'Female');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      'Price: high to low',
    );
    expect(router.state.location.search).toBe('?servers=asia,tw_hk_mo&gender=F&sort=price_desc');

    await user.type(
      within(panel).getByRole('spinbutton', { name: 'Max price (USD)' }),
      '150{Enter}',
    );
    expect(router.state.location.search).toContain('max_price=150');
    await waitFor(() => {
      const last = callsTo(fetchMock, 'games/1/accounts').at(-1)!;
      expect(Object.fromEntries(last.searchParams)).toEqual({
        servers: 'asia,tw_hk_mo',
        gender: 'F',
        sort: 'price_desc',
        max_price: '150',
      });
    });
  });

  it('restores a shared search from the URL', async () => {
    const fetchMock = mockListing();
    const { user } = renderRoute(
      '/games/1?servers=america&gender=M&weapons=dawnlight-blade,dawnlight-blade&sort=price_asc',
    );
    const panel = await openFilters(user);
    expect(within(panel).getByRole('checkbox', { name: 'America' })).toBeChecked();
    expect(within(panel).getByRole('combobox', { name: 'Gender' })).toHaveValue('M');
    expect(within(panel).getByText('R2')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');
    expect(Object.fromEntries(callsTo(fetchMock, 'games/1/accounts')[0]!.searchParams)).toEqual({
      servers: 'america',
      gender: 'M',
      weapons: 'dawnlight-blade,dawnlight-blade',
      sort: 'price_asc',
    });
  });

  it('without results, sums up the search and offers Clear filters', async () => {
    mockListing(accountList([]));
    const { user, router } = renderRoute(
      '/games/1?servers=asia&characters=aurelia,aurelia&max_price=40',
    );

    expect(
      await screen.findByRole('heading', { name: 'No accounts found for your search' }),
    ).toBeInTheDocument();
    const criteria = screen.getByRole('list', { name: 'Search criteria' });
    expect(criteria).toHaveTextContent('Servers: Asia');
    expect(criteria).toHaveTextContent('Characters: Aurelia C1');
    expect(criteria).toHaveTextContent('Max price: $40.00');

    const panel = screen.getByRole('heading', {
      name: 'No accounts found for your search',
    }).parentElement!;
    await user.click(within(panel).getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
  });

  it('says "Any criteria" when nothing was asked for', async () => {
    mockListing(accountList([]));
    renderRoute('/games/1');
    expect(await screen.findByText('Any criteria')).toBeInTheDocument();
  });

  it("shows the server's message for filters it still rejects, with Clear filters", async () => {
    // Known to the game as the page loaded it, but gone from the catalogue since.
    mockListing(() =>
      failure(400, 'UNKNOWN_GAME_VALUE', 'characters: unknown value "thorne" for this game'),
    );
    const { user, router } = renderRoute('/games/1?characters=thorne');
    expect(
      await screen.findByRole('heading', { name: 'This search could not be run' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('characters: unknown value "thorne" for this game'),
    ).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(buttons.at(-1)!);
    expect(router.state.location.search).toBe('');
  });

  it('says "Game not found" for an unknown game', async () => {
    mockApi({ 'games/sales-stats': STATS });
    renderRoute('/games/99');
    expect(await screen.findByRole('heading', { name: 'Game not found' })).toBeInTheDocument();
  });

  it('opens the full-size preview from the cover and closes it with Escape', async () => {
    mockListing();
    const { user } = renderRoute('/games/1');
    await user.click(await screen.findByRole('button', { name: 'View images of SR-0024' }));

    const dialog = await screen.findByRole('dialog', { name: 'Images of SR-0024' });
    expect(within(dialog).getByRole('img', { name: 'SR-0024, image 1 of 2' })).toHaveAttribute(
      'src',
      '/uploads/cover.png',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(within(dialog).getByRole('img', { name: 'SR-0024, image 2 of 2' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByRole('img', { name: 'SR-0024, image 1 of 2' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
