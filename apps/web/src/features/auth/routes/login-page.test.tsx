import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { failure, mockFetch, requestOf, success } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';

const LOGIN_DATA = {
  token: 'tok-1',
  roller: { code: 'r1', name: 'Roller One', email: null, is_owner: false },
};

async function fillAndSubmit(user: ReturnType<typeof renderRoute>['user']) {
  await user.type(await screen.findByLabelText('Code'), 'r1');
  await user.type(screen.getByLabelText('Password'), 'secret-pass');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('/login', () => {
  it('has labelled fields with the right autocomplete', async () => {
    renderRoute('/login');
    expect(await screen.findByLabelText('Code')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
  });

  it('signs in, stores the token and goes home', async () => {
    const fetchMock = mockFetch(success(LOGIN_DATA));
    const { user, router } = renderRoute('/login');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText('Please log in to access this page.')).not.toBeInTheDocument();
    await fillAndSubmit(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('token')).toBe('tok-1');
    const request = requestOf(fetchMock);
    expect(request.url).toBe('/api/roller/login');
    expect(request.body).toEqual({ code: 'r1', password: 'secret-pass' });
    expect(await screen.findByRole('button', { name: /Logout/ })).toBeInTheDocument();
  });

  it('says why when a protected page sent the visitor here, and returns there after', async () => {
    mockFetch(success(LOGIN_DATA));
    const { user, router } = renderRoute('/change-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Please log in to access this page.',
    );
    await fillAndSubmit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/change-password'));
  });

  it('shows "Invalid credentials" under the form on 401, without a toast', async () => {
    mockFetch(failure(401, 'INVALID_CREDENTIALS', 'Wrong code or password'));
    const { user, router } = renderRoute('/login');
    await fillAndSubmit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(screen.queryByText('Wrong code or password')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('tells a disabled seller so, and whom to ask, without signing in', async () => {
    mockFetch(failure(403, 'ROLLER_DISABLED', 'This seller account is disabled'));
    const { user, router } = renderRoute('/login');
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This seller account is disabled. Ask the shop owner to enable it again.',
    );
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the owner the Sellers page in the nav from the sign-in answer alone', async () => {
    const fetchMock = mockFetch(
      success({ ...LOGIN_DATA, roller: { ...LOGIN_DATA.roller, is_owner: true } }),
    );
    const { user } = renderRoute('/login');
    await fillAndSubmit(user);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Sellers' })).toHaveAttribute(
      'href',
      '/sellers',
    );
    // The profile came with the sign-in: it is not asked for again.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/roller');
  });

  it("shows the server's message when rate limited", async () => {
    mockFetch(failure(429, 'RATE_LIMITED', 'Too many attempts, try again in a minute'));
    const { user } = renderRoute('/login');
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts, try again in a minute',
    );
  });

  it('requires both fields before calling the server', async () => {
    const fetchMock = mockFetch();
    const { user } = renderRoute('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Code is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
