import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { failure, mockRoutes } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import { accountDetail, GAME } from '@/test/catalog-fixtures';
import {
  fillPurchaseForm,
  openPurchaseForm,
  purchaseButton,
  PURCHASE_PAGE,
} from '../test/purchase-page';

/** What a fresh load of the page says about an account another buyer holds. */
async function freshLoadExplanation(): Promise<string> {
  mockRoutes({
    'GET games/1': () => GAME,
    'GET games/1/accounts/24': () => accountDetail({ reserved: true }),
  });
  const { unmount } = renderRoute(PURCHASE_PAGE);
  const text = (await screen.findByText(/being purchased by someone else/)).textContent!;
  unmount();
  return text;
}

describe('an order the server refuses', () => {
  it('409: disables the form and its button and explains as a fresh load does, until the hold lapses', async () => {
    const explanation = await freshLoadExplanation();
    let reserved = false;
    const { user, api, form, queryClient } = await openPurchaseForm({
      'GET games/1/accounts/24': () => accountDetail({ reserved }),
      'POST transaction': () => {
        reserved = true;
        return failure(
          409,
          'ACCOUNT_BEING_PURCHASED',
          'This account is being purchased by someone else',
        );
      },
    });
    await fillPurchaseForm(user);
    await user.click(purchaseButton());

    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent(explanation);
    expect(within(form).getByRole('group')).toBeDisabled();
    expect(purchaseButton()).toBeDisabled();
    expect(screen.getByLabelText('Your Name')).toBeDisabled();
    expect(screen.getByLabelText('Your Email')).toBeDisabled();
    // The pressed button is disabled now; the focus goes to the reason, not to the page's start.
    expect(alert.parentElement).toHaveFocus();
    // The page looks at the account again, so it notices when the hold lapses.
    await waitFor(() => expect(api.sent('GET', 'games/1/accounts/24')).toHaveLength(2));
    expect(purchaseButton()).toBeDisabled();

    reserved = false;
    await queryClient.invalidateQueries();
    await waitFor(() => expect(purchaseButton()).toBeEnabled());
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Your Name')).toHaveValue('Mina');
  });

  it('404: the account was sold meanwhile; the form is disabled and says so', async () => {
    const { user, form } = await openPurchaseForm({
      'POST transaction': () =>
        failure(404, 'ACCOUNT_NOT_FOUND', 'Account not found or has been sold'),
    });
    await fillPurchaseForm(user);
    await user.click(purchaseButton());

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Account not found or has been sold',
    );
    expect(purchaseButton()).toBeDisabled();
    expect(screen.getByLabelText('Your Email')).toBeDisabled();
  });

  it('other failures leave the form usable for another try', async () => {
    const { user, form } = await openPurchaseForm({
      'POST transaction': () => failure(429, 'RATE_LIMITED', 'Too many orders, try again soon'),
    });
    await fillPurchaseForm(user);
    await user.click(purchaseButton());
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Too many orders, try again soon',
    );
    expect(purchaseButton()).toBeEnabled();
  });
});
