import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { callsTo, mockApi, success } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import { accountList, GAME, listedAccount } from '@/test/catalog-fixtures';

const STATS = [{ game_id: 1, game_name: GAME.name, total_revenue: 300, total_sold: 4 }];

function mockListing(accounts: unknown = accountList([listedAccount()])) {
  return mockApi({ 'games/1': GAME, 'games/sales-stats': STATS, 'games/1/accounts': accounts });
}

async function openFilters(user: ReturnType<typeof renderRoute>['user']) {
  const toggle = await screen.findByRole('button', { name: 'Filters' });
  if (toggle.getAttribute('aria-expanded') === 'false') await user.click(toggle);
  return screen.getByRole('region', { name: 'Filters' });
}

const searchBox = () => screen.findByRole('searchbox', { name: 'Find an account' });

beforeAll(() => import('./listing-page'));

describe('a listing link with parts the game does not know', () => {
  const STALE =
    '/games/1?sort=bogus&servers=atlantis,asia&gender=X&characters=nonexistent,aurelia' +
    '&weapons=spoon&max_price=abc';

  it('shows results without them, says so in one line and cleans the URL, never asking with them', async () => {
    const fetchMock = mockListing();
    const { router } = renderRoute(STALE);

    expect(await screen.findByRole('article', { name: 'SR-0024' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Some filters in this link are no longer available and were left out: sort, server, gender, characters, weapons, max price.',
    );
    expect(router.state.location.search).toBe('?servers=asia&characters=aurelia');
    expect(router.state.historyAction).toBe('REPLACE');
    const asked = callsTo(fetchMock, 'games/1/accounts').map((url) =>
      Object.fromEntries(url.searchParams),
    );
    expect(asked.length).toBeGreaterThan(0);
    for (const query of asked) expect(query).toEqual({ servers: 'asia', characters: 'aurelia' });
    expect(screen.queryByText('This search could not be run')).not.toBeInTheDocument();
  });

  it('drops the notice when dismissed, keeping the cleaned URL', async () => {
    mockListing();
    const { user, router } = renderRoute('/games/1?sort=bogus');
    const notice = await screen.findByText(/were left out: sort\.$/);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(notice).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('drops the notice with the next change', async () => {
    mockListing();
    const { user, router } = renderRoute('/games/1?gender=X');
    await screen.findByText(/were left out: gender\.$/);
    const panel = await openFilters(user);
    await user.click(within(panel).getByRole('checkbox', { name: 'Asia' }));
    expect(router.state.location.search).toBe('?servers=asia');
    expect(screen.queryByText(/were left out/)).not.toBeInTheDocument();
  });
});

describe('history of the listing', () => {
  it('makes a typed max price one history entry, and applies no price it would refuse', async () => {
    mockListing();
    const { user, router } = renderRoute('/games/1?servers=asia');
    const panel = await openFilters(user);
    const price = within(panel).getByRole('spinbutton', { name: 'Max price (USD)' });

    await user.type(price, '60');
    await waitFor(() => expect(router.state.location.search).toBe('?servers=asia&max_price=60'));
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?servers=asia'));

    await user.clear(price);
    await user.type(price, '1.5{Enter}');
    expect(within(panel).getByText('Enter a whole number of dollars')).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.search).toBe('?servers=asia');
  });
});

describe('the phone filter panel', () => {
  it('counts the results on "Show N results", updates it on a tap and hands over to the results', async () => {
    let answerAurelia: (response: Response) => void = () => {};
    mockListing((url: URL) =>
      url.searchParams.get('characters')
        ? new Promise<Response>((resolve) => (answerAurelia = resolve))
        : success(accountList([listedAccount()], { total: 1234 })),
    );
    const { user } = renderRoute('/games/1');
    const panel = await openFilters(user);
    expect(await within(panel).findByRole('button', { name: 'Show 1,234 results' })).toBeVisible();

    await user.click(within(panel).getByRole('button', { name: 'Aurelia' }));
    // While the new count loads, no stale number.
    expect(await within(panel).findByRole('button', { name: 'Show results' })).toBeVisible();
    answerAurelia(success(accountList([listedAccount()])));
    const show = await within(panel).findByRole('button', { name: 'Show 1 result' });

    await user.click(show);
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Accounts' })).toHaveFocus();
  });
});

describe('the search hint', () => {
  it('names the first account for sale in this game as its example', async () => {
    mockListing(accountList([listedAccount({ code: 'SR-0031' }), listedAccount({ id: 2 })]));
    renderRoute('/games/1');
    await waitFor(async () =>
      expect(await searchBox()).toHaveAccessibleDescription(
        'Try a code such as SR-0031 or description words.',
      ),
    );
  });

  it('keeps an example from the unfiltered list when a filter finds nothing', async () => {
    mockListing((url: URL) =>
      success(
        url.searchParams.get('gender')
          ? accountList([])
          : accountList([listedAccount({ code: 'SR-0031' })]),
      ),
    );
    const { user } = renderRoute('/games/1');
    await screen.findByRole('article', { name: 'SR-0031' });
    const panel = await openFilters(user);
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Gender' }), 'Male');
    await screen.findByRole('heading', { name: 'No accounts found for your search' });
    expect(await searchBox()).toHaveAccessibleDescription(
      'Try a code such as SR-0031 or description words.',
    );
  });

  it('gives no example when no account for sale is known', async () => {
    mockListing(accountList([]));
    renderRoute('/games/1?gender=F');
    await screen.findByRole('heading', { name: 'No accounts found for your search' });
    expect(await searchBox()).toHaveAccessibleDescription(
      'Try an account code or description words.',
    );
  });
});
