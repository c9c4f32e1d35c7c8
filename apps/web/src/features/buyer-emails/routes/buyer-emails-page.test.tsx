import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { BuyerEmail, BuyerEmails } from '@shop/contract';
import { callsTo, failure, mockApi, requestOf, success } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';

// The route is code-split; load it once up front so the first test's timing is not the import's.
beforeAll(() => import('./buyer-emails-page'));

const LONG_BODY = `<p>Welcome, <b>traveller</b>!</p> ${'x'.repeat(200)}`;

const mail = (id: number, subject: string, body: string): BuyerEmail => ({
  id,
  subject,
  from: `game${id}@example.com`,
  to: 'r1.acc@mail.shop.test',
  body,
  email_created_at: '2026-11-23T10:00:00.000Z',
});

const DATA: BuyerEmails = {
  buyer_email: 'buyer@example.com',
  total_accounts: 2,
  access_expires_at: '2026-11-24T10:00:00.000Z',
  accounts: [
    {
      game_name: 'Genshin Impact',
      server_name: 'Asia',
      account_email: 'r1.acc@mail.shop.test',
      account_code: 'R1-0001',
      purchase_date: '2026-11-22T09:00:00.000Z',
      email_count: 2,
      emails: [mail(1, 'Your code', LONG_BODY), mail(2, '', 'Short <i>note</i>')],
    },
    {
      game_name: 'Honkai: Star Rail',
      server_name: 'Europe',
      account_email: 'r1.other@mail.shop.test',
      account_code: 'R1-0002',
      purchase_date: '2026-11-22T09:30:00.000Z',
      email_count: 0,
      emails: [],
    },
  ],
};

describe('/buyer-emails request mode', () => {
  it('sends the e-mail and says the request went out', async () => {
    let release: () => void = () => {};
    const fetchMock = mockApi({
      'buyer/request-email-access': () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(success({ message: 'If that e-mail bought accounts, ...' }));
        }),
    });
    const { user } = renderRoute('/buyer-emails');

    expect(await screen.findByRole('heading', { name: 'How it works' })).toBeInTheDocument();
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeRequired();
    await user.type(input, 'buyer@example.com');
    await user.click(screen.getByRole('button', { name: 'Request Access' }));

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(requestOf(fetchMock).body).toEqual({ email: 'buyer@example.com' });
    release();
    expect(await screen.findByText('Access Request Sent!')).toBeInTheDocument();
    expect(screen.getByText('Please check your email for the access link.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request Access' })).toBeEnabled();
  });

  it('asks for an e-mail before sending anything', async () => {
    const fetchMock = mockApi({});
    const { user } = renderRoute('/buyer-emails');

    await user.click(await screen.findByRole('button', { name: 'Request Access' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Request Access' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'buyer/request-email-access')).toHaveLength(0);
  });

  it('shows the server message when rate-limited (429)', async () => {
    mockApi({
      'buyer/request-email-access': () =>
        failure(429, 'RATE_LIMITED', 'Too many attempts. Try again in 60 seconds.'),
    });
    const { user } = renderRoute('/buyer-emails');

    await user.type(await screen.findByLabelText('Email'), 'buyer@example.com');
    await user.click(screen.getByRole('button', { name: 'Request Access' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Try again in 60 seconds.',
    );
    expect(screen.queryByText('Access Request Sent!')).not.toBeInTheDocument();
  });

  it('falls back to the fixed sentence when the failure has no message', async () => {
    mockApi({ 'buyer/request-email-access': () => new Response('', { status: 500 }) });
    const { user } = renderRoute('/buyer-emails');

    await user.type(await screen.findByLabelText('Email'), 'buyer@example.com');
    await user.click(screen.getByRole('button', { name: 'Request Access' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to request access. Please try again.',
    );
  });
});

describe('/buyer-emails token entry', () => {
  it('switches to the token form, loads the mail for the typed token, and goes back', async () => {
    const fetchMock = mockApi({ 'buyer/emails': DATA });
    const { user, router } = renderRoute('/buyer-emails');

    await user.click(await screen.findByRole('button', { name: 'Enter token' }));
    await user.click(screen.getByRole('button', { name: 'Back to request access' }));
    expect(screen.getByRole('button', { name: 'Request Access' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Enter token' }));
    await user.click(screen.getByRole('button', { name: 'Access Emails' }));
    expect(await screen.findByText('Access token is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'buyer/emails')).toHaveLength(0);

    await user.type(screen.getByLabelText('Access token'), '  tok-123  ');
    await user.click(screen.getByRole('button', { name: 'Access Emails' }));
    expect(await screen.findByText('buyer@example.com')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?token=tok-123');
    expect(callsTo(fetchMock, 'buyer/emails')[0]?.searchParams.get('token')).toBe('tok-123');
  });
});

describe('/buyer-emails with a token', () => {
  it('shows the buyer, each account and previews of its mail', async () => {
    mockApi({ 'buyer/emails': DATA });
    renderRoute('/buyer-emails?token=abc');

    expect(screen.getByText('Loading your emails...')).toBeInTheDocument();
    expect(await screen.findByText('buyer@example.com')).toBeInTheDocument();
    const access = screen.getByRole('region', { name: 'Access' });
    expect(within(access).getByText('Accounts').nextSibling).toHaveTextContent('2');
    expect(within(access).getByText('Access expires').nextSibling).toHaveTextContent('2026');

    const first = screen.getByRole('article', { name: 'Genshin Impact' });
    for (const text of ['Asia', 'r1.acc@mail.shop.test', 'R1-0001', 'Nov 22, 2026']) {
      expect(within(first).getByText(text)).toBeInTheDocument();
    }
    expect(within(first).getByText('Emails').nextSibling).toHaveTextContent('2');
    const cards = within(first).getAllByRole('button');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Your code');
    expect(cards[0]).toHaveTextContent('From: game1@example.com · To: r1.acc@mail.shop.test');
    const preview = `Welcome, traveller! ${'x'.repeat(200)}`.slice(0, 150) + '...';
    expect(within(cards[0]!).getByText(preview)).toBeInTheDocument();
    expect(cards[0]).not.toHaveTextContent('<b>');
    expect(cards[1]).toHaveTextContent('No Subject');
    expect(within(cards[1]!).getByText('Short note')).toBeInTheDocument();

    const second = screen.getByRole('article', { name: 'Honkai: Star Rail' });
    expect(within(second).getByText('No emails found for this account')).toBeInTheDocument();
  });

  it('opens a mail in a dialog with its whole body as text, and closes it with Escape', async () => {
    mockApi({ 'buyer/emails': DATA });
    const { user } = renderRoute('/buyer-emails?token=abc');

    const card = await screen.findByRole('button', { name: /Your code/ });
    await user.click(card);
    const dialog = await screen.findByRole('dialog', { name: 'Your code' });
    expect(dialog).toHaveTextContent(LONG_BODY);
    expect(dialog.querySelector('b')).toBeNull();
    expect(within(dialog).getByText(/From: game1@example.com/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(card).toHaveFocus();

    await user.click(screen.getByRole('button', { name: /No Subject/ }));
    const untitled = await screen.findByRole('dialog', { name: 'No Subject' });
    await user.click(within(untitled).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says so when the buyer has no delivered account', async () => {
    mockApi({ 'buyer/emails': { ...DATA, total_accounts: 0, accounts: [] } });
    renderRoute('/buyer-emails?token=abc');

    expect(
      await screen.findByRole('heading', { name: 'No Purchased Accounts Found' }),
    ).toBeInTheDocument();
  });

  it('shows the Access Error card with the server message, and goes back to request mode', async () => {
    mockApi({
      'buyer/emails': () =>
        failure(401, 'BUYER_ACCESS_INVALID', 'This access link is invalid or has expired.'),
    });
    const { user, router } = renderRoute('/buyer-emails?token=old');

    expect(await screen.findByRole('heading', { name: 'Access Error' })).toBeInTheDocument();
    expect(screen.getByText('This access link is invalid or has expired.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request New Access' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('button', { name: 'Request Access' })).toBeInTheDocument();
  });

  it('falls back to the fixed sentence when the failure has no message', async () => {
    mockApi({ 'buyer/emails': () => new Response('', { status: 403 }) });
    renderRoute('/buyer-emails?token=old');

    expect(
      await screen.findByText(
        'Failed to access emails. Your token may have expired or is invalid.',
      ),
    ).toBeInTheDocument();
  });
});
