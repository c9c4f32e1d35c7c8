import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { RollerTransaction } from '@shop/contract';
import { authStore } from '@/lib/auth-store';
import { failure, mockRoutes, type RouteHandler } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import { rollerTransaction, transactionList } from '../test/orders-api';

beforeAll(() => import('./transactions-page'));

const PENDING = rollerTransaction();
const DELIVERED = rollerTransaction({
  id: 50,
  status: 'delivered',
  account_code: 'SR-0019',
  buyer_name: 'Jun',
  buyer_email: 'jun@example.com',
  note: '',
  amount: 80,
});
const EXPIRED = rollerTransaction({ id: 49, status: 'expired', account_code: 'SR-0007' });

function openPage(
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

const rows = () =>
  within(screen.getByRole('list', { name: 'Transactions' })).getAllByRole('listitem');

describe('/transactions', () => {
  it('lists the orders newest first with game, code, buyer, note, amount, countdown and status', async () => {
    openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
    await screen.findByRole('list', { name: 'Transactions' });
    const [first, second, third] = rows();
    expect(first).toHaveTextContent('SR-0024');
    expect(first).toHaveTextContent('Starfall Reverie');
    expect(first).toHaveTextContent('Mina');
    expect(first).toHaveTextContent('mina@example.com');
    expect(first).toHaveTextContent('discord: mina#0001');
    expect(first).toHaveTextContent('$195.00');
    expect(within(first!).getByText(/^Pay within [34]:\d\d$/)).toBeInTheDocument();
    expect(within(first!).getByText('pending')).toHaveClass('bg-pending-bg');
    expect(
      within(first!).getByRole('button', { name: 'Confirm payment for SR-0024' }),
    ).toBeVisible();

    expect(within(second!).getByText('delivered')).toHaveClass('bg-delivered-bg');
    expect(within(second!).queryByRole('button')).toBeNull();
    // DESIGN §5: an expired order shows in the failed colour.
    expect(within(third!).getByText('expired')).toHaveClass('bg-failed-bg');
  });

  it('confirms a payment through the dialog, toasts and refreshes the list and the badge', async () => {
    const view = openPage({
      'POST roller/transactions/51/confirm': () => {
        view.setList([{ ...PENDING, status: 'delivered' }, DELIVERED, EXPIRED]);
        return { ...PENDING, status: 'delivered' };
      },
    });
    const { user, api } = view;
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByLabelText('1 pending')).toHaveTextContent('1');

    await user.click(await screen.findByRole('button', { name: 'Confirm payment for SR-0024' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm payment?' });
    expect(dialog).toHaveAccessibleDescription(
      'The account is delivered to mina@example.com at once.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));

    await waitFor(() => expect(api.sent('POST', 'roller/transactions/51/confirm')).toHaveLength(1));
    expect(
      await screen.findByText('Payment confirmed. SR-0024 was sent to mina@example.com.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(within(rows()[0]!).getByText('delivered')).toBeInTheDocument());
    await waitFor(() => expect(within(nav).queryByLabelText(/pending/)).toBeNull());
  });

  it('cancels through its own dialog; "Keep order" closes it without cancelling', async () => {
    const { user, api } = openPage({
      'POST roller/transactions/51/cancel': () => ({ ...PENDING, status: 'cancelled' }),
    });
    const cancel = await screen.findByRole('button', { name: 'Cancel the order for SR-0024' });
    await user.click(cancel);
    let dialog = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    expect(dialog).toHaveAccessibleDescription('The account goes back on sale.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.sent('POST', 'roller/transactions/51/cancel')).toHaveLength(0);

    await user.click(cancel);
    dialog = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Order cancelled. SR-0024 is on sale again.')).toBeVisible();
    expect(api.sent('POST', 'roller/transactions/51/cancel')).toHaveLength(1);
  });

  it('shows the server reason when the order moved on meanwhile', async () => {
    const { user } = openPage({
      'POST roller/transactions/51/confirm': () =>
        failure(409, 'INVOICE_EXPIRED', 'The invoice has expired'),
    });
    await user.click(await screen.findByRole('button', { name: 'Confirm payment for SR-0024' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm payment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm payment' }));
    expect(await screen.findByText('The invoice has expired')).toBeInTheDocument();
  });

  it('filters by status and pages with Previous and Next', async () => {
    const { user, api } = openPage({
      'GET roller/transactions': ({ url }) =>
        transactionList([PENDING], { total: 45, page: Number(url.searchParams.get('page')) }),
    });
    await screen.findByRole('list', { name: 'Transactions' });
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(api.sent('GET', 'roller/transactions').at(-1)!.url.searchParams.get('page')).toBe('2'),
    );

    await user.selectOptions(screen.getByLabelText('Status'), 'Pending');
    await waitFor(() => {
      const query = api.sent('GET', 'roller/transactions').at(-1)!.url.searchParams;
      expect(query.get('status')).toBe('pending');
      expect(query.get('page')).toBe('1');
    });
  });

  it('says "No transactions yet." when there are none', async () => {
    openPage({}, []);
    expect(await screen.findByText('No transactions yet.')).toBeInTheDocument();
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    openPage({
      'GET roller/transactions': () => failure(500, 'INTERNAL', 'Database unavailable'),
    });
    expect(await screen.findByText('Your transactions could not be loaded')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

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
