import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { type RouteHandler } from '@/test/fetch-mock';
import { rollerTransaction, transactionList } from '../test/orders-api';
import { DELIVERED, EXPIRED, openPage, PENDING, rows } from '../test/transactions-page';

beforeAll(() => import('./transactions-page'));

describe('/transactions', () => {
  describe('?order= from a seller notification', () => {
    const scrollIntoView = vi.fn();
    beforeEach(() => {
      // jsdom lays nothing out, so it has no scrolling to offer.
      Element.prototype.scrollIntoView = scrollIntoView;
    });
    afterEach(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });

    const OLDER = rollerTransaction({ id: 40, account_code: 'SR-0003' });
    /** Page 1 of all orders holds DELIVERED and EXPIRED; the pending filter holds OLDER. */
    const byStatus: RouteHandler = ({ url }) => ({
      ...transactionList(
        url.searchParams.get('status') === 'pending' ? [OLDER] : [DELIVERED, EXPIRED],
      ),
      pending: 1,
    });

    it('scrolls to the order, marks it and focuses its Confirm payment', async () => {
      openPage({}, [DELIVERED, PENDING, EXPIRED], '/transactions?order=51');
      const confirm = await screen.findByRole('button', { name: 'Confirm payment for SR-0024' });
      await waitFor(() => expect(confirm).toHaveFocus());
      const row = confirm.closest('li')!;
      expect(row).toHaveAttribute('aria-current', 'true');
      expect(scrollIntoView.mock.contexts).toEqual([row]);
      expect(rows().filter((r) => r.getAttribute('aria-current'))).toEqual([row]);
    });

    it('looks among the pending orders when the order is not in the list asked for', async () => {
      const { router } = openPage(
        { 'GET roller/transactions': byStatus },
        [OLDER],
        '/transactions?order=40',
      );
      const confirm = await screen.findByRole('button', { name: 'Confirm payment for SR-0003' });
      await waitFor(() => expect(confirm).toHaveFocus());
      expect(confirm.closest('li')).toHaveAttribute('aria-current', 'true');
      expect(screen.getByLabelText('Status')).toHaveValue('pending');
      expect(new URLSearchParams(router.state.location.search).get('order')).toBe('40');
      expect(screen.queryByText(/is not on this page/)).toBeNull();
    });

    it('says so when the order is not among the pending ones either', async () => {
      const { api } = openPage(
        { 'GET roller/transactions': byStatus },
        [OLDER],
        '/transactions?order=99',
      );
      expect(await screen.findByText('Order #99 is not on this page')).toBeVisible();
      expect(screen.getByLabelText('Status')).toHaveValue('pending');
      expect(rows().filter((r) => r.getAttribute('aria-current'))).toEqual([]);
      // One look in each list, no loop between them.
      expect(api.sent('GET', 'roller/transactions')).toHaveLength(2);
    });

    it('lets the order go once the seller picks another filter', async () => {
      const { user, router } = openPage({}, [PENDING], '/transactions?order=51');
      const confirm = await screen.findByRole('button', { name: 'Confirm payment for SR-0024' });
      await waitFor(() => expect(confirm.closest('li')).toHaveAttribute('aria-current', 'true'));
      await user.selectOptions(screen.getByLabelText('Status'), 'Delivered');
      await waitFor(() => expect(router.state.location.search).toBe('?status=delivered'));
    });
  });
});
