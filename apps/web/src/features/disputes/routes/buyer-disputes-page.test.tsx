import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { failure, mockRoutes } from '@/test/fetch-mock';
import { dispute, message, TOKEN } from '../test/disputes-api';
import { openBuyerPage as openPage } from '../test/buyer-page';
import { renderDisputes } from '../test/render-disputes';

describe('/buyer-disputes', () => {
  it("lists the buyer's disputes with their threads, sent with the token only", async () => {
    // A seller opening a buyer's link on their own device: the session is not sent along.
    const { api } = openPage({
      signedIn: true,
      disputes: [
        dispute({
          status: 'answered',
          answer_due_at: null,
          messages: [
            message({ id: 1, body: 'Someone reset the password.' }),
            message({
              id: 2,
              author: 'seller',
              author_name: 'Mina Seller',
              body: 'Sent a new one.',
            }),
          ],
        }),
      ],
    });
    const card = await screen.findByRole('article', { name: 'MINA-0024 · Starfall Reverie' });
    expect(within(card).getByText('Answered by the seller')).toBeVisible();
    const thread = within(card).getByRole('list', { name: 'Messages' });
    expect(
      within(thread)
        .getAllByRole('article')
        .map((m) => m.getAttribute('aria-label')),
    ).toEqual(['Jun Park, Buyer', 'Mina Seller, Seller']);
    expect(within(card).getByText('Security alert: a password reset was requested')).toBeVisible();
    const sent = api.sent('GET', 'buyer/disputes')[0]!;
    expect(sent.url.searchParams.get('token')).toBe(TOKEN);
    expect(sent.headers.get('Authorization')).toBeNull();
  });

  it('offers the owner only after the seller answered, and hands it over', async () => {
    const answered = dispute({ status: 'answered', answer_due_at: null });
    const waiting = dispute({ id: 9, transaction_id: 50, account_code: 'MINA-0050' });
    const { user, api } = openPage(
      { disputes: [answered, waiting] },
      {
        'POST buyer/disputes/7/escalate': () => ({ ...answered, status: 'escalated' }),
      },
    );
    const card = await screen.findByRole('article', { name: 'MINA-0024 · Starfall Reverie' });
    const other = screen.getByRole('article', { name: 'MINA-0050 · Starfall Reverie' });
    expect(
      within(other).queryByRole('button', { name: 'Ask the shop owner to decide' }),
    ).toBeNull();
    expect(within(other).getByText(/The seller has until .* to answer/)).toBeVisible();
    expect(within(card).getByText(/Not satisfied with the seller's answer\?/)).toBeVisible();

    await user.click(within(card).getByRole('button', { name: 'Ask the shop owner to decide' }));
    await waitFor(() => expect(api.sent('POST', 'buyer/disputes/7/escalate')).toHaveLength(1));
    expect(await within(card).findByText('With the shop owner')).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Ask the shop owner to decide' })).toBeNull();
    expect(
      within(card).getByText('The shop owner is reading this dispute and will decide.'),
    ).toBeVisible();
  });

  it('sends a message in a dispute until it is resolved', async () => {
    const open = dispute();
    const resolved = dispute({
      id: 3,
      transaction_id: 40,
      account_code: 'MINA-0001',
      status: 'resolved',
      resolution: 'rejected',
      resolution_note: 'Not shown by the mail.',
      answer_due_at: null,
    });
    const { user, api } = openPage(
      { disputes: [open, resolved] },
      {
        'POST buyer/disputes/7/messages': () => ({
          ...open,
          messages: [...open.messages, message({ id: 9, body: 'Any news?' })],
        }),
      },
    );
    const card = await screen.findByRole('article', { name: 'MINA-0024 · Starfall Reverie' });
    await user.type(within(card).getByLabelText('Your message'), 'Any news?');
    await user.click(within(card).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(api.sent('POST', 'buyer/disputes/7/messages')[0]?.body).toEqual({
        message: 'Any news?',
      }),
    );
    await waitFor(() =>
      expect(
        within(within(card).getByRole('list', { name: 'Messages' })).getAllByRole('article'),
      ).toHaveLength(2),
    );

    const closed = screen.getByRole('article', { name: 'MINA-0001 · Starfall Reverie' });
    expect(within(closed).getByText('Outcome: Rejected')).toBeVisible();
    expect(within(closed).getByText('Not shown by the mail.')).toBeVisible();
    expect(within(closed).queryByLabelText('Your message')).toBeNull();
    expect(
      within(closed).getByText('This dispute is resolved: it takes no more messages.'),
    ).toBeVisible();
  });

  it('shows the Access Error of a dead link, with the way to a new one', async () => {
    mockRoutes({
      'GET buyer/disputes': () => failure(401, 'BUYER_ACCESS_INVALID', 'Access token expired'),
      'GET buyer/emails': () => failure(401, 'BUYER_ACCESS_INVALID', 'Access token expired'),
    });
    renderDisputes(`/buyer-disputes?token=${TOKEN}`, { signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Access Error' })).toBeVisible();
    expect(screen.getByText('Access token expired')).toBeVisible();
    // The buyer mail page asks for the new link; it opens the purchases and their disputes.
    expect(screen.getByRole('link', { name: 'Request New Access' })).toHaveAttribute(
      'href',
      '/buyer-emails',
    );
  });

  it('asks for a link when the address has no token', async () => {
    const api = mockRoutes({});
    renderDisputes('/buyer-disputes', { signedIn: false });
    expect(await screen.findByRole('heading', { name: 'Access Error' })).toBeVisible();
    expect(screen.getByText(/opens from the link in your buyer mail/)).toBeVisible();
    expect(api.requests).toHaveLength(0);
  });
});
