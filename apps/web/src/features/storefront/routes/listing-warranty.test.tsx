import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockApi } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import { accountList, GAME, listedAccount } from '@/test/catalog-fixtures';

beforeAll(() => import('./listing-page'));

describe('/games/:gameId listing warranty', () => {
  it('badges an account with a warranty as "{n}-day warranty", and one without with nothing', async () => {
    mockApi({
      'games/1': GAME,
      'games/sales-stats': [],
      'games/1/accounts': accountList([
        listedAccount({ warranty_days: 7 }),
        listedAccount({ id: 25, code: 'SR-0025', warranty_days: 0 }),
      ]),
    });
    renderRoute('/games/1');
    const covered = await screen.findByRole('article', { name: 'SR-0024' });
    expect(within(covered).getByText('7-day warranty')).toBeInTheDocument();
    const bare = screen.getByRole('article', { name: 'SR-0025' });
    expect(within(bare).queryByText(/warranty/i)).not.toBeInTheDocument();
  });
});
