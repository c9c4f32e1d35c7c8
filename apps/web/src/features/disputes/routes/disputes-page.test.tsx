import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { DisputeSummary } from '@shop/contract';
import { failure, mockRoutes, type RouteHandler } from '@/test/fetch-mock';
import { disputeList, holdAnswers, HOUR, OWNER, SELLER, summary } from '../test/disputes-api';
import { renderDisputes } from '../test/render-disputes';

const OPEN = summary();
const URGENT = summary({
  id: 8,
  account_code: 'MINA-0031',
  buyer_name: 'Lee',
  reason: 'cannot_log_in',
  answer_due_at: new Date(Date.now() + HOUR).toISOString(),
});
const RESOLVED = summary({
  id: 5,
  account_code: 'KAI-0002',
  seller_code: 'kai',
  status: 'resolved',
  resolution: 'refund',
  answer_due_at: null,
});

function openList(
  list: DisputeSummary[] = [OPEN, URGENT, RESOLVED],
  routes: Record<string, RouteHandler> = {},
  { path = '/disputes', profile = SELLER } = {},
) {
  const api = mockRoutes({
    'GET roller': () => profile,
    'GET roller/disputes': () => disputeList(list),
    ...routes,
  });
  return { ...renderDisputes(path), api };
}

const rows = () => within(screen.getByRole('list', { name: 'Disputes' })).getAllByRole('listitem');

describe('/disputes', () => {
  it('shows a loading state, then each dispute with its deadline while open', async () => {
    const { api } = openList();
    const release = holdAnswers(api.fetchMock);
    expect(await screen.findByText('Loading disputes...')).toBeVisible();
    release();

    await screen.findByRole('list', { name: 'Disputes' });
    const [first, second, third] = rows();
    expect(first).toHaveTextContent('MINA-0024');
    expect(first).toHaveTextContent('Starfall Reverie');
    expect(first).toHaveTextContent('Jun Park');
    expect(first).toHaveTextContent('Account recovered by someone');
    expect(within(first!).getByText('Waiting for the seller')).toHaveClass('bg-pending-bg');
    expect(
      within(first!)
        .getByText(/^Answer by /)
        .closest('p'),
    ).not.toHaveClass('text-danger-text');
    expect(first).toHaveTextContent(/Last message/);
    expect(within(first!).getByRole('link', { name: 'MINA-0024' })).toHaveAttribute(
      'href',
      '/disputes/7',
    );

    // Under two hours left: the deadline turns red.
    expect(
      within(second!)
        .getByText(/^Answer by /)
        .closest('p'),
    ).toHaveClass('text-danger-text');
    // Resolved: no deadline any more.
    expect(within(third!).getByText('Resolved')).toBeInTheDocument();
    expect(within(third!).queryByText(/^Answer by /)).toBeNull();
  });

  it('names the seller of each dispute for the owner only', async () => {
    openList(undefined, {}, { profile: OWNER });
    await screen.findByRole('list', { name: 'Disputes' });
    await waitFor(() => expect(rows()[2]).toHaveTextContent('kai'));
    expect(screen.getByText(/Every seller's disputes/)).toBeInTheDocument();
  });

  it('shows no seller column to a seller', async () => {
    openList();
    await screen.findByRole('list', { name: 'Disputes' });
    await screen.findByText(/Disputes buyers opened about your accounts/);
    expect(rows()[2]).not.toHaveTextContent('kai');
  });

  it('says what the list is for when there is no dispute', async () => {
    openList([]);
    expect(await screen.findByRole('heading', { name: 'No disputes.' })).toBeVisible();
    expect(
      screen.getByText("When a buyer opens one within an account's warranty, it shows here."),
    ).toBeVisible();
  });

  it('shows the reason and a retry when the list cannot be loaded', async () => {
    let fail = true;
    const { user } = openList(undefined, {
      'GET roller/disputes': () =>
        fail
          ? failure(429, 'RATE_LIMITED', 'Too many attempts. Try again in 5 seconds.')
          : disputeList([OPEN]),
    });
    expect(await screen.findByText('Your disputes could not be loaded')).toBeVisible();
    expect(screen.getByText('Too many attempts. Try again in 5 seconds.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it('keeps the status filter and the page in the address', async () => {
    const { user, api, router } = openList(
      [],
      {
        'GET roller/disputes': ({ url }) =>
          disputeList([OPEN], { total: 45, page: Number(url.searchParams.get('page')) }),
      },
      { path: '/disputes?status=escalated' },
    );
    await screen.findByRole('list', { name: 'Disputes' });
    expect(screen.getByLabelText('Status')).toHaveValue('escalated');
    expect(api.sent('GET', 'roller/disputes')[0]!.url.searchParams.get('status')).toBe('escalated');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=escalated&page=2'));
    await waitFor(() =>
      expect(api.sent('GET', 'roller/disputes').at(-1)!.url.searchParams.get('page')).toBe('2'),
    );

    await user.selectOptions(screen.getByLabelText('Status'), 'Resolved');
    await waitFor(() => expect(router.state.location.search).toBe('?status=resolved'));
    const query = api.sent('GET', 'roller/disputes').at(-1)!.url.searchParams;
    expect(query.get('status')).toBe('resolved');
    expect(query.get('page')).toBe('1');

    await user.selectOptions(screen.getByLabelText('Status'), 'All');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('offers every dispute again when a filter finds none', async () => {
    const { user, router } = openList([], {}, { path: '/disputes?status=answered' });
    await user.click(await screen.findByRole('button', { name: 'Show all disputes' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
