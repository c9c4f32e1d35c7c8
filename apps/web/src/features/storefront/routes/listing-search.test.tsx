import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { callsTo, mockApi } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import { TEXT_SEARCH_NO_ALERTS } from '../components/no-results';
import { accountList, GAME, listedAccount } from '@/test/catalog-fixtures';

const STATS = [{ game_id: 1, game_name: GAME.name, total_revenue: 300, total_sold: 4 }];

function mockListing(accounts: unknown = accountList([listedAccount()])) {
  return mockApi({ 'games/1': GAME, 'games/sales-stats': STATS, 'games/1/accounts': accounts });
}

const searchBox = () => screen.findByRole('searchbox', { name: 'Find an account' });
const lastQuery = (fetchMock: ReturnType<typeof mockApi>) =>
  Object.fromEntries(callsTo(fetchMock, 'games/1/accounts').at(-1)!.searchParams);

beforeAll(() => import('./listing-page'));

describe('the listing search box', () => {
  it('searches on Enter with the other filters kept, from page 1, as a new history entry', async () => {
    const fetchMock = mockListing();
    const { user, router } = renderRoute('/games/1?servers=asia&page=3');
    await user.type(await searchBox(), '  sr-0024 {Enter}');

    expect(router.state.location.search).toBe('?q=sr-0024&servers=asia');
    expect(router.state.historyAction).toBe('PUSH');
    await waitFor(() => expect(lastQuery(fetchMock)).toEqual({ q: 'sr-0024', servers: 'asia' }));
  });

  it('shows the text of a shared link, and Clear search takes it out of the URL', async () => {
    const fetchMock = mockListing();
    const { user, router } = renderRoute('/games/1?q=lyra%20whale&gender=F');
    expect(await searchBox()).toHaveValue('lyra whale');
    await waitFor(() => expect(lastQuery(fetchMock)).toEqual({ q: 'lyra whale', gender: 'F' }));

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(router.state.location.search).toBe('?gender=F');
    expect(await searchBox()).toHaveValue('');
  });

  it("the Filters panel's Clear filters keeps the text", async () => {
    mockListing();
    const { user, router } = renderRoute('/games/1?q=lyra&gender=F');
    const toggle = await screen.findByRole('button', { name: 'Filters' });
    if (toggle.getAttribute('aria-expanded') === 'false') await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('?q=lyra');
    expect(await searchBox()).toHaveValue('lyra');
  });

  it('follows Back to the previous text', async () => {
    mockListing();
    const { user, router } = renderRoute('/games/1?q=first');
    const box = await searchBox();
    await user.clear(box);
    await user.type(box, 'second{Enter}');
    expect(router.state.location.search).toBe('?q=second');
    await router.navigate(-1);
    await waitFor(() => expect(box).toHaveValue('first'));
  });

  it('without results names the text and offers no alert, saying why', async () => {
    mockListing(accountList([]));
    renderRoute('/games/1?q=nothing%20like%20it&servers=asia');
    expect(await screen.findByText(TEXT_SEARCH_NO_ALERTS)).toBeInTheDocument();
    const criteria = screen.getByRole('list', { name: 'Search criteria' });
    expect(criteria).toHaveTextContent('Search: "nothing like it"');
    expect(criteria).toHaveTextContent('Servers: Asia');
    expect(screen.queryByRole('button', { name: 'Enable Notifications' })).not.toBeInTheDocument();
  });
});
