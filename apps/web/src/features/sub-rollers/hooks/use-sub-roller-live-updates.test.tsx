import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { emailSummary } from '@/components/mailbox/test/mail-fixtures';
import { spyOnDownloads } from '@/components/mailbox/test/download-spy';
import { MAX_DELAY_MS } from '@/lib/realtime/connection';
import { FakeEventSource, realtimeRoutes, stubEventSource } from '@/test/fake-event-source';
import { stubAudio } from '@/test/fake-audio';
import { failure, mockRoutes } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import { accessRoutes, setDesktop } from '../test/sub-roller-api';

beforeAll(() => import('../routes/email-viewer-page'));
beforeEach(stubEventSource);
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the email viewer, live', () => {
  it('asks a ticket for private-{roller}-{sub} with the token, refetches and chimes on new-email', async () => {
    setDesktop(true);
    const played = stubAudio();
    const mails = [emailSummary({ id: 1, subject: 'First' })];
    const { sent } = mockRoutes({ ...realtimeRoutes, ...accessRoutes('tok-good', mails) });
    renderRoute('/email-viewer?token=tok-good');
    await screen.findByRole('link', { name: /First/ });
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const [auth] = sent('POST', 'realtime/auth');
    expect(auth?.body).toEqual({ channel: 'private-demo-sub1' });
    expect(auth?.headers.get('X-Sub-Roller-Token')).toBe('tok-good');
    expect(auth?.headers.get('Authorization')).toBeNull();

    mails.unshift(emailSummary({ id: 2, subject: 'Second' }));
    FakeEventSource.last.emit('new-email', {
      id: 2,
      to: mails[0]!.to,
      subject: 'Second',
      created_at: mails[0]!.created_at,
    });
    expect(await screen.findByRole('link', { name: /Second/ })).toBeVisible();
    expect(played).toEqual([{ src: '/sounds/new-email.wav', volume: 0.5 }]);
  });

  it('on revoked shows Invalid Access at once and drops the token’s mail from the cache', async () => {
    // Fake clock (still running on its own): the stream's reconnection waits are timers, and
    // the test runs them out instead of waiting for them.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setDesktop(true);
    const mails = [emailSummary({ id: 1, subject: 'First' })];
    const { requests, sent } = mockRoutes({
      ...realtimeRoutes,
      ...accessRoutes('tok-good', mails),
    });
    const { queryClient } = renderRoute('/email-viewer/1?token=tok-good');
    const mail = await screen.findByRole('article', { name: 'First' });
    expect(within(mail).getByRole('button', { name: 'Copy code 482913' })).toBeVisible();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));

    // While the token is good, a new mail refetches the list, and a broken stream asks a new
    // ticket once its wait is over: what the dead token must no longer cause below.
    const listAsked = sent('GET', 'email/sub-roller/access').length;
    FakeEventSource.last.emit('new-email', { id: 2, subject: 'Second' });
    await waitFor(() => expect(sent('GET', 'email/sub-roller/access').length).toBe(listAsked + 1));
    FakeEventSource.last.fail();
    await vi.advanceTimersByTimeAsync(MAX_DELAY_MS);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    expect(sent('POST', 'realtime/auth')).toHaveLength(2);
    const asked = requests.length;

    const revokedStream = FakeEventSource.last;
    revokedStream.emit('revoked', {});
    expect(await screen.findByRole('heading', { name: 'Invalid Access', level: 1 })).toBeVisible();
    expect(
      screen.getByText('The provided token is invalid or has expired. Please request a new link.'),
    ).toBeVisible();
    expect(screen.queryByText('482913')).toBeNull();
    expect(
      queryClient.getQueryCache().findAll({ queryKey: ['sub-roller-access', 'tok-good'] }),
    ).toEqual([]);
    expect(revokedStream.closed).toBe(true);
    // Nothing is asked again with the dead token: a late mail frame refetches nothing, and the
    // stream breaking opens nothing, however long every reconnection wait runs.
    revokedStream.emit('new-email', { id: 3, subject: 'Third' });
    revokedStream.fail();
    await vi.advanceTimersByTimeAsync(MAX_DELAY_MS * 2);
    expect(requests.slice(asked)).toEqual([]);
    expect(FakeEventSource.opened).toHaveLength(2);
  });

  it('shows Invalid Access when the next ticket is refused for the token (revoked while offline)', async () => {
    setDesktop(true);
    const mails = [emailSummary({ id: 1, subject: 'First' })];
    const { sent } = mockRoutes({
      ...accessRoutes('tok-good', mails),
      'POST realtime/auth': () =>
        failure(401, 'SUB_ROLLER_TOKEN_INVALID', 'Invalid sub-roller token'),
    });
    renderRoute('/email-viewer?token=tok-good');
    expect(await screen.findByRole('heading', { name: 'Invalid Access', level: 1 })).toBeVisible();
    expect(screen.queryByRole('link', { name: /First/ })).toBeNull();
    expect(sent('POST', 'realtime/auth')).toHaveLength(1);
  });

  it('downloads an attachment through the sub-roller path with the token header', async () => {
    setDesktop(true);
    const saved = spyOnDownloads();
    const mails = [emailSummary({ id: 4, subject: 'With file' })];
    const { sent } = mockRoutes({
      ...realtimeRoutes,
      ...accessRoutes('tok-good', mails, {
        details: {
          4: {
            attachments: [
              {
                filename: 'key.txt',
                content_type: 'text/plain',
                size: 4,
                content_id: null,
                inline: false,
              },
            ],
          },
        },
        files: {
          '4/0': () =>
            new Response('KEY1', {
              headers: { 'Content-Disposition': 'attachment; filename="key.txt"' },
            }),
        },
      }),
    });
    const { user } = renderRoute('/email-viewer/4?token=tok-good');
    const mail = await screen.findByRole('article', { name: 'With file' });
    await user.click(within(mail).getByRole('button', { name: /^Download key\.txt/ }));
    await waitFor(() => expect(saved.map((s) => s.filename)).toEqual(['key.txt']));
    const [request] = sent('GET', 'email/sub-roller/access/4/attachments/0');
    expect(request?.headers.get('X-Sub-Roller-Token')).toBe('tok-good');
    expect(request?.headers.get('Authorization')).toBeNull();
  });
});
