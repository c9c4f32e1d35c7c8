import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { failure, mockRoutes, success } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import { accountDetail, GAME } from '@/test/catalog-fixtures';
import { invoice } from '../test/orders-api';
import {
  fillPurchaseForm,
  openPurchaseForm,
  purchaseButton,
  PURCHASE_PAGE,
  storePendingOrder,
} from '../test/purchase-page';

const FILL_MESSAGE = 'Please fill the form correctly';
const name = () => screen.getByLabelText('Your Name');
const email = () => screen.getByLabelText('Your Email');

describe('the purchase form’s messages follow the fields', () => {
  it('drops "Please fill the form correctly" once name and e-mail are fixed, before any new submit', async () => {
    const { user, api } = await openPurchaseForm();
    await user.click(purchaseButton());
    expect(await screen.findByText(FILL_MESSAGE)).toBeInTheDocument();
    expect(name()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAttribute('aria-invalid', 'true');

    // Name fixed: its mark goes at once; the e-mail is still wrong, so the summary stays.
    await user.type(name(), 'Mina');
    expect(name()).not.toHaveAttribute('aria-invalid');
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(FILL_MESSAGE)).toBeInTheDocument();

    await user.type(email(), 'mina@example.com');
    expect(email()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(FILL_MESSAGE)).toBeNull();

    // Broken again after the fix: the message comes back with the field.
    await user.clear(name());
    expect(name()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(FILL_MESSAGE)).toBeInTheDocument();
    expect(api.sent('POST', 'transaction')).toHaveLength(0);
  });

  it("clears the server's message on a field once that field is changed", async () => {
    const { user } = await openPurchaseForm({
      'POST transaction': () =>
        failure(400, 'VALIDATION_FAILED', 'email: must be an e-mail address', 'email'),
    });
    await fillPurchaseForm(user);
    await user.click(purchaseButton());
    expect(await screen.findByText('email: must be an e-mail address')).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');

    await user.type(email(), 'm');
    expect(screen.queryByText('email: must be an e-mail address')).toBeNull();
    expect(email()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(FILL_MESSAGE)).toBeNull();
  });
});

describe('after a purchase', () => {
  it('moves the focus to the order summary’s heading when Enter sends the form', async () => {
    const { user, api } = await openPurchaseForm({
      'POST transaction': () => success(invoice(), 201),
    });
    await fillPurchaseForm(user);
    await user.keyboard('{Enter}');

    const heading = await screen.findByRole('heading', { name: 'Your order' });
    expect(heading).toHaveFocus();
    expect(api.sent('POST', 'transaction')).toHaveLength(1);
    expect(screen.queryByRole('form', { name: 'Purchase' })).toBeNull();
  });

  it('leaves the focus alone for an order kept from before a reload', async () => {
    storePendingOrder();
    mockRoutes({
      'GET games/1': () => GAME,
      'GET games/1/accounts/24': () => accountDetail(),
      'GET transaction/51': () => invoice(),
    });
    renderRoute(PURCHASE_PAGE);
    const panel = await screen.findByRole('region', { name: 'Your order' });
    expect(await within(panel).findByText('$195.00')).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Your order' })).not.toHaveFocus();
  });
});
