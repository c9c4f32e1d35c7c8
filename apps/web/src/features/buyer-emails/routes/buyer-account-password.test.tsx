import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { callsTo, failure, mockApi } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import { ACCOUNT_ADDRESS, buyerAccount, buyerEmails, TOKEN } from '../test/buyer-api';

beforeAll(() => import('./buyer-emails-page'));

const PASSWORD = 'Hunter-2-Sekret';
const CREDENTIALS_PATH = 'buyer/accounts/41/credentials';

function openPage(
  credentials: unknown = { login_method: 'Email', login: ACCOUNT_ADDRESS, password: PASSWORD },
) {
  const api = mockApi({
    'buyer/emails': buyerEmails([buyerAccount({ game_name: 'Genshin Impact' })]),
    [CREDENTIALS_PATH]: credentials,
  });
  const view = renderRoute(`/buyer-emails?token=${TOKEN}`);
  return { ...view, api };
}

describe('/buyer-emails: the account’s sign-in', () => {
  it('shows the login method, and the password only once Reveal asks the shop for it', async () => {
    const { user, api } = openPage();
    const card = await screen.findByRole('article', { name: 'Genshin Impact' });
    expect(within(card).getByText('Login method').nextSibling).toHaveTextContent('Email');
    const password = within(card).getByRole('group', { name: 'Password' });
    expect(password).toHaveTextContent('Hidden');
    expect(card).not.toHaveTextContent(PASSWORD);
    expect(within(card).queryByRole('button', { name: /^Copy the password/ })).toBeNull();
    expect(callsTo(api, CREDENTIALS_PATH)).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: 'Reveal the password of R1-0001' }));
    expect(await within(password).findByText(PASSWORD)).toBeVisible();
    const [asked] = callsTo(api, CREDENTIALS_PATH);
    expect(asked!.searchParams.get('token')).toBe(TOKEN);

    await user.click(within(card).getByRole('button', { name: 'Copy the password of R1-0001' }));
    expect(await navigator.clipboard.readText()).toBe(PASSWORD);
    expect(await screen.findByText('Password copied to clipboard!')).toBeInTheDocument();

    // Hide forgets it: the next Reveal asks again.
    await user.click(within(card).getByRole('button', { name: 'Hide the password of R1-0001' }));
    expect(card).not.toHaveTextContent(PASSWORD);
    expect(password).toHaveTextContent('Hidden');
    await user.click(within(card).getByRole('button', { name: 'Reveal the password of R1-0001' }));
    expect(await within(password).findByText(PASSWORD)).toBeVisible();
    expect(callsTo(api, CREDENTIALS_PATH)).toHaveLength(2);
  });

  it('says why when the shop will not show it, without a toast', async () => {
    const { user } = openPage(() =>
      failure(
        401,
        'BUYER_ACCESS_INVALID',
        'Failed to access emails. Your token may have expired or is invalid.',
      ),
    );
    const card = await screen.findByRole('article', { name: 'Genshin Impact' });
    await user.click(within(card).getByRole('button', { name: 'Reveal the password of R1-0001' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'The password could not be shown: Failed to access emails. Your token may have expired or is invalid.',
    );
    await waitFor(() =>
      expect(
        within(card).getByRole('button', { name: 'Reveal the password of R1-0001' }),
      ).toBeEnabled(),
    );
    expect(within(card).getByRole('group', { name: 'Password' })).toHaveTextContent('Hidden');
    // The row says it; no toast says it again.
    expect(screen.getAllByText(/Your token may have expired or is invalid/)).toHaveLength(1);
  });
});
