import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { failure, mockRoutes } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import { INVOICE_POLL_MS } from '../api/get-invoice';
import { leaveFor } from '../lib/leave-for';
import { invoice, REPLY_TO, TOKEN } from '../test/orders-api';

vi.mock('../lib/leave-for', () => ({ leaveFor: vi.fn() }));

beforeAll(() => import('./invoice-page'));
afterEach(() => vi.useRealTimers());

const PAGE = `/invoice/51?token=${TOKEN}`;
const MANUAL_NEXT_STEP =
  'After you pay, the seller confirms your payment and you receive the account by e-mail.';

const NO_CONTACT = {
  terms: { url: null, text: '' },
  refunds: { url: null, text: '' },
  contact: null,
};
const WITH_CONTACT = {
  ...NO_CONTACT,
  contact: { label: 'discord.gg/gacha', href: 'https://discord.gg/gacha' },
};

function openInvoice(answer: unknown, path = PAGE, policies: unknown = NO_CONTACT) {
  const api = mockRoutes({
    'GET transaction/51': () => answer,
    'GET shop/policies': () => policies,
  });
  return { ...renderRoute(path), api };
}

/** A paragraph whose whole text is `text`, links included. */
const paragraph = (text: string) =>
  screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === text);

describe('/invoice/:id', () => {
  it('shows amount, account, game, the countdown and the manual instructions with their line breaks', async () => {
    const { api } = openInvoice(invoice());
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice #51' })).toBeVisible();
    expect(api.sent('GET', 'transaction/51')[0]!.url.searchParams.get('token')).toBe(TOKEN);
    expect(screen.getByText('$195.00')).toBeInTheDocument();
    expect(screen.getByText('Starfall Reverie · SR-0024')).toBeInTheDocument();
    expect(screen.getByText('pending')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^Pay within [45]:\d\d$/);
    const instructions = screen.getByText(
      (_, element) => element?.textContent === 'Bank: Example Bank\nIBAN: XX00 1234',
    );
    expect(instructions).toHaveClass('whitespace-pre-line');
    expect(screen.getByText(MANUAL_NEXT_STEP)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay with PayPal' })).toBeNull();
  });

  it('names the seller, as the invoice mail does', async () => {
    openInvoice(invoice({ seller_name: 'Sella Stars' }));
    const seller = await screen.findByText('Seller');
    expect(seller.tagName).toBe('DT');
    expect(seller.nextElementSibling).toHaveTextContent(/^Sella Stars$/);
  });

  it('under the instructions, says where to write with questions, and the shop contact', async () => {
    openInvoice(invoice(), PAGE, WITH_CONTACT);
    await screen.findByRole('heading', { name: 'How to pay' });
    expect(
      paragraph(`Questions? Reply to the invoice mail, or write to ${REPLY_TO}.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: REPLY_TO })).toHaveAttribute(
      'href',
      `mailto:${REPLY_TO}`,
    );
    expect(await screen.findByRole('link', { name: 'discord.gg/gacha' })).toHaveAttribute(
      'href',
      'https://discord.gg/gacha',
    );
  });

  it('without instructions, tells the buyer whom to ask how to pay, and the shop contact', async () => {
    openInvoice(
      invoice({ payment: { provider: 'manual', instructions: null, paypal_client_id: null } }),
      PAGE,
      WITH_CONTACT,
    );
    await screen.findByRole('heading', { name: 'How to pay' });
    expect(screen.getByRole('status')).toHaveTextContent(
      `The seller has not set payment instructions yet. Write to ${REPLY_TO} (or reply to the invoice mail) to ask how to pay.`,
    );
    expect(screen.getByRole('link', { name: REPLY_TO })).toHaveAttribute(
      'href',
      `mailto:${REPLY_TO}`,
    );
    expect(await screen.findByText('Shop contact:', { exact: false })).toHaveTextContent(
      'Shop contact: discord.gg/gacha',
    );
    expect(screen.queryByText(/^Questions\?/)).toBeNull();
    expect(screen.queryByText(/Bank:/)).toBeNull();
  });

  it('leaves the shop contact out while the operator has set none', async () => {
    const { api } = openInvoice(invoice());
    await screen.findByRole('heading', { name: 'How to pay' });
    await waitFor(() => expect(api.sent('GET', 'shop/policies')).toHaveLength(1));
    expect(screen.queryByText(/Shop contact/)).toBeNull();
  });

  it('PayPal: creates the order, then sends the browser to the approval page', async () => {
    const approve = 'https://paypal.test/checkoutnow?token=5O190127TN364715T';
    const api = mockRoutes({
      'GET transaction/51': () =>
        invoice({
          payment: { provider: 'paypal', instructions: null, paypal_client_id: 'client-id' },
        }),
      'POST transaction/51/paypal/order': () => ({
        order_id: '5O190127TN364715T',
        approve_url: approve,
      }),
    });
    const { user } = renderRoute(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Pay with PayPal' }));

    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(approve));
    const sent = api.sent('POST', 'transaction/51/paypal/order');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url.searchParams.get('token')).toBe(TOKEN);
    expect(screen.queryByText(MANUAL_NEXT_STEP)).toBeNull();
  });

  it('says when PayPal could not be opened', async () => {
    mockRoutes({
      'GET transaction/51': () =>
        invoice({ payment: { provider: 'paypal', instructions: null, paypal_client_id: 'c' } }),
      'POST transaction/51/paypal/order': () =>
        failure(409, 'INVOICE_EXPIRED', 'This invoice has expired'),
    });
    const { user } = renderRoute(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Pay with PayPal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This invoice has expired');
  });

  it('an expired invoice says so, links back to the account, and offers no payment', async () => {
    openInvoice(
      invoice({
        status: 'expired',
        cancelled_by: 'lapsed',
        expires_at: new Date(Date.now() - 1000).toISOString(),
      }),
    );
    expect(
      await screen.findByText(
        'This invoice has expired. Time ran out before it was paid, so the order was cancelled and needs no payment.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the account' })).toHaveAttribute(
      'href',
      '/games/1/accounts/24',
    );
    expect(screen.queryByRole('heading', { name: 'How to pay' })).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('a delivered invoice says where the login details went', async () => {
    openInvoice(invoice({ status: 'delivered' }));
    expect(
      await screen.findByText("Paid — the account's login details were sent to mina@example.com."),
    ).toBeInTheDocument();
    expect(screen.getByText('delivered')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'How to pay' })).toBeNull();
    expect(screen.getByRole('link', { name: "Read your account's mail" })).toHaveAttribute(
      'href',
      '/buyer-emails',
    );
  });

  it("links to the account's mail only once the order is delivered", async () => {
    openInvoice(invoice({ status: 'paid' }));
    expect(await screen.findByText(/^Payment received\. The account's login/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: "Read your account's mail" })).toBeNull();
  });

  it("asks again every 5 s while pending, so the seller's confirmation shows up", async () => {
    let status: 'pending' | 'delivered' = 'pending';
    const api = mockRoutes({ 'GET transaction/51': () => invoice({ status }) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderRoute(PAGE);
    expect(await screen.findByRole('heading', { name: 'How to pay' })).toBeVisible();
    status = 'delivered';
    await vi.advanceTimersByTimeAsync(INVOICE_POLL_MS);
    expect(await screen.findByText(/^Paid — the account's login details/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'How to pay' })).toBeNull();
    const polls = api.sent('GET', 'transaction/51').length;
    // Over: no more polling.
    await vi.advanceTimersByTimeAsync(INVOICE_POLL_MS * 2);
    expect(api.sent('GET', 'transaction/51')).toHaveLength(polls);
  });

  it('a cancelled invoice says who cancelled it, as the buyer’s mail does', async () => {
    const bySeller = openInvoice(invoice({ status: 'cancelled', cancelled_by: 'seller' }));
    expect(
      await screen.findByText('This order was cancelled by the seller. It needs no payment.'),
    ).toBeInTheDocument();
    bySeller.unmount();

    openInvoice(invoice({ status: 'cancelled', cancelled_by: 'owner' }));
    expect(
      await screen.findByText(
        'This order was cancelled by the shop owner: its seller no longer sells on this shop. It needs no payment.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/cancelled by the seller/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'How to pay' })).toBeNull();
  });

  it('back from PayPal: ?paid=1 thanks the buyer, ?payment=failed says it did not go through', async () => {
    const first = openInvoice(invoice(), `${PAGE}&paid=1`);
    expect(await screen.findByText(/^Payment received\./)).toBeInTheDocument();
    first.unmount();

    openInvoice(invoice(), `${PAGE}&payment=failed`);
    expect(await screen.findByText('The payment did not go through')).toBeInTheDocument();
  });

  it('a wrong token shows "Invoice not found"', async () => {
    openInvoice(failure(404, 'TRANSACTION_NOT_FOUND', 'Transaction not found'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invoice not found' }),
    ).toBeVisible();
  });

  it('no token: "Invoice not found" without asking the server', async () => {
    const { api } = openInvoice(invoice(), '/invoice/51');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invoice not found' }),
    ).toBeVisible();
    expect(api.requests).toHaveLength(0);
  });
});
