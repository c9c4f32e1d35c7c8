import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { failure } from '@/test/fetch-mock';
import { buyerEmail, dispute, message, purchase, TOKEN } from '../test/disputes-api';
import { ENDED, NO_WARRANTY, openBuyerPage as openPage, UNDER_WARRANTY } from '../test/buyer-page';

const form = () => screen.getByRole('form', { name: 'Open a dispute' });
const purchaseOptions = () =>
  within(screen.getByLabelText('Purchase'))
    .getAllByRole('option')
    .map((option) => option.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('/buyer-disputes: Open a dispute', () => {
  it('offers only the purchases under warranty and without an open dispute', async () => {
    const other = purchase({ transaction_id: 44, account_code: 'MINA-0040' });
    openPage({
      accounts: [UNDER_WARRANTY, NO_WARRANTY, ENDED, other],
      disputes: [dispute({ transaction_id: 44 })],
    });
    await screen.findByRole('form', { name: 'Open a dispute' });
    const options = purchaseOptions();
    expect(options).toHaveLength(2);
    expect(options[0]).toBe('Choose a purchase');
    expect(options[1]).toMatch(/^MINA-0024 · Starfall Reverie \(warranty until /);
    expect(screen.getByText(/A purchase with an unresolved dispute is not listed/)).toBeVisible();
  });

  it('says so when no purchase is under warranty', async () => {
    openPage({ accounts: [NO_WARRANTY, ENDED] });
    expect(await screen.findByText(/None of your purchases is under warranty now/)).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Open a dispute' })).toBeNull();
    expect(screen.getByText('No disputes yet.')).toBeVisible();
  });

  it('preselects the purchase named by ?transaction= and starts at the form', async () => {
    openPage({ query: '&transaction=41' });
    await screen.findByRole('form', { name: 'Open a dispute' });
    expect(screen.getByLabelText('Purchase')).toHaveValue('41');
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Open a dispute' })).toHaveFocus(),
    );
    // Its mail is offered at once, the security alert first and marked.
    const mails = within(screen.getByRole('list', { name: 'Mails of this account' })).getAllByRole(
      'checkbox',
    );
    expect(mails.map((box) => box.closest('label')!.textContent)).toEqual([
      expect.stringMatching(
        /^Password reset requested.*Security alert: a password reset was requested$/,
      ),
      expect.stringMatching(/^Weekly news/),
    ]);
  });

  it('ticks the mail named by ?mail= (a security alert’s link) and cites it when sent', async () => {
    const created = dispute({ id: 8 });
    const view = openPage(
      { query: '&transaction=41&mail=12' },
      {
        'POST buyer/disputes': () => {
          view.setDisputes([created]);
          return created;
        },
      },
    );
    const { user, api } = view;
    await screen.findByRole('form', { name: 'Open a dispute' });
    expect(screen.getByLabelText('Purchase')).toHaveValue('41');
    expect(screen.getByRole('checkbox', { name: /Password reset requested/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Weekly news/ })).not.toBeChecked();
    expect(screen.getByText('1 of 10 chosen')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Reason'), 'Account recovered by someone');
    await user.type(screen.getByLabelText('Message'), 'Not me.');
    await user.click(within(form()).getByRole('button', { name: 'Open dispute' }));
    await waitFor(() => expect(api.sent('POST', 'buyer/disputes')).toHaveLength(1));
    expect(api.sent('POST', 'buyer/disputes')[0]!.body).toMatchObject({
      transaction_id: 41,
      evidence_email_ids: [12],
    });
  });

  it('says the dispute opened, and nothing of the purchase it leaves, when it was the last one to dispute', async () => {
    const created = dispute({ id: 8 });
    const view = openPage(
      { accounts: [UNDER_WARRANTY], query: '&transaction=41&mail=12' },
      {
        'POST buyer/disputes': () => {
          view.setDisputes([created]);
          return created;
        },
      },
    );
    // The refetches after the dispute opens take a network's while, as in a browser: the form
    // is gone (its purchase is disputed now) before they answer.
    const answer = globalThis.fetch;
    let release = () => {};
    const slow = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (view.api.sent('POST', 'buyer/disputes').length > 0) await slow;
      return answer(input, init);
    });
    const { user } = view;
    await screen.findByRole('form', { name: 'Open a dispute' });
    await user.selectOptions(screen.getByLabelText('Reason'), 'Account recovered by someone');
    await user.type(screen.getByLabelText('Message'), 'Not me.');
    await user.click(within(form()).getByRole('button', { name: 'Open dispute' }));
    expect(await screen.findByText('Dispute opened. The seller has been told.')).toBeVisible();
    const heading = await screen.findByRole('heading', { name: 'MINA-0024 · Starfall Reverie' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByRole('form', { name: 'Open a dispute' })).toBeNull();
    expect(screen.queryByText('That purchase cannot be disputed now')).toBeNull();
    expect(screen.queryByText(/None of your purchases is under warranty now/)).toBeNull();
    expect(screen.getByText(/A purchase with an unresolved dispute is not listed/)).toBeVisible();
    release();
  });

  it('ticks nothing for a ?mail= that is not a mail of the preselected purchase', async () => {
    openPage({ query: '&transaction=41&mail=99' });
    await screen.findByRole('form', { name: 'Open a dispute' });
    expect(screen.getByLabelText('Purchase')).toHaveValue('41');
    const list = screen.getByRole('list', { name: 'Mails of this account' });
    for (const box of within(list).getAllByRole('checkbox')) expect(box).not.toBeChecked();
    expect(screen.getByText('0 of 10 chosen')).toBeVisible();
  });

  it('says when the purchase of ?transaction= cannot be disputed', async () => {
    openPage({ query: '&transaction=43' });
    expect(await screen.findByText('That purchase cannot be disputed now')).toBeVisible();
    expect(screen.getByLabelText('Purchase')).toHaveValue('');
  });

  it('lets at most ten mails be cited', async () => {
    const many = Array.from({ length: 12 }, (_, i) => buyerEmail({ id: 100 + i }));
    const { user } = openPage({ accounts: [purchase({ emails: many })], query: '&transaction=41' });
    const list = await screen.findByRole('list', { name: 'Mails of this account' });
    const boxes = within(list).getAllByRole('checkbox');
    for (const box of boxes.slice(0, 10)) await user.click(box);
    expect(
      screen.getByText(/^10 of 10 chosen: that is the most one dispute can cite/),
    ).toBeVisible();
    expect(boxes[10]).toBeDisabled();
    expect(boxes[11]).toBeDisabled();
    await user.click(boxes[0]!);
    expect(boxes[10]).toBeEnabled();
    expect(screen.getByText('9 of 10 chosen')).toBeVisible();
  });

  it('opens a dispute: the new one shows on top and takes the focus', async () => {
    const older = dispute({
      id: 3,
      transaction_id: 40,
      account_code: 'MINA-0001',
      status: 'resolved',
      resolution: 'replacement',
      answer_due_at: null,
    });
    const created = dispute({ id: 8, messages: [message({ id: 5, body: 'It was taken over.' })] });
    const view = openPage(
      { disputes: [older] },
      {
        'POST buyer/disputes': () => {
          view.setDisputes([created, older]);
          return created;
        },
      },
    );
    const { user, api } = view;
    await screen.findByRole('form', { name: 'Open a dispute' });
    await user.click(within(form()).getByRole('button', { name: 'Open dispute' }));
    expect(screen.getByText('Choose the purchase the dispute is about.')).toBeVisible();
    expect(screen.getByLabelText('Purchase')).toHaveFocus();
    expect(api.sent('POST', 'buyer/disputes')).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Purchase'), '41');
    await user.selectOptions(screen.getByLabelText('Reason'), 'Account recovered by someone');
    await user.type(screen.getByLabelText('Message'), 'It was taken over.');
    await user.click(screen.getByRole('checkbox', { name: /Password reset requested/ }));
    await user.click(within(form()).getByRole('button', { name: 'Open dispute' }));

    await waitFor(() => expect(api.sent('POST', 'buyer/disputes')).toHaveLength(1));
    const sent = api.sent('POST', 'buyer/disputes')[0]!;
    expect(sent.url.searchParams.get('token')).toBe(TOKEN);
    expect(sent.body).toEqual({
      transaction_id: 41,
      reason: 'account_recovered',
      message: 'It was taken over.',
      evidence_email_ids: [12],
    });
    const heading = await screen.findByRole('heading', { name: 'MINA-0024 · Starfall Reverie' });
    await waitFor(() => expect(heading).toHaveFocus());
    const cards = screen.getAllByRole('article', { name: /· Starfall Reverie$/ });
    expect(cards.map((c) => c.getAttribute('aria-labelledby'))).toEqual(['dispute-8', 'dispute-3']);
  });

  it('shows a refused citation beside the mails', async () => {
    const { user } = openPage(
      { query: '&transaction=41' },
      {
        'POST buyer/disputes': () =>
          failure(
            400,
            'VALIDATION_FAILED',
            'evidence_email_ids: mail 12 is not a mail of this account since its purchase',
            'evidence_email_ids',
          ),
      },
    );
    await screen.findByRole('form', { name: 'Open a dispute' });
    await user.selectOptions(screen.getByLabelText('Reason'), 'Other');
    await user.type(screen.getByLabelText('Message'), 'Look at this mail.');
    await user.click(screen.getByRole('checkbox', { name: /Password reset requested/ }));
    await user.click(within(form()).getByRole('button', { name: 'Open dispute' }));
    const fieldset = screen.getByRole('group', { name: 'Evidence (optional)' });
    expect(
      await within(fieldset).findByText(
        'evidence_email_ids: mail 12 is not a mail of this account since its purchase',
      ),
    ).toBeVisible();
    expect(screen.queryByText('The dispute was not opened')).toBeNull();
  });
});
