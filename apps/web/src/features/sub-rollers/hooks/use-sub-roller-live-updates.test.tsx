import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { emailSummary } from '@/features/email/test/inbox-api';
import { FakeEventSource, realtimeRoutes, stubEventSource } from '@/test/fake-event-source';
import { stubAudio } from '@/test/fake-audio';
import { mockRoutes } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import { accessRoutes, setDesktop } from '../test/sub-roller-api';

beforeAll(() => import('../routes/email-viewer-page'));
beforeEach(stubEventSource);
afterEach(() => vi.restoreAllMocks());

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
});
