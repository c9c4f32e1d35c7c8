import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { RollerTransaction } from '@shop/contract';
import { authStore } from '@/lib/auth-store';
import { mockRoutes } from '@/test/fetch-mock';
import { FakeEventSource, realtimeRoutes, stubEventSource } from '@/test/fake-event-source';
import { stubAudio } from '@/test/fake-audio';
import { renderRoute } from '@/test/render-route';
import { rollerTransaction, transactionList } from '../test/orders-api';

beforeAll(() => import('../routes/transactions-page'));
beforeEach(stubEventSource);

const OLD = rollerTransaction({ id: 50, account_code: 'SR-0019' });
const NEW = rollerTransaction({ id: 51, account_code: 'SR-0024' });

describe('transactions, live', () => {
  it('shows a new order and counts it in the pending badge on new-order, without a reload', async () => {
    authStore.setToken('t1');
    stubAudio();
    let current: RollerTransaction[] = [OLD];
    mockRoutes({
      ...realtimeRoutes,
      'GET roller/transactions': () => transactionList(current),
      'GET roller/transactions/pending-count': () => ({ pending: current.length }),
    });
    renderRoute('/transactions');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByLabelText('1 pending')).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Transactions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));

    current = [NEW, OLD];
    FakeEventSource.last.emit('new-order', { transaction_id: 51, account_id: 24, game_id: 1 });
    expect(await within(nav).findByLabelText('2 pending')).toHaveTextContent('2');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('SR-0024');
  });
});
