import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { FakeEventSource, realtimeRoutes, stubEventSource } from '@/test/fake-event-source';
import { renderRoute } from '@/test/render-route';
import { emailSummary, mockInbox } from '../test/inbox-api';

beforeAll(() => import('../routes/email-page'));
beforeEach(stubEventSource);

const FIRST = emailSummary({ id: 1, subject: 'Welcome', code: null });
const ARRIVED = emailSummary({ id: 2, subject: 'Your verification code' });
const event = { id: 2, to: ARRIVED.to, subject: ARRIVED.subject, created_at: ARRIVED.created_at };

const badge = (count: number) =>
  within(screen.getByRole('navigation', { name: 'Main' })).findByLabelText(`${count} unread`);
/** The subjects listed, top first (each row's link is named "[Unread: ]{subject}, from ..."). */
const subjects = async () =>
  within(await screen.findByRole('list', { name: 'Emails' }))
    .getAllByRole('link')
    .map((link) => /^(?:Unread: )?(.*), from /.exec(link.getAttribute('aria-label') ?? '')?.[1]);

async function openInbox() {
  const api = mockInbox([FIRST], {
    routes: { ...realtimeRoutes, 'POST roller/logout': () => null },
  });
  const view = renderRoute('/email');
  await badge(1);
  await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
  return { ...api, ...view };
}

describe('the inbox, live', () => {
  it('listens on the seller’s own channel with a ticket for it', async () => {
    const { sent } = await openInbox();
    expect(sent('POST', 'realtime/auth').map((r) => r.body)).toEqual([{ channel: 'private-demo' }]);
    expect(FakeEventSource.last.url).toBe('/api/realtime?ticket=ticket-1');
  });

  it('shows a new mail and counts it in the badge on new-email, without a reload', async () => {
    const { deliver } = await openInbox();
    expect(await subjects()).toEqual(['Welcome']);
    deliver(ARRIVED);
    FakeEventSource.last.emit('new-email', event);
    await waitFor(async () =>
      expect(await subjects()).toEqual(['Your verification code', 'Welcome']),
    );
    expect(await badge(2)).toHaveTextContent('2');
  });

  it('refetches after the stream broke and opened again, since mail may have come meanwhile', async () => {
    const { deliver } = await openInbox();
    FakeEventSource.last.emit('ready');
    FakeEventSource.last.fail();
    deliver(ARRIVED);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2), { timeout: 3000 });
    expect(await subjects()).toEqual(['Welcome']);
    FakeEventSource.last.emit('ready');
    expect(await badge(2)).toHaveTextContent('2');
  });

  it('closes the stream on sign-out', async () => {
    const { user } = await openInbox();
    expect(FakeEventSource.last.closed).toBe(false);
    await user.click(screen.getAllByRole('button', { name: /Logout/ })[0]!);
    await waitFor(() => expect(FakeEventSource.last.closed).toBe(true));
  });
});
