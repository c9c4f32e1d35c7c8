import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { stubAudio } from '@/test/fake-audio';
import { FakeEventSource, stubEventSource } from '@/test/fake-event-source';
import { failure, mockRoutes, type RouteHandler } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import { buyerAccount, buyerEmail, buyerEmailDetail, buyerEmails, TOKEN } from '../test/buyer-api';

beforeAll(() => import('./buyer-emails-page'));
beforeEach(stubEventSource);
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const PAGE = `/buyer-emails?token=${TOKEN}`;
const FIRST = buyerEmail({ id: 1, subject: 'Welcome' });
const SECOND = buyerEmail({ id: 2, subject: 'Your login code', code: '135790' });

/** The buyer's mail, as the server would answer it now: the test adds mail as it arrives. */
function buyerRoutes(mails: ReturnType<typeof buyerEmail>[], ticket: RouteHandler) {
  return mockRoutes({
    'GET buyer/emails': () => buyerEmails([buyerAccount({ emails: [...mails] })]),
    'GET buyer/emails/2': () => buyerEmailDetail(SECOND),
    'POST realtime/buyer-auth': ticket,
  });
}

describe('/buyer-emails, live', () => {
  it('listens on the buyer channel with the token, and shows new mail with a count and a chime', async () => {
    const played = stubAudio();
    const mails = [FIRST];
    const api = buyerRoutes(mails, () => ({ ticket: 'ticket-1' }));
    const { user } = renderRoute(PAGE);
    await screen.findByRole('button', { name: 'Welcome' });
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    expect(api.sent('POST', 'realtime/buyer-auth')[0]?.body).toEqual({ token: TOKEN });
    expect(FakeEventSource.last.ticket).toBe('ticket-1');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^$/);

    mails.unshift(SECOND);
    FakeEventSource.last.emit('new-email', {
      id: 2,
      to: SECOND.to,
      subject: SECOND.subject,
      created_at: SECOND.email_created_at,
    });
    const fresh = await screen.findByRole('button', { name: 'New: Your login code' });
    expect(status).toHaveTextContent('1 new email');
    expect(document.title).toBe('(1) Buyer Emails · Gacha Shop');
    expect(played).toEqual([{ src: '/sounds/new-email.wav', volume: 0.5 }]);
    expect(screen.getByRole('button', { name: 'Copy code 135790' })).toBeInTheDocument();

    // Opening the new mail is reading it: the count goes.
    await user.click(fresh);
    await screen.findByRole('dialog', { name: 'Your login code' });
    expect(status).toHaveTextContent(/^$/);
    expect(document.title).toBe('Buyer Emails · Gacha Shop');
  });

  it('refetches the mail when the stream opens again after a break', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const mails = [FIRST];
    const api = buyerRoutes(mails, () => ({ ticket: 'ticket-1' }));
    renderRoute(PAGE);
    await screen.findByRole('button', { name: 'Welcome' });
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    FakeEventSource.last.emit('ready');

    mails.unshift(SECOND);
    FakeEventSource.last.fail();
    await vi.advanceTimersByTimeAsync(5_000);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    FakeEventSource.last.emit('ready');
    expect(await screen.findByRole('button', { name: 'Your login code' })).toBeInTheDocument();
    expect(api.sent('GET', 'buyer/emails').length).toBeGreaterThan(1);
  });

  it('stops asking for tickets once one is refused', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = buyerRoutes([FIRST], () =>
      failure(403, 'FORBIDDEN', 'This access link cannot listen here.'),
    );
    renderRoute(PAGE);
    await screen.findByRole('button', { name: 'Welcome' });
    await waitFor(() => expect(api.sent('POST', 'realtime/buyer-auth')).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.sent('POST', 'realtime/buyer-auth')).toHaveLength(1);
    expect(FakeEventSource.opened).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Welcome' })).toBeInTheDocument();
  });

  it('shows the Access Error card when the token expires while the page is open', async () => {
    let expired = false;
    mockRoutes({
      'GET buyer/emails': () =>
        expired
          ? failure(401, 'BUYER_ACCESS_INVALID', 'This access link is invalid or has expired.')
          : buyerEmails([buyerAccount({ emails: [FIRST] })]),
      'POST realtime/buyer-auth': () => {
        expired = true;
        return failure(401, 'BUYER_ACCESS_INVALID', 'This access link is invalid or has expired.');
      },
    });
    const { user } = renderRoute(PAGE);

    const card = await screen.findByRole('heading', { name: 'Access Error' });
    expect(within(card.parentElement!).getByText(/invalid or has expired/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Welcome' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Request New Access' }));
    expect(screen.getByRole('button', { name: 'Request Access' })).toBeInTheDocument();
  });
});
