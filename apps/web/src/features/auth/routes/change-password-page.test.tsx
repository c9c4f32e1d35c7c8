import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { authStore } from '@/lib/auth-store';
import { failure, mockRoutes } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';

async function fill(
  user: ReturnType<typeof renderRoute>['user'],
  current: string,
  next: string,
  confirm: string,
) {
  await user.type(await screen.findByLabelText('Current Password'), current);
  await user.type(screen.getByLabelText('New Password'), next);
  await user.type(screen.getByLabelText('Confirm New Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
}

// Keyed by path: a signed-in page also polls the nav's badges (pending orders, unread mail).
const PENDING_COUNT = {
  'GET roller/transactions/pending-count': () => ({ pending: 0 }),
  'GET email/unread-count': () => ({ unread: 0 }),
};

describe('/change-password', () => {
  it('says "New passwords do not match" and sends nothing when they differ', async () => {
    authStore.setToken('t1');
    const api = mockRoutes(PENDING_COUNT);
    const { user } = renderRoute('/change-password');
    await fill(user, 'old-password', 'new-password-1', 'new-password-2');
    expect(await screen.findByText('New passwords do not match')).toBeInTheDocument();
    expect(api.sent('POST', 'roller/change-password')).toHaveLength(0);
  });

  it('changes the password, confirms with a toast and clears the form', async () => {
    authStore.setToken('t1');
    const api = mockRoutes({
      ...PENDING_COUNT,
      'POST roller/change-password': () => ({ message: 'Password changed' }),
    });
    const { user } = renderRoute('/change-password');
    await fill(user, 'old-password', 'new-password-1', 'new-password-1');

    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(api.sent('POST', 'roller/change-password')[0]!.body).toEqual({
      current_password: 'old-password',
      new_password: 'new-password-1',
    });
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
  });

  it('on a wrong current password: the toast, and the reason under that field only', async () => {
    authStore.setToken('t1');
    mockRoutes({
      ...PENDING_COUNT,
      'POST roller/change-password': () =>
        failure(400, 'CURRENT_PASSWORD_WRONG', 'Current password is incorrect', 'current_password'),
    });
    const { user } = renderRoute('/change-password');
    await fill(user, 'wrong-password', 'new-password-1', 'new-password-1');

    expect(await toastSaying('Failed to change password')).toBeInTheDocument();
    const current = screen.getByLabelText('Current Password');
    expect(current).toHaveAccessibleDescription('Current password is incorrect');
    expect(current).toHaveFocus();
    expect(formAlerts()).toEqual(['Current password is incorrect']);
  });

  it('shows one current error at a time: a later mistake replaces the earlier failure', async () => {
    authStore.setToken('t1');
    const api = mockRoutes({
      ...PENDING_COUNT,
      'POST roller/change-password': () =>
        failure(429, 'RATE_LIMITED', 'Too many attempts. Try again in 60 seconds.'),
    });
    const { user } = renderRoute('/change-password');
    await fill(user, 'old-password', 'new-password-1', 'new-password-1');
    expect(await toastSaying('Failed to change password')).toBeInTheDocument();
    expect(formAlerts()).toEqual(['Too many attempts. Try again in 60 seconds.']);

    await user.type(screen.getByLabelText('Confirm New Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(formAlerts()).toEqual(['New passwords do not match']));
    expect(api.sent('POST', 'roller/change-password')).toHaveLength(1);
  });
});

/** The error texts shown in the form (the toasts live outside it). */
function formAlerts() {
  const form = screen.getByRole('button', { name: 'Change Password' }).closest('form')!;
  return within(form)
    .queryAllByRole('alert')
    .map((alert) => alert.textContent);
}

async function toastSaying(text: string) {
  const shown = await screen.findByText(text);
  return shown.closest('[data-sonner-toast]');
}
