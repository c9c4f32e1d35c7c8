import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';

beforeAll(() => import('./test-unsubscribe-page'));

describe('/test-unsubscribe', () => {
  it('requires a token before opening an unsubscribe page', async () => {
    const fetchMock = mockApi({});
    const { user, router } = renderRoute('/test-unsubscribe');

    await user.click(await screen.findByRole('button', { name: 'Unsubscribe From All' }));
    expect(await screen.findByText('Please enter an unsubscribe token')).toBeVisible();
    expect(router.state.location.pathname).toBe('/test-unsubscribe');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['Unsubscribe From All', '/unsubscribe'],
    ['Unsubscribe One Subscription', '/unsubscribe-single'],
  ])('%s opens %s with the typed token', async (button, path) => {
    mockApi({});
    const { user, router } = renderRoute('/test-unsubscribe');

    await user.type(await screen.findByLabelText('Token'), ' abc_123 ');
    await user.click(screen.getByRole('button', { name: button }));
    expect(router.state.location.pathname).toBe(path);
    expect(router.state.location.search).toBe('?token=abc_123');
  });

  it('fills in the token a link carries, ready to open either page', async () => {
    mockApi({});
    const { user, router } = renderRoute('/test-unsubscribe?token=abc');

    expect(await screen.findByLabelText('Token')).toHaveValue('abc');
    await user.click(screen.getByRole('button', { name: 'Unsubscribe From All' }));
    expect(router.state.location.pathname).toBe('/unsubscribe');
    expect(router.state.location.search).toBe('?token=abc');
  });
});
