import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { authStore } from '@/lib/auth-store';
import { mockRoutes } from '@/test/fetch-mock';
import { FakeEventSource, realtimeRoutes, stubEventSource } from '@/test/fake-event-source';
import { stubAudio } from '@/test/fake-audio';
import { loadChangePasswordPage } from '@/test/lazy-pages';
import { renderRoute } from '@/test/render-route';
import { pendingCountQueryKey } from '../api/get-pending-count';

beforeAll(loadChangePasswordPage);
beforeEach(stubEventSource);

async function openBackOffice(firstCount: number) {
  authStore.setToken('t1');
  const played = stubAudio();
  const pending = { count: firstCount };
  mockRoutes({
    ...realtimeRoutes,
    'GET roller/transactions/pending-count': () => ({ pending: pending.count }),
  });
  // Any signed-in page: the chime belongs to the back office, not to one page of it.
  const view = renderRoute('/change-password');
  const nav = await screen.findByRole('navigation', { name: 'Main' });
  await within(nav).findByLabelText(`${firstCount} pending`);
  await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
  const badge = (count: number) => within(nav).findByLabelText(`${count} pending`);
  const recount = () => view.queryClient.invalidateQueries({ queryKey: pendingCountQueryKey });
  return { played, pending, badge, recount };
}

const newOrder = (id: number) =>
  FakeEventSource.last.emit('new-order', { transaction_id: id, account_id: 24, game_id: 1 });

describe('the new-order chime', () => {
  it('stays quiet for the orders already pending on load', async () => {
    const { played, recount } = await openBackOffice(2);
    await recount();
    expect(played).toEqual([]);
  });

  it('chimes once for a new order, at half volume, however often it is heard or counted', async () => {
    const { played, pending, badge, recount } = await openBackOffice(1);
    pending.count = 2;
    newOrder(51);
    await badge(2);
    expect(played).toEqual([{ src: '/sounds/new-order.wav', volume: 0.5 }]);

    newOrder(51);
    await recount();
    await badge(2);
    expect(played).toHaveLength(1);
  });

  it('chimes for an order only the count shows (no stream meanwhile), not when the count falls', async () => {
    const { played, pending, badge, recount } = await openBackOffice(1);
    pending.count = 0;
    await recount();
    await waitFor(() => expect(screen.queryByLabelText(/pending/)).toBeNull());
    expect(played).toEqual([]);

    pending.count = 1;
    await recount();
    await badge(1);
    expect(played).toHaveLength(1);
  });
});
