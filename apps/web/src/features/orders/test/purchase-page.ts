import { screen } from '@testing-library/react';
import { mockRoutes } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { accountDetail, GAME } from '@/test/catalog-fixtures';
import { invoice, TOKEN } from './orders-api';

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

export async function fillPurchaseForm(
  user: ReturnType<typeof renderRoute>['user'],
  { note }: { note?: string } = {},
) {
  await user.type(screen.getByLabelText('Your Name'), 'Mina');
  await user.type(screen.getByLabelText('Your Email'), 'mina@example.com');
  if (note) await user.type(screen.getByLabelText('Note (discord)'), note);
}

/** Order 51 for account 24, as the page keeps it across a reload. */
export function storePendingOrder(expiresAt = invoice().expires_at) {
  localStorage.setItem(
    STORAGE_KEYS.pendingOrders,
    JSON.stringify({ 24: { id: 51, token: TOKEN, expires_at: expiresAt, account_id: 24 } }),
  );
}

export const purchaseButton = () => screen.getByRole('button', { name: 'Purchase | $195.00' });
