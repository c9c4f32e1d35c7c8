import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { failure, mockRoutes } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';

beforeAll(() => import('./confirm-email-page'));

const PATH = '/settings/confirm-email?token=tok123';

describe('/settings/confirm-email', () => {
  it('confirms once with the token, signed out and under StrictMode, and says so', async () => {
    const { sent } = mockRoutes({
      'POST roller/email/confirm': () => ({
        notification_email: 'new@example.com',
        message: 'Order notifications now go to new@example.com.',
      }),
    });
    renderRoute(PATH, { strict: true });

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Notification e-mail confirmed: new@example.com',
      }),
    ).toBeVisible();
    expect(screen.getByText('Order notifications now go to new@example.com.')).toBeVisible();
    expect(sent('POST', 'roller/email/confirm').map((r) => r.body)).toEqual([{ token: 'tok123' }]);
    expect(screen.getByRole('link', { name: 'Go to Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
  });

  it.each([
    [400, 'BAD_REQUEST', 'This confirmation link has expired. Change the e-mail again.'],
    [404, 'EMAIL_CONFIRMATION_INVALID', 'This confirmation link was already used.'],
  ] as const)('shows the reason a link is refused (%i)', async (status, code, message) => {
    mockRoutes({ 'POST roller/email/confirm': () => failure(status, code, message) });
    renderRoute(PATH);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The e-mail could not be confirmed' }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Go to Settings' })).toBeVisible();
  });

  it('asks for the link again when the token is missing, without calling the server', async () => {
    const { requests } = mockRoutes({});
    renderRoute('/settings/confirm-email');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This confirmation link is incomplete.',
    );
    expect(requests.filter((r) => r.path === 'roller/email/confirm')).toHaveLength(0);
  });
});
