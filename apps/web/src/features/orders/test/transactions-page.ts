import type { RollerTransaction } from '@shop/contract';
import { within, screen } from '@testing-library/react';
import { authStore } from '@/lib/auth-store';
import { mockRoutes, type RouteHandler } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import { rollerTransaction, transactionList } from './orders-api';

/** The Transactions page over a list of orders the tests change with `setList`. */
export const PENDING = rollerTransaction();
export const DELIVERED = rollerTransaction({
  id: 50,
  status: 'delivered',
  account_code: 'SR-0019',
  buyer_name: 'Jun',
  buyer_email: 'jun@example.com',
  note: '',
  amount: 80,
});
export const EXPIRED = rollerTransaction({ id: 49, status: 'expired', account_code: 'SR-0007' });

export function openPage(
  routes: Record<string, RouteHandler> = {},
  list = [PENDING, DELIVERED, EXPIRED],
  path = '/transactions',
) {
  authStore.setToken('t1');
  let current: RollerTransaction[] = list;
  const api = mockRoutes({
    'GET roller/transactions': () => transactionList(current),
    'GET roller/transactions/pending-count': () => ({
      pending: current.filter((t) => t.status === 'pending').length,
    }),
    ...routes,
  });
  const view = renderRoute(path);
  return { ...view, api, setList: (next: RollerTransaction[]) => (current = next) };
}

export const rows = () =>
  within(screen.getByRole('list', { name: 'Transactions' })).getAllByRole('listitem');
