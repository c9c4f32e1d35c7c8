import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BuyerEmail } from '@shop/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { FakeEventSource, stubEventSource } from '@/test/fake-event-source';
import { mockApi, mockRoutes } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import { buyerAccount, buyerEmail, buyerEmails, TOKEN } from '../test/buyer-api';

beforeAll(() => import('./buyer-emails-page'));
beforeEach(stubEventSource);

const DAY_MS = 24 * 3600_000;
const shown = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
const RESET = buyerEmail({
  id: 7,
  subject: '[HoYoverse] Verification Code',
  from: 'noreply@hoyoverse.com',
  email_created_at: '2026-11-27T10:04:00.000Z',
  security_alert: 'password_reset',
});

describe('/buyer-emails security alerts', () => {
  it('shows a flagged mail as a banner with the way to a dispute while the warranty runs', async () => {
    const until = new Date(Date.now() + 3 * DAY_MS).toISOString();
    mockApi({
      'buyer/emails': buyerEmails([
        buyerAccount({
          game_name: 'Guarded',
          transaction_id: 41,
          warranty_until: until,
          emails: [RESET, buyerEmail({ id: 8, subject: 'News' })],
        }),
      ]),
    });
    renderRoute(`/buyer-emails?token=${TOKEN}`);
    const card = await screen.findByRole('article', { name: 'Guarded' });
    const banner = within(card).getByRole('alert');
    expect(banner).toHaveTextContent(
      `Security alert: a password reset was requested on ${shown(RESET.email_created_at)} — if this was not you, open a dispute`,
    );
    // One way to the dispute: the banner's (the warranty line's own gives way to it), with the
    // flagged mail to be ticked as evidence.
    expect(within(card).getByRole('link', { name: 'Open a dispute' })).toHaveAttribute(
      'href',
      `/buyer-disputes?token=${TOKEN}&transaction=41&mail=7`,
    );
    // The flagged mail is marked in the list; the ordinary one is not.
    expect(within(card).getAllByText('Security alert')).toHaveLength(1);
  });

  it('says an alert whose sender could not be checked is not verified, and names the sender plainly', async () => {
    mockApi({
      'buyer/emails': buyerEmails([
        buyerAccount({
          game_name: 'Unchecked',
          warranty_until: new Date(Date.now() + DAY_MS).toISOString(),
          emails: [
            { ...RESET, from: '"HoYoverse" <noreply@hoyoverse.com>', sender_verified: null },
          ],
        }),
      ]),
    });
    renderRoute(`/buyer-emails?token=${TOKEN}`);
    const card = await screen.findByRole('article', { name: 'Unchecked' });
    const banner = within(card).getByRole('alert');
    expect(banner).toHaveTextContent(
      `Security alert: a password reset was requested on ${shown(RESET.email_created_at)} (sender not verified) — if this was not you, open a dispute`,
    );
    expect(banner).toHaveTextContent(
      '“[HoYoverse] Verification Code” from HoYoverse <noreply@hoyoverse.com> is kept as evidence.',
    );
  });

  it('marks a mail whose sender did not prove itself in the list, with no banner', async () => {
    mockApi({
      'buyer/emails': buyerEmails([
        buyerAccount({
          game_name: 'Forged',
          warranty_until: new Date(Date.now() + DAY_MS).toISOString(),
          emails: [
            buyerEmail({ id: 9, subject: 'Your password was changed', sender_verified: false }),
            buyerEmail({ id: 10, subject: 'News' }),
          ],
        }),
      ]),
    });
    renderRoute(`/buyer-emails?token=${TOKEN}`);
    const card = await screen.findByRole('article', { name: 'Forged' });
    expect(within(card).queryByRole('alert')).toBeNull();
    expect(within(card).getAllByText('Unverified sender')).toHaveLength(1);
  });

  it('says the warranty ended instead of offering a dispute once it has', async () => {
    mockApi({
      'buyer/emails': buyerEmails([
        buyerAccount({
          game_name: 'Past',
          warranty_until: new Date(Date.now() - DAY_MS).toISOString(),
          emails: [RESET],
        }),
      ]),
    });
    renderRoute(`/buyer-emails?token=${TOKEN}`);
    const card = await screen.findByRole('article', { name: 'Past' });
    expect(within(card).getByRole('alert')).toHaveTextContent(
      'The warranty of this account has ended.',
    );
    expect(within(card).queryByRole('link', { name: 'Open a dispute' })).toBeNull();
  });

  it('refetches on the live security-alert event, so the banner appears without a reload', async () => {
    const until = new Date(Date.now() + DAY_MS).toISOString();
    const mails: BuyerEmail[] = [{ ...RESET, security_alert: null }];
    mockRoutes({
      'GET buyer/emails': () =>
        buyerEmails([buyerAccount({ game_name: 'Live', warranty_until: until, emails: mails })]),
      'POST realtime/buyer-auth': () => ({ ticket: 'ticket-1' }),
    });
    renderRoute(`/buyer-emails?token=${TOKEN}`);
    const card = await screen.findByRole('article', { name: 'Live' });
    expect(within(card).queryByRole('alert')).toBeNull();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    mails[0] = RESET;
    FakeEventSource.last.emit('security-alert', { email_id: 7, kind: 'password_reset' });
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Security alert: a password reset was requested',
    );
  });
});
