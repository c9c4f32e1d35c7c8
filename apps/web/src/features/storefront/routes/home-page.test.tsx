import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { authStore } from '@/lib/auth-store';
import { failure, mockApi } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import { GAME, OTHER_GAME } from '@/test/catalog-fixtures';

/** The value shown for a figure, e.g. figure(header, 'Total Transaction'). */
function figure(container: HTMLElement, label: string): string | null | undefined {
  return within(container).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

const pageHeader = () => screen.getByRole('heading', { level: 1 }).closest('header')!;

// The route is code-split; load it once up front so the first test's timing is not the import's.
beforeAll(() => import('./home-page'));

describe('/ (home)', () => {
  it('shows each game with servers and public figures, and sums them in the header', async () => {
    mockApi({
      games: [
        { ...GAME, for_sale: 24 },
        { ...OTHER_GAME, for_sale: 0 },
      ],
      'games/sales-stats': [
        { game_id: 1, game_name: GAME.name, total_revenue: 1200.5, total_sold: 7 },
        { game_id: 2, game_name: OTHER_GAME.name, total_revenue: 80, total_sold: 3 },
      ],
    });
    renderRoute('/');

    const link = await screen.findByRole('link', { name: 'Starfall Reverie' });
    expect(link).toHaveAttribute('href', '/games/1');
    const card = link.closest('li')!;
    expect(within(card).getByText('TW, HK, MO')).toBeInTheDocument();
    expect(await within(card).findByText('$1,200.50')).toBeInTheDocument();
    expect(figure(card, 'Total Transaction')).toBe('$1,200.50');
    expect(figure(card, 'Accounts sold')).toBe('7');
    expect(within(card).getByText('24 for sale')).toBeInTheDocument();
    const otherCard = screen.getByRole('link', { name: 'Meridian Express' }).closest('li')!;
    expect(within(otherCard).getByText('0 for sale')).toBeInTheDocument();

    const header = pageHeader();
    expect(figure(header, 'Total Transaction')).toBe('$1,280.50');
    expect(figure(header, 'Accounts sold')).toBe('10');
  });

  it('signed in, shows the seller\'s own income ("Your Income" per game, "Total Income" overall)', async () => {
    authStore.setToken('t1');
    const fetchMock = mockApi({
      games: [
        { ...GAME, for_sale: 24 },
        { ...OTHER_GAME, for_sale: 0 },
      ],
      'roller/income': [
        { game_id: 2, game_name: OTHER_GAME.name, total_income: 45, total_sold: 2 },
      ],
    });
    renderRoute('/');

    const link = await screen.findByRole('link', { name: 'Meridian Express' });
    const card = link.closest('li')!;
    expect(await within(card).findByText('$45.00')).toBeInTheDocument();
    expect(figure(card, 'Your Income')).toBe('$45.00');
    // A game without sales counts as zero.
    const firstCard = screen.getByRole('link', { name: 'Starfall Reverie' }).closest('li')!;
    expect(figure(firstCard, 'Your Income')).toBe('$0.00');

    const header = pageHeader();
    expect(figure(header, 'Total Income')).toBe('$45.00');
    expect(figure(header, 'Accounts sold')).toBe('2');
    expect(screen.queryByText('Total Transaction')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('sales-stats'))).toBe(false);
  });

  it('says so when the games cannot be loaded', async () => {
    // 429 is not retried, so the failure shows at once.
    mockApi({ games: () => failure(429, 'RATE_LIMITED', 'Slow down'), 'games/sales-stats': [] });
    renderRoute('/');
    expect(
      await screen.findByRole('heading', { name: 'Unable to Load Games' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows "Loading games..." first', async () => {
    mockApi({ games: () => new Promise<Response>(() => {}), 'games/sales-stats': [] });
    renderRoute('/');
    expect(await screen.findByText('Loading games...')).toBeInTheDocument();
  });
});
