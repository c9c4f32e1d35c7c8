import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockApi } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import { buyerAccount, buyerEmails, TOKEN } from '../test/buyer-api';

beforeAll(() => import('./buyer-emails-page'));

const DAY_MS = 24 * 3600_000;
/** The instant as the page writes it, in this machine's zone. */
const shown = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

describe('/buyer-emails warranty', () => {
  it('says until when a warranty runs, when it ended, and nothing for an account without one', async () => {
    const running = new Date(Date.now() + 3 * DAY_MS).toISOString();
    const ended = new Date(Date.now() - DAY_MS).toISOString();
    mockApi({
      'buyer/emails': buyerEmails([
        buyerAccount({ game_name: 'Running', account_code: 'A1', warranty_until: running }),
        buyerAccount({ game_name: 'Ended', account_code: 'A2', warranty_until: ended }),
        buyerAccount({ game_name: 'Without', account_code: 'A3', warranty_until: null }),
      ]),
    });
    renderRoute(`/buyer-emails?token=${TOKEN}`);

    const first = await screen.findByRole('article', { name: 'Running' });
    expect(within(first).getByText(`Warranty until ${shown(running)}`)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Open a dispute' })).toHaveAttribute(
      'href',
      `/buyer-disputes?token=${TOKEN}&transaction=41`,
    );
    const second = screen.getByRole('article', { name: 'Ended' });
    expect(within(second).getByText(`Warranty ended ${shown(ended)}`)).toBeInTheDocument();
    expect(within(second).queryByText(/Warranty until/)).toBeNull();
    expect(within(second).queryByRole('link', { name: 'Open a dispute' })).toBeNull();
    const third = screen.getByRole('article', { name: 'Without' });
    expect(within(third).queryByText(/Warranty/)).toBeNull();
  });
});
