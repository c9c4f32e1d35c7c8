import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Dispute } from '@shop/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { FakeEventSource, stubEventSource } from '@/test/fake-event-source';
import { mockApi, mockRoutes } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import { buyerAccount, buyerDispute, buyerEmail, buyerEmails, TOKEN } from '../test/buyer-api';

beforeAll(() => import('./buyer-emails-page'));
beforeEach(stubEventSource);

const DAY_MS = 24 * 3600_000;
const running = () => new Date(Date.now() + 3 * DAY_MS).toISOString();
const RESET = buyerEmail({ id: 7, security_alert: 'password_reset' });
const SEE = `/buyer-disputes?token=${TOKEN}&dispute=7`;
/** The security banner's way to a new dispute: the flagged mail comes ticked as evidence. */
const OPEN = `/buyer-disputes?token=${TOKEN}&transaction=41&mail=7`;

/** The buyer's page over one purchase (transaction 41) and the buyer's disputes. */
function openPage(account: Parameters<typeof buyerAccount>[0], disputes: Dispute[]) {
  mockApi({
    'buyer/emails': buyerEmails([buyerAccount({ game_name: 'Bought', ...account })]),
    'buyer/disputes': { disputes },
  });
  renderRoute(`/buyer-emails?token=${TOKEN}`);
  return screen.findByRole('article', { name: 'Bought' });
}

describe('/buyer-emails with a dispute open', () => {
  it('turns the security banner’s way to a dispute into the way to the open one', async () => {
    const card = await openPage({ warranty_until: running(), emails: [RESET] }, [buyerDispute()]);
    const link = await within(card).findByRole('link', { name: 'See your dispute' });
    expect(link).toHaveAttribute('href', SEE);
    const banner = within(card).getByRole('alert');
    expect(banner).toHaveTextContent('— your dispute about this account is open');
    expect(banner).not.toHaveTextContent('if this was not you, open a dispute');
    expect(within(card).queryByRole('link', { name: 'Open a dispute' })).toBeNull();
  });

  it('turns the warranty line’s Open a dispute into See your dispute', async () => {
    const card = await openPage({ warranty_until: running() }, [
      buyerDispute({ status: 'answered', answer_due_at: null }),
    ]);
    expect(await within(card).findByRole('link', { name: 'See your dispute' })).toHaveAttribute(
      'href',
      SEE,
    );
    expect(within(card).queryByRole('link', { name: 'Open a dispute' })).toBeNull();
  });

  it('still leads to the open dispute once the warranty has run out', async () => {
    const ended = new Date(Date.now() - DAY_MS).toISOString();
    const card = await openPage({ warranty_until: ended, emails: [RESET] }, [
      buyerDispute({ status: 'escalated', answer_due_at: null }),
    ]);
    expect(await within(card).findByRole('link', { name: 'See your dispute' })).toHaveAttribute(
      'href',
      SEE,
    );
  });

  it('offers a new dispute beside a resolved one, and for another purchase’s', async () => {
    const card = await openPage({ warranty_until: running(), emails: [RESET] }, [
      buyerDispute({ id: 5, status: 'resolved', resolution: 'rejected', answer_due_at: null }),
      buyerDispute({ id: 9, transaction_id: 77 }),
    ]);
    await waitFor(() =>
      expect(within(card).getByRole('link', { name: 'Open a dispute' })).toHaveAttribute(
        'href',
        OPEN,
      ),
    );
    expect(within(card).queryByRole('link', { name: 'See your dispute' })).toBeNull();
  });

  it('offers Open a dispute when the disputes cannot be read', async () => {
    mockApi({
      'buyer/emails': buyerEmails([
        buyerAccount({ game_name: 'Bought', warranty_until: running(), emails: [RESET] }),
      ]),
    });
    renderRoute(`/buyer-emails?token=${TOKEN}`);
    const card = await screen.findByRole('article', { name: 'Bought' });
    expect(within(card).getByRole('link', { name: 'Open a dispute' })).toHaveAttribute(
      'href',
      OPEN,
    );
  });

  it('follows a dispute opened elsewhere live, on the buyer’s channel', async () => {
    let disputes: Dispute[] = [];
    mockRoutes({
      'GET buyer/emails': () =>
        buyerEmails([
          buyerAccount({ game_name: 'Bought', warranty_until: running(), emails: [RESET] }),
        ]),
      'GET buyer/disputes': () => ({ disputes }),
      'POST realtime/buyer-auth': () => ({ ticket: 'ticket-1' }),
    });
    renderRoute(`/buyer-emails?token=${TOKEN}`);
    const card = await screen.findByRole('article', { name: 'Bought' });
    expect(within(card).getByRole('link', { name: 'Open a dispute' })).toBeVisible();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));

    disputes = [buyerDispute()];
    FakeEventSource.last.emit('dispute-changed', { dispute_id: 7 });
    expect(await within(card).findByRole('link', { name: 'See your dispute' })).toHaveAttribute(
      'href',
      SEE,
    );
  });
});

describe('/buyer-emails and the buyer’s disputes', () => {
  it('leads to every dispute from the access card, even with no account left (a refund)', async () => {
    mockApi({
      'buyer/emails': buyerEmails([]),
      'buyer/disputes': {
        disputes: [buyerDispute({ status: 'resolved', resolution: 'refund', answer_due_at: null })],
      },
    });
    renderRoute(`/buyer-emails?token=${TOKEN}`);
    const access = await screen.findByRole('region', { name: 'Access' });
    expect(await within(access).findByRole('link', { name: 'Your disputes (1)' })).toHaveAttribute(
      'href',
      `/buyer-disputes?token=${TOKEN}`,
    );
    expect(screen.getByText('No Purchased Accounts Found')).toBeVisible();
  });

  it('shows the link once the buyer’s first dispute exists, live', async () => {
    let disputes: Dispute[] = [];
    mockRoutes({
      'GET buyer/emails': () =>
        buyerEmails([buyerAccount({ game_name: 'Bought', warranty_until: running() })]),
      'GET buyer/disputes': () => ({ disputes }),
      'POST realtime/buyer-auth': () => ({ ticket: 'ticket-1' }),
    });
    renderRoute(`/buyer-emails?token=${TOKEN}`);
    const access = await screen.findByRole('region', { name: 'Access' });
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    expect(within(access).queryByRole('link', { name: /Your disputes/ })).toBeNull();

    disputes = [buyerDispute()];
    FakeEventSource.last.emit('dispute-changed', { dispute_id: 7 });
    expect(await within(access).findByRole('link', { name: 'Your disputes (1)' })).toBeVisible();
  });
});
