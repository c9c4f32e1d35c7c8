import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { authStore } from '@/lib/auth-store';
import { callsTo, mockApi } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import { GAME, OTHER_GAME } from '@/test/catalog-fixtures';

/** 30 UTC days ending 2026-03-10, all without sales. */
const quietDays = Array.from({ length: 30 }, (_, i) => ({
  date: new Date(Date.UTC(2026, 1, 9 + i)).toISOString().slice(0, 10),
  income: 0,
  sold: 0,
}));

// The section is code-split (the home comes with the app's shell); load it up front so a
// test's time is its own.
beforeAll(() => import('./income-chart-section'));

describe('the seller’s sales chart on the home', { timeout: 30_000 }, () => {
  it('says so when nothing was sold, and asks again for the game picked', async () => {
    authStore.setToken('t1');
    const fetchMock = mockApi({
      games: [GAME, OTHER_GAME],
      'roller/income': [],
      'roller/income/daily': (url: URL) =>
        Response.json({
          status: 'success',
          data: {
            game_id: url.searchParams.get('game_id')
              ? Number(url.searchParams.get('game_id'))
              : null,
            time_zone: 'UTC',
            days: quietDays,
          },
        }),
    });
    const { user } = renderRoute('/');

    const section = await screen.findByRole(
      'region',
      { name: 'Your sales, last 30 days' },
      { timeout: 10_000 },
    );
    expect(await within(section).findByText('No sales in the last 30 days')).toBeInTheDocument();
    expect(within(section).getByText(/Orders you deliver for all games/)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'roller/income/daily')[0]!.searchParams.get('days')).toBe('30');

    const picker = within(section).getByLabelText('Game');
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(picker, 'Meridian Express');
    expect(
      await within(section).findByText(/Orders you deliver for Meridian Express/),
    ).toBeVisible();
    expect(callsTo(fetchMock, 'roller/income/daily').at(-1)!.searchParams.get('game_id')).toBe(
      String(OTHER_GAME.id),
    );
  });

  it('is not there for a visitor', async () => {
    const fetchMock = mockApi({ games: [GAME, OTHER_GAME], 'games/sales-stats': [] });
    renderRoute('/');
    await screen.findByRole('link', { name: 'Starfall Reverie' });
    expect(screen.queryByRole('region', { name: /Your sales/ })).toBeNull();
    expect(callsTo(fetchMock, 'roller/income/daily')).toEqual([]);
  });
});
