import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Dispute, DisputeSummary } from '@shop/contract';
import { FakeEventSource, stubEventSource } from '@/test/fake-event-source';
import { mockRoutes } from '@/test/fetch-mock';
import { openBuyerPage } from '../test/buyer-page';
import { dispute, disputeList, message, OWNER, SELLER, summary } from '../test/disputes-api';
import { renderDisputes } from '../test/render-disputes';

beforeEach(stubEventSource);

/** The stream the page opened, once it has: where the test delivers the server's events. */
async function stream(channel: string): Promise<FakeEventSource> {
  await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
  expect(FakeEventSource.last.ticket).toBe(`ticket-${channel}`);
  return FakeEventSource.last;
}

const rollerTickets = {
  'POST realtime/auth': ({ body }: { body: unknown }) => ({
    ticket: `ticket-${(body as { channel: string }).channel}`,
  }),
};

describe('live dispute pages', () => {
  it('refetches the seller’s list on dispute-changed, so a new dispute shows without a reload', async () => {
    let list: DisputeSummary[] = [summary()];
    mockRoutes({
      'GET roller': () => SELLER,
      'GET roller/disputes': () => disputeList(list),
      ...rollerTickets,
    });
    renderDisputes('/disputes');
    await screen.findByRole('list', { name: 'Disputes' });
    const source = await stream('private-mina');

    list = [summary({ id: 9, account_code: 'MINA-0050' }), ...list];
    source.emit('dispute-changed', { dispute_id: 9 });
    expect(await screen.findByRole('link', { name: 'MINA-0050' })).toBeVisible();
  });

  it('refetches the dispute page on dispute-changed: the owner sees the seller’s answer come', async () => {
    let current: Dispute = dispute();
    mockRoutes({
      'GET roller': () => OWNER,
      'GET roller/disputes/7': () => current,
      ...rollerTickets,
    });
    renderDisputes('/disputes/7');
    const thread = await screen.findByRole('list', { name: 'Messages' });
    expect(within(thread).getAllByRole('article')).toHaveLength(1);
    const source = await stream('private-demo');

    current = dispute({
      status: 'answered',
      answer_due_at: null,
      messages: [
        ...current.messages,
        message({ id: 2, author: 'seller', author_name: 'Mina Seller', body: 'Sent a new one.' }),
      ],
    });
    source.emit('dispute-changed', { dispute_id: 7 });
    expect(await within(thread).findByText('Sent a new one.')).toBeVisible();
    expect(screen.getByText('Answered by the seller')).toBeVisible();
  });

  it('refetches the buyer’s disputes on their channel’s dispute-changed', async () => {
    const { setDisputes } = openBuyerPage(
      { disputes: [dispute()] },
      { 'POST realtime/buyer-auth': () => ({ ticket: 'ticket-buyer' }) },
    );
    const card = await screen.findByRole('article', { name: 'MINA-0024 · Starfall Reverie' });
    const source = await stream('buyer');

    setDisputes([
      dispute({
        status: 'answered',
        answer_due_at: null,
        messages: [
          message({ id: 1 }),
          message({ id: 2, author: 'seller', author_name: 'Mina Seller', body: 'Try again.' }),
        ],
      }),
    ]);
    source.emit('dispute-changed', { dispute_id: 7 });
    expect(await within(card).findByText('Try again.')).toBeVisible();
    expect(within(card).getByText('Answered by the seller')).toBeVisible();
  });
});

describe('/buyer-disputes?dispute=', () => {
  it('starts at the dispute the buyer was sent to', async () => {
    openBuyerPage({
      disputes: [dispute({ id: 9, account_code: 'MINA-0050' }), dispute()],
      query: '&dispute=7',
    });
    const heading = await screen.findByRole('heading', { name: 'MINA-0024 · Starfall Reverie' });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});
