import { screen } from '@testing-library/react';
import { mockRoutes } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import { accountDetail, GAME } from '@/features/storefront/testing/fixtures';
import { invoice } from './orders-api';

export const PURCHASE_PAGE = '/games/1/accounts/24';

/** The purchase page of account 24 (price $195.00), with the form shown. */
export async function openPurchaseForm(routes: Parameters<typeof mockRoutes>[0] = {}) {
  const api = mockRoutes({
    'GET games/1': () => GAME,
    'GET games/1/accounts/24': () => accountDetail(),
    'GET transaction/51': () => invoice(),
    ...routes,
  });
  const view = renderRoute(PURCHASE_PAGE);
  const form = await screen.findByRole('form', { name: 'Purchase' });
  return { ...view, api, form };
}

export async function fillPurchaseForm(user: ReturnType<typeof renderRoute>['user']) {
  await user.type(screen.getByLabelText('Your Name'), 'Mina');
  await user.type(screen.getByLabelText('Your Email'), 'mina@example.com');
}

export const purchaseButton = () => screen.getByRole('button', { name: 'Purchase | $195.00' });
