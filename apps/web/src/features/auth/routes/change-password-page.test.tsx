import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { authStore } from '@/lib/auth-store';
import { callsTo, failure, mockApi, success } from '@/test/fetch-mock';
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

/** The signed-in layout also asks for the nav's unread badge; this page's call is the other. */
const routes = (changePassword: () => Response) => ({
  'email/unread-count': { unread: 0 },
  'roller/change-password': changePassword,
});

describe('/change-password', () => {
  it('says "New passwords do not match" and sends nothing when they differ', async () => {
    authStore.setToken('t1');
    const fetchMock = mockApi(routes(() => success({ message: 'Password changed' })));
    const { user } = renderRoute('/change-password');
    await fill(user, 'old-password', 'new-password-1', 'new-password-2');
    expect(await screen.findByText('New passwords do not match')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'roller/change-password')).toHaveLength(0);
  });

  it('changes the password, confirms with a toast and clears the form', async () => {
    authStore.setToken('t1');
    let body: unknown = null;
    const fetchMock = mockApi({
      ...routes(() => success({})),
      'roller/change-password': (_url: URL, init?: RequestInit) => {
        body = JSON.parse(String(init?.body));
        return success({ message: 'Password changed' });
      },
    });
    const { user } = renderRoute('/change-password');
    await fill(user, 'old-password', 'new-password-1', 'new-password-1');

    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'roller/change-password')).toHaveLength(1);
    expect(body).toEqual({
      current_password: 'old-password',
      new_password: 'new-password-1',
    });
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
  });

  it('shows "Failed to change password" with the server message', async () => {
    authStore.setToken('t1');
    mockApi(routes(() => failure(400, 'CURRENT_PASSWORD_WRONG', 'Current password is incorrect')));
    const { user } = renderRoute('/change-password');
    await fill(user, 'wrong-password', 'new-password-1', 'new-password-1');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to change password');
    expect(alert).toHaveTextContent('Current password is incorrect');
  });
});
