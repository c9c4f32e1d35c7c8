import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { failure } from '@/test/fetch-mock';
import { OWNER, rollerTransaction, SELLER, transactionList } from '../test/orders-api';
import { DELIVERED, EXPIRED, openPage, PENDING, rows } from '../test/transactions-page';

beforeAll(() => import('./transactions-page'));

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

  it('offers Refunded in the status filter, and shows a refunded order grey', async () => {
    const REFUNDED = rollerTransaction({ id: 48, status: 'refunded', account_code: 'SR-0005' });
    const { user, api } = openPage({}, [REFUNDED]);
    await screen.findByRole('list', { name: 'Transactions' });
    const [row] = rows();
    // SPEC §4: anything but pending, delivered and failed is grey.
    expect(within(row!).getByText('refunded')).toHaveClass('bg-other-bg');
    expect(within(row!).queryByRole('button')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Status'), 'Refunded');
    await waitFor(() =>
      expect(api.sent('GET', 'roller/transactions').at(-1)!.url.searchParams.get('status')).toBe(
        'refunded',
      ),
    );
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
});

describe("/transactions: the owner's orders of every seller", () => {
  const SAM = { code: 'sam', name: 'Sam Seller' };
  const THEIRS = rollerTransaction({ id: 60, account_code: 'SR-0031', seller: SAM });
  const THEIRS_DELIVERED = rollerTransaction({
    id: 59,
    status: 'delivered',
    account_code: 'SR-0030',
    seller: SAM,
  });

  /** The owner's (or a seller's) page; the list answers by the scope asked for. */
  function openAs(profile: typeof SELLER, path = '/transactions') {
    return openPage(
      {
        'GET roller': () => profile,
        'GET roller/transactions': ({ url }) =>
          url.searchParams.get('scope') === 'all'
            ? { ...transactionList([THEIRS, PENDING, THEIRS_DELIVERED]), pending: 1 }
            : transactionList([PENDING, DELIVERED]),
      },
      [PENDING, DELIVERED],
      path,
    );
  }
  const scopes = (api: ReturnType<typeof openAs>['api']) =>
    api.sent('GET', 'roller/transactions').map((r) => r.url.searchParams.get('scope'));

  it('switches between My orders and All sellers, kept in the address', async () => {
    const { user, api, router } = openAs(OWNER);
    const toggle = await screen.findByRole('group', { name: 'Whose orders' });
    const mine = within(toggle).getByRole('button', { name: 'My orders' });
    const all = within(toggle).getByRole('button', { name: 'All sellers' });
    expect(mine).toHaveAttribute('aria-pressed', 'true');
    expect(all).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByText(/Seller:/)).toBeNull();

    await user.click(all);
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(router.state.location.search).toBe('?scope=all');
    expect(all).toHaveAttribute('aria-pressed', 'true');
    expect(scopes(api).at(-1)).toBe('all');
    expect(screen.getByText(/^Every seller's orders/)).toBeVisible();

    // The status filter and the pages keep the scope.
    await user.selectOptions(screen.getByLabelText('Status'), 'Pending');
    await waitFor(() => expect(router.state.location.search).toBe('?scope=all&status=pending'));
    await waitFor(() => expect(scopes(api).at(-1)).toBe('all'));

    await user.click(mine);
    await waitFor(() => expect(router.state.location.search).toBe('?status=pending'));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(scopes(api).at(-1)).toBeNull();
  });

  it("names each order's seller and leaves other sellers' orders without actions", async () => {
    openAs(OWNER, '/transactions?scope=all');
    await waitFor(() => expect(rows()).toHaveLength(3));
    const [theirs, own, theirsDelivered] = rows();

    expect(theirs).toHaveTextContent('Seller: Sam Seller (sam)');
    expect(within(theirs!).queryByRole('button')).toBeNull();
    expect(theirs).toHaveTextContent('Only Sam Seller can confirm or cancel it.');
    expect(theirsDelivered).toHaveTextContent('Seller: Sam Seller (sam)');
    expect(within(theirsDelivered!).queryByRole('button')).toBeNull();
    expect(theirsDelivered).not.toHaveTextContent('can confirm');

    // The owner's own pending order is still theirs to confirm or cancel.
    expect(own).toHaveTextContent('Seller: Demo Seller (demo)');
    expect(within(own!).getByRole('button', { name: 'Confirm payment for SR-0024' })).toBeVisible();
    expect(
      within(own!).getByRole('button', { name: 'Cancel the order for SR-0024' }),
    ).toBeVisible();
    // The nav badge stays the owner's own pending count.
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByLabelText('1 pending')).toBeInTheDocument();
  });

  it("says so when no seller has an order, and shows the list's error with a retry", async () => {
    openPage(
      {
        'GET roller': () => OWNER,
        'GET roller/transactions': ({ url }) =>
          url.searchParams.get('scope') === 'all'
            ? failure(500, 'INTERNAL', 'Database unavailable')
            : transactionList([]),
      },
      [],
      '/transactions?scope=all',
    );
    expect(await screen.findByText('The transactions could not be loaded')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("shows an empty list of all as every seller's", async () => {
    openPage({ 'GET roller': () => OWNER }, [], '/transactions?scope=all');
    expect(await screen.findByText('No transactions yet.')).toBeInTheDocument();
    expect(
      screen.getByText("Orders for every seller's accounts appear here as buyers place them."),
    ).toBeVisible();
  });

  it('offers a seller who is not the owner no toggle, and never asks for all', async () => {
    const { api } = openAs(SELLER, '/transactions?scope=all');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(await screen.findByText(/^Orders for your accounts/)).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Whose orders' })).toBeNull();
    expect(screen.queryByText(/Seller:/)).toBeNull();
    expect(scopes(api).every((scope) => scope === null)).toBe(true);
  });
});
