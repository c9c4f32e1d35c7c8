import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { BuyerEmails } from '@shop/contract';
import { callsTo, failure, mockApi, requestOf, success } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import { buyerAccount, buyerEmail, buyerEmailDetail, buyerEmails, TOKEN } from '../test/buyer-api';

// The route is code-split; load it once up front so the first test's timing is not the import's.
beforeAll(() => import('./buyer-emails-page'));
afterEach(() => vi.restoreAllMocks());

const PREVIEW = `Welcome, traveller! ${'x'.repeat(130)}...`;

const CODE_MAIL = buyerEmail({
  id: 1,
  subject: 'Your code',
  body: `Welcome, traveller! ${'x'.repeat(200)}`,
  preview: PREVIEW,
  code: '482910',
  link: 'https://account.example.com/verify?t=1',
});
const UNTITLED = buyerEmail({ id: 2, subject: '', body: 'Short note', preview: 'Short note' });

const DATA: BuyerEmails = buyerEmails([
  buyerAccount({ emails: [CODE_MAIL, UNTITLED] }),
  buyerAccount({
    game_name: 'Honkai: Star Rail',
    server_name: 'Europe',
    account_email: 'r1.other@mail.shop.test',
    account_code: 'R1-0002',
    purchase_date: '2026-11-22T09:30:00.000Z',
  }),
]);

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
  it('shows the buyer, each account and its mail cards with preview, code and link', async () => {
    mockApi({ 'buyer/emails': DATA });
    renderRoute(`/buyer-emails?token=${TOKEN}`);

    expect(screen.getByText('Loading your emails...')).toBeInTheDocument();
    expect(await screen.findByText('buyer@example.com')).toBeInTheDocument();
    const access = screen.getByRole('region', { name: 'Access' });
    expect(within(access).getByText('Accounts').nextSibling).toHaveTextContent('2');
    expect(within(access).getByText('Access expires').nextSibling).toHaveTextContent('2026');

    const first = screen.getByRole('article', { name: 'Genshin Impact' });
    for (const text of ['Asia', 'r1.acc@mail.shop.test', 'R1-0001', 'Nov 22, 2026']) {
      expect(within(first).getByText(text)).toBeInTheDocument();
    }
    expect(within(first).getByText('Account email').nextSibling).toHaveTextContent(
      'r1.acc@mail.shop.test',
    );
    expect(within(first).getByText('Emails').nextSibling).toHaveTextContent('2');
    const mails = within(first).getAllByRole('heading', { level: 3 });
    expect(mails.map((heading) => heading.textContent)).toEqual(['Your code', 'No Subject']);

    const card = mails[0]!.parentElement!.parentElement!;
    expect(card).toHaveTextContent('From: game1@example.com · To: r1.acc@mail.shop.test');
    // The server's preview, as it is: already plain text, already cut to 150 characters.
    expect(within(card).getByText(PREVIEW)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Copy code 482910' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Open verification link' })).toHaveAttribute(
      'href',
      'https://account.example.com/verify?t=1',
    );
    const untitled = mails[1]!.parentElement!.parentElement!;
    expect(within(untitled).getByText('Short note')).toBeInTheDocument();
    expect(within(untitled).queryByRole('button', { name: /Copy code/ })).toBeNull();

    const second = screen.getByRole('article', { name: 'Honkai: Star Rail' });
    expect(within(second).getByText('No emails found for this account')).toBeInTheDocument();
  });

  it('names the login after how the account signs in', async () => {
    mockApi({
      'buyer/emails': buyerEmails([
        buyerAccount({ game_name: 'By mail', account_code: 'A1' }),
        buyerAccount({
          game_name: 'By name',
          account_code: 'A2',
          login_method: 'Username',
          account_email: 'traveller01',
        }),
        buyerAccount({
          game_name: 'By Google',
          account_code: 'A3',
          login_method: 'Google',
          account_email: 'someone@gmail.com',
        }),
      ]),
    });
    renderRoute(`/buyer-emails?token=${TOKEN}`);

    const byMail = await screen.findByRole('article', { name: 'By mail' });
    expect(within(byMail).getByText('Account email')).toBeInTheDocument();
    const byName = screen.getByRole('article', { name: 'By name' });
    expect(within(byName).getByText('Username', { selector: 'dt' }).nextSibling).toHaveTextContent(
      'traveller01',
    );
    expect(within(byName).getByText('Login method').nextSibling).toHaveTextContent('Username');
    expect(within(byName).queryByText('Account email')).toBeNull();
    const byGoogle = screen.getByRole('article', { name: 'By Google' });
    expect(within(byGoogle).getByText('Google account').nextSibling).toHaveTextContent(
      'someone@gmail.com',
    );
  });

  it("copies a card's code without opening the mail", async () => {
    const fetchMock = mockApi({ 'buyer/emails': DATA });
    const { user } = renderRoute(`/buyer-emails?token=${TOKEN}`);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();

    await user.click(await screen.findByRole('button', { name: 'Copy code 482910' }));
    expect(writeText).toHaveBeenCalledWith('482910');
    expect(await screen.findByText('Code 482910 copied to clipboard!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(fetchMock, 'buyer/emails/1')).toHaveLength(0);
  });

  it('opens a mail: fetches it whole and shows it in the reader, and closes with Escape', async () => {
    const fetchMock = mockApi({
      'buyer/emails': DATA,
      'buyer/emails/1': buyerEmailDetail(CODE_MAIL, {
        text: 'Your verification code is 482910.',
        attachments: [
          {
            filename: 'receipt.pdf',
            content_type: 'application/pdf',
            size: 2048,
            content_id: null,
            inline: false,
          },
        ],
      }),
      'buyer/emails/1/attachments/0': () => new Response('%PDF', { status: 200 }),
    });
    const { user } = renderRoute(`/buyer-emails?token=${TOKEN}`);

    const opener = await screen.findByRole('button', { name: 'Your code' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Your code' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(await within(dialog).findByText('Your verification code is 482910.')).toBeVisible();
    expect(callsTo(fetchMock, 'buyer/emails/1')[0]?.searchParams.get('token')).toBe(TOKEN);
    const reader = within(dialog).getByRole('article', { name: 'Your code' });
    expect(within(reader).getByText('game1@example.com')).toBeInTheDocument();
    expect(within(reader).getByRole('button', { name: 'Copy code 482910' })).toBeInTheDocument();

    await user.click(within(reader).getByRole('button', { name: /^Download receipt\.pdf/ }));
    await waitFor(() => expect(callsTo(fetchMock, 'buyer/emails/1/attachments/0')).toHaveLength(1));
    expect(callsTo(fetchMock, 'buyer/emails/1/attachments/0')[0]?.searchParams.get('token')).toBe(
      TOKEN,
    );

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('says so in the dialog when the mail cannot be loaded, and closes with its button', async () => {
    mockApi({
      'buyer/emails': DATA,
      'buyer/emails/2': () => failure(404, 'EMAIL_NOT_FOUND', 'Email not found'),
    });
    const { user } = renderRoute(`/buyer-emails?token=${TOKEN}`);

    await user.click(await screen.findByRole('button', { name: 'No Subject' }));
    const dialog = await screen.findByRole('dialog', { name: 'No Subject' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Email not found');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says so when the buyer has no delivered account', async () => {
    mockApi({ 'buyer/emails': { ...DATA, total_accounts: 0, accounts: [] } });
    renderRoute(`/buyer-emails?token=${TOKEN}`);

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
