import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { IDEMPOTENCY_KEY_PATTERN } from '@shop/contract/values';
import { failure, jsonResponse, mockRoutes, success } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { invoice, TOKEN } from '@/features/orders/test/orders-api';
import {
  fillPurchaseForm,
  openPurchaseForm,
  purchaseButton,
  PURCHASE_PAGE,
  storePendingOrder,
} from '@/features/orders/test/purchase-page';
import { accountDetail, GAME } from '@/test/catalog-fixtures';

beforeAll(() => import('./account-page'));
afterEach(() => vi.useRealTimers());

function storedOrders(): Record<string, { id: number; token: string; expires_at: string }> {
  return JSON.parse(localStorage.getItem(STORAGE_KEYS.pendingOrders) ?? '{}');
}

const fill = (user: Parameters<typeof fillPurchaseForm>[0]) =>
  fillPurchaseForm(user, { note: 'mina#0001' });

describe('purchase form', () => {
  it('shows the fields, the button with the price and the rules', async () => {
    await openPurchaseForm();
    expect(screen.getByLabelText('Your Name')).toBeInTheDocument();
    expect(screen.getByLabelText('Your Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Note (discord)')).toBeInTheDocument();
    expect(purchaseButton()).toBeEnabled();
    expect(screen.getByText('The invoice must be paid within 5 minutes.')).toBeInTheDocument();
    expect(screen.getByText('At most 3 cancellations per account.')).toBeInTheDocument();
  });

  it('says "Please fill the form correctly" for an empty name or e-mail, and sends nothing', async () => {
    const { user, api } = await openPurchaseForm();
    await user.click(purchaseButton());
    expect(await screen.findByText('Please fill the form correctly')).toBeInTheDocument();
    expect(screen.getByLabelText('Your Name')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Your Name'), '   ');
    await user.type(screen.getByLabelText('Your Email'), 'mina@example.com');
    await user.click(purchaseButton());
    expect(screen.getByText('Please fill the form correctly')).toBeInTheDocument();
    expect(api.sent('POST', 'transaction')).toHaveLength(0);
  });

  it('creates the order once, toasts, and shows the amount, countdown and invoice link', async () => {
    const { user, api } = await openPurchaseForm({
      'POST transaction': () => success(invoice(), 201),
    });
    await fill(user);
    // Two clicks as fast as a double-click: one order.
    await user.dblClick(purchaseButton());

    expect(
      await screen.findByText(
        'Transaction has been created, please check your email for the invoice.',
      ),
    ).toBeInTheDocument();
    const sent = api.sent('POST', 'transaction');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({
      account_id: 24,
      name: 'Mina',
      email: 'mina@example.com',
      note: 'mina#0001',
    });
    expect(sent[0]!.headers.get('Idempotency-Key')).toMatch(new RegExp(IDEMPOTENCY_KEY_PATTERN));

    const panel = screen.getByRole('region', { name: 'Your order' });
    expect(within(panel).getByText('$195.00')).toBeInTheDocument();
    expect(within(panel).getByRole('timer')).toHaveTextContent(/^Pay within [45]:\d\d$/);
    expect(within(panel).getByRole('link', { name: 'Open invoice' })).toHaveAttribute(
      'href',
      `/invoice/51?token=${TOKEN}`,
    );
    expect(storedOrders()['24']).toMatchObject({ id: 51, token: TOKEN, account_id: 24 });
  });

  it('sends a retry of the same submission with the same Idempotency-Key, a changed one with a new key', async () => {
    let calls = 0;
    const { user, api } = await openPurchaseForm({
      'POST transaction': () =>
        ++calls < 3
          ? jsonResponse(503, { status: 'error', code: 'UNKNOWN', message: 'Try again' })
          : success(invoice(), 201),
    });
    await fill(user);
    await user.click(purchaseButton());
    expect(await screen.findByText('Try again')).toBeInTheDocument();
    await user.click(purchaseButton());
    await waitFor(() => expect(api.sent('POST', 'transaction')).toHaveLength(2));

    await user.type(screen.getByLabelText('Your Name'), ' Park');
    await user.click(purchaseButton());
    await screen.findByRole('region', { name: 'Your order' });

    const keys = api.sent('POST', 'transaction').map((r) => r.headers.get('Idempotency-Key'));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('shows no form while another buyer holds the account, and the form once it is free again', async () => {
    let reserved = true;
    mockRoutes({
      'GET games/1': () => GAME,
      'GET games/1/accounts/24': () => accountDetail({ reserved }),
    });
    const { queryClient } = renderRoute(PURCHASE_PAGE);
    expect(await screen.findByText(/being purchased by someone else/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Purchase' })).toBeNull();
    reserved = false;
    await queryClient.invalidateQueries();
    expect(await screen.findByRole('form', { name: 'Purchase' })).toBeInTheDocument();
  });

  it('marks the field the server refused', async () => {
    const { user } = await openPurchaseForm({
      'POST transaction': () =>
        failure(400, 'VALIDATION_FAILED', 'email: must be an e-mail address', 'email'),
    });
    await fill(user);
    await user.click(purchaseButton());
    expect(await screen.findByText('email: must be an e-mail address')).toBeInTheDocument();
    expect(screen.getByLabelText('Your Email')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('an order kept from before a reload', () => {
  it('counts down from the stored deadline, also when the reserved account answers 404, then expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-03-01T12:00:00.000Z').getTime();
    vi.setSystemTime(start);
    const expires = new Date(start + 125_000).toISOString();
    storePendingOrder(expires);
    mockRoutes({
      'GET games/1': () => GAME,
      'GET games/1/accounts/24': () =>
        failure(404, 'ACCOUNT_NOT_FOUND', 'Account not found or has been sold'),
      'GET transaction/51': () => invoice({ expires_at: expires }),
    });
    renderRoute(PURCHASE_PAGE);

    const panel = await screen.findByRole('region', { name: 'Your order' });
    expect(within(panel).getByRole('timer')).toHaveTextContent('Pay within 2:05');
    expect(await within(panel).findByText('$195.00')).toBeInTheDocument();

    vi.setSystemTime(start + 126_000);
    // The countdown ticks once a second on real timers; allow a tick or two on a busy machine.
    expect(
      await within(panel).findByText('Invoice expired', undefined, { timeout: 4000 }),
    ).toBeInTheDocument();
    // Forgotten by the panel's effect once the outcome is shown, as in the delivered case below.
    await waitFor(() => expect(storedOrders()).toEqual({}));
    expect(within(panel).getByRole('button', { name: 'Start a new order' })).toBeInTheDocument();
  });

  it('drops the order when the invoice reports it delivered', async () => {
    storePendingOrder();
    mockRoutes({
      'GET games/1': () => GAME,
      'GET games/1/accounts/24': () => accountDetail(),
      'GET transaction/51': () => invoice({ status: 'delivered' }),
    });
    renderRoute(PURCHASE_PAGE);
    expect(
      await screen.findByText("Paid — the account's login details were sent to mina@example.com."),
    ).toBeInTheDocument();
    await waitFor(() => expect(storedOrders()).toEqual({}));
  });
});
