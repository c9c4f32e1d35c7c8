import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Dispute, RollerProfile } from '@shop/contract';
import { failure, mockRoutes, type RouteHandler } from '@/test/fetch-mock';
import { dispute, HASH, message, OWNER, SELLER } from '../test/disputes-api';
import { renderDisputes } from '../test/render-disputes';

function openDispute(
  data: Dispute = dispute(),
  routes: Record<string, RouteHandler> = {},
  profile: RollerProfile = SELLER,
) {
  let current = data;
  const api = mockRoutes({
    'GET roller': () => profile,
    'GET roller/disputes/7': () => current,
    ...routes,
  });
  const view = renderDisputes('/disputes/7');
  return { ...view, api, setDispute: (next: Dispute) => (current = next) };
}

const thread = () => screen.getByRole('list', { name: 'Messages' });

describe('/disputes/:id', () => {
  it('shows the account, the cited mail with its kept hash, and the thread', async () => {
    const { user } = openDispute(
      dispute({
        messages: [
          message({ id: 1, body: 'Line one\nLine two' }),
          message({ id: 2, author: 'seller', author_name: 'Mina Seller', body: 'Checking.' }),
        ],
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dispute about MINA-0024' }),
    ).toBeVisible();
    const facts = screen.getByRole('region', { name: 'About this dispute' });
    expect(facts).toHaveTextContent('$195.00');
    expect(facts).toHaveTextContent('Jun Park');
    expect(facts).toHaveTextContent('Account recovered by someone');
    expect(facts).toHaveTextContent('Warranty until');

    const evidence = screen.getByRole('region', { name: 'Evidence' });
    expect(within(evidence).getByText('Password reset requested')).toBeVisible();
    expect(
      within(evidence).getByText('Security alert: a password reset was requested'),
    ).toBeVisible();
    expect(within(evidence).getByText(/keeps the SHA-256 hash of each cited mail/)).toBeVisible();
    expect(within(evidence).getByText('3f7a9c2e1b04…d91e')).toHaveAttribute('title', HASH);
    await user.click(
      within(evidence).getByRole('button', {
        name: 'Copy the SHA-256 of Password reset requested',
      }),
    );
    expect(await navigator.clipboard.readText()).toBe(HASH);
    expect(await screen.findByText('SHA-256 copied to clipboard!')).toBeInTheDocument();

    const [buyer, seller] = within(thread()).getAllByRole('article');
    expect(buyer).toHaveAccessibleName('Jun Park, Buyer');
    // Line breaks are kept as written.
    expect(within(buyer!).getByText(/Line one/).textContent).toBe('Line one\nLine two');
    expect(within(buyer!).getByText(/Line one/)).toHaveClass('whitespace-pre-wrap');
    expect(seller).toHaveAccessibleName('Mina Seller, Seller');
    expect(seller).toHaveTextContent('Seller (you)');
  });

  it('tells the seller the deadline and sends their answer, which joins the thread', async () => {
    const answered = dispute({
      status: 'answered',
      answer_due_at: null,
      messages: [
        ...dispute().messages,
        message({
          id: 2,
          author: 'seller',
          author_name: 'Mina Seller',
          body: 'New password sent.',
        }),
      ],
    });
    const { user, api } = openDispute(dispute(), {
      'POST roller/disputes/7/messages': () => answered,
    });
    expect(
      await screen.findByText('Answer within 24 hours or the shop owner decides.'),
    ).toBeVisible();
    expect(screen.getByText(/^Answer by /)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Resolve' })).toBeNull();

    const box = screen.getByLabelText('Your answer');
    await user.type(box, 'New password sent.');
    expect(screen.getByText(/^18 \/ 2,000 characters/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(api.sent('POST', 'roller/disputes/7/messages')).toHaveLength(1));
    expect(api.sent('POST', 'roller/disputes/7/messages')[0]!.body).toEqual({
      message: 'New password sent.',
    });
    await waitFor(() => expect(within(thread()).getAllByRole('article')).toHaveLength(2));
    expect(screen.getByText('Answered by the seller', { selector: 'header *' })).toBeVisible();
    expect(screen.queryByText('Answer within 24 hours or the shop owner decides.')).toBeNull();
    expect(screen.getByLabelText('Your message')).toHaveValue('');
    expect(screen.getByLabelText('Your message')).toHaveFocus();
  });

  it('shows a refused message beside the box and sends nothing blank', async () => {
    const { user, api } = openDispute(dispute(), {
      'POST roller/disputes/7/messages': () =>
        failure(400, 'VALIDATION_FAILED', 'message must not be empty', 'message'),
    });
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(screen.getByText('Write a message first.')).toBeVisible();
    expect(api.sent('POST', 'roller/disputes/7/messages')).toHaveLength(0);

    await user.type(screen.getByLabelText('Your answer'), '   x');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('message must not be empty')).toBeVisible();
    expect(screen.getByLabelText('Your answer')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the outcome when the dispute was resolved while the seller wrote', async () => {
    const view = openDispute(dispute(), {
      'POST roller/disputes/7/messages': () => {
        view.setDispute(dispute({ status: 'resolved', resolution: 'refund', answer_due_at: null }));
        return failure(409, 'DISPUTE_RESOLVED', 'This dispute is resolved already');
      },
    });
    await view.user.type(await view.findByLabelText('Your answer'), 'Late answer');
    await view.user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('heading', { name: 'Outcome: Refund' })).toBeVisible();
    expect(screen.getByText('This dispute is resolved: it takes no more messages.')).toBeVisible();
  });

  it('offers the owner the Resolve panel; Rejected needs a note', async () => {
    const rejected = dispute({
      status: 'resolved',
      resolution: 'rejected',
      resolution_note: 'The mail shows the buyer reset it.',
      resolved_at: new Date().toISOString(),
      answer_due_at: null,
    });
    const { user, api } = openDispute(
      dispute({ status: 'escalated', answer_due_at: null }),
      { 'POST owner/disputes/7/resolve': () => rejected },
      OWNER,
    );
    const panel = await screen.findByRole('region', { name: 'Resolve' });
    const resolve = within(panel).getByRole('button', { name: 'Resolve dispute' });
    expect(resolve).toHaveAttribute('aria-disabled', 'true');
    expect(resolve).toHaveAccessibleDescription('Choose an outcome first.');
    // The owner reads another seller's dispute: the seller is named, the box writes as owner.
    expect(screen.getByRole('region', { name: 'About this dispute' })).toHaveTextContent('mina');
    expect(screen.getByLabelText('Message as the shop owner')).toBeEnabled();

    await user.click(within(panel).getByRole('radio', { name: /Rejected/ }));
    expect(resolve).toHaveAccessibleDescription(
      'A rejection needs a note saying why: write it above.',
    );
    await user.click(resolve);
    expect(api.sent('POST', 'owner/disputes/7/resolve')).toHaveLength(0);

    await user.type(
      within(panel).getByLabelText('Note (required)'),
      'The mail shows the buyer reset it.',
    );
    expect(resolve).not.toHaveAttribute('aria-disabled');
    await user.click(resolve);

    await waitFor(() => expect(api.sent('POST', 'owner/disputes/7/resolve')).toHaveLength(1));
    expect(api.sent('POST', 'owner/disputes/7/resolve')[0]!.body).toEqual({
      resolution: 'rejected',
      note: 'The mail shows the buyer reset it.',
    });
    const outcome = await screen.findByRole('heading', { name: 'Outcome: Rejected' });
    await waitFor(() => expect(outcome).toHaveFocus());
    expect(screen.getByText('The mail shows the buyer reset it.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Resolve' })).toBeNull();
    expect(screen.getByText('This dispute is resolved: it takes no more messages.')).toBeVisible();
  });

  it('asks the owner once more before a refund, and shows a refused resolution', async () => {
    const { user, api } = openDispute(
      dispute({ status: 'escalated', answer_due_at: null }),
      {
        'POST owner/disputes/7/resolve': () =>
          failure(409, 'DISPUTE_RESOLVED', 'This dispute is resolved already'),
      },
      OWNER,
    );
    const panel = await screen.findByRole('region', { name: 'Resolve' });
    await user.click(within(panel).getByRole('radio', { name: /Refund/ }));
    await user.click(within(panel).getByRole('button', { name: 'Resolve dispute' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Refund $195.00?' });
    expect(dialog).toHaveAccessibleDescription(
      "The purchase will be marked refunded and leave the seller's totals.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.sent('POST', 'owner/disputes/7/resolve')).toHaveLength(0);

    await user.click(within(panel).getByRole('button', { name: 'Resolve dispute' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Refund' }),
    );
    await waitFor(() => expect(api.sent('POST', 'owner/disputes/7/resolve')).toHaveLength(1));
    expect(api.sent('POST', 'owner/disputes/7/resolve')[0]!.body).toEqual({
      resolution: 'refund',
      note: '',
    });
    expect(await within(panel).findByText('This dispute is resolved already')).toBeVisible();
  });

  it('shows a seller no Resolve panel, even on a dispute with the owner', async () => {
    openDispute(dispute({ status: 'escalated', answer_due_at: null }));
    await screen.findByRole('heading', { level: 1, name: 'Dispute about MINA-0024' });
    await screen.findByLabelText('Your message');
    expect(screen.queryByRole('region', { name: 'Resolve' })).toBeNull();
    expect(screen.queryByText(/Answer within/)).toBeNull();
  });

  it('shows how a resolved dispute ended and takes no message', async () => {
    openDispute(
      dispute({
        status: 'resolved',
        resolution: 'refund',
        resolution_note: 'Refunded in full.',
        resolved_at: new Date().toISOString(),
        answer_due_at: null,
      }),
      {},
      OWNER,
    );
    expect(await screen.findByRole('heading', { name: 'Outcome: Refund' })).toBeVisible();
    expect(screen.getByText('Refunded in full.')).toBeVisible();
    expect(screen.getByText('This dispute is resolved: it takes no more messages.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Resolve' })).toBeNull();
  });

  it('says "Dispute not found" for a dispute that is not the reader\'s', async () => {
    mockRoutes({
      'GET roller': () => SELLER,
      'GET roller/disputes/9': () => failure(404, 'DISPUTE_NOT_FOUND', 'Dispute not found'),
    });
    renderDisputes('/disputes/9');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dispute not found' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to disputes' })).toHaveAttribute(
      'href',
      '/disputes',
    );
  });

  it('says "Dispute not found" for an address that cannot be a dispute', async () => {
    const { api } = { api: mockRoutes({ 'GET roller': () => SELLER }) };
    renderDisputes('/disputes/abc');
    expect(await screen.findByRole('heading', { name: 'Dispute not found' })).toBeVisible();
    expect(api.requests.filter((r) => r.path.startsWith('roller/disputes'))).toHaveLength(0);
  });
});
