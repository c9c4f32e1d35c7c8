import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { SubRoller } from '@shop/contract';
import { emailSummary } from '@/components/mailbox/test/mail-fixtures';
import { authStore } from '@/lib/auth-store';
import { failure, mockRoutes, type RouteHandler } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import { accessRoutes, setDesktop, subRoller } from '../test/sub-roller-api';

beforeAll(() => import('./sub-roller-page'));
afterEach(() => vi.restoreAllMocks());

function mockSubRollers(list: SubRoller[], routes: Record<string, RouteHandler> = {}) {
  authStore.setToken('t1');
  return mockRoutes({
    'GET email/sub-roller/list': () => list,
    'GET email/unread-count': () => ({ unread: 0 }),
    ...routes,
  });
}

describe('sub-roller screen', () => {
  it('says so when there are no sub-rollers, after its loading text', async () => {
    mockSubRollers([]);
    renderRoute('/sub-roller-email');
    expect(await screen.findByText('Loading sub-rollers...')).toBeVisible();
    expect(await screen.findByText('No active sub-rollers found')).toBeVisible();
  });

  it('shows the failure when the list cannot load', async () => {
    mockSubRollers([], {
      'GET email/sub-roller/list': () => failure(500, 'INTERNAL', 'Database unavailable'),
    });
    renderRoute('/sub-roller-email');
    expect(await screen.findByText('Database unavailable')).toBeVisible();
  });

  it('generates a token for the code in lower case and tells where mail arrives', async () => {
    const created = subRoller({ sub_code: 'sub1' });
    const list: SubRoller[] = [];
    const { sent } = mockSubRollers(list, {
      'GET email/sub-roller/list': () => list,
      'POST email/sub-roller/token': () => {
        list.push(created);
        return created;
      },
    });
    const { user } = renderRoute('/sub-roller-email');
    const input = await screen.findByPlaceholderText('sub1');
    await user.type(input, 'SuB1');
    await user.click(screen.getByRole('button', { name: 'Generate Token' }));
    expect(
      await screen.findByText(
        'Token generated successfully. You can now receive emails at demo.sub1.*@shop.localhost',
      ),
    ).toBeVisible();
    expect(sent('POST', 'email/sub-roller/token')[0]?.body).toEqual({ sub_code: 'sub1' });
    expect(await screen.findByRole('button', { name: 'Remove sub1' })).toBeVisible();
  });

  it('shows the server reason, or its own words, when generating fails', async () => {
    let calls = 0;
    mockSubRollers([], {
      'POST email/sub-roller/token': () =>
        ++calls === 1
          ? failure(409, 'CONFLICT', 'Sub-roller code already exists')
          : new Response('', { status: 502 }),
    });
    const { user } = renderRoute('/sub-roller-email');
    await user.type(await screen.findByPlaceholderText('sub1'), 'sub1');
    await user.click(screen.getByRole('button', { name: 'Generate Token' }));
    expect(await screen.findByText('Sub-roller code already exists')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Generate Token' }));
    expect(await screen.findByText('Failed to generate token')).toBeVisible();
  });

  it('copies the viewer link and says so', async () => {
    mockSubRollers([subRoller()]);
    const { user } = renderRoute('/sub-roller-email');
    await user.click(await screen.findByRole('button', { name: 'Copy Link of sub1' }));
    expect(await navigator.clipboard.readText()).toBe(
      'http://localhost:3000/email-viewer?token=tok-sub1',
    );
    expect(await screen.findByText('Link copied to clipboard!')).toBeVisible();
  });

  it('removes a sub-roller after SPEC confirm, clearing the selection and the saved token', async () => {
    setDesktop(true);
    const list = [subRoller()];
    const { sent } = mockSubRollers(list, {
      'GET email/sub-roller/list': () => list,
      ...accessRoutes('tok-sub1', [emailSummary({ id: 3, subject: 'Hello sub' })]),
      'DELETE email/sub-roller': () => {
        list.pop();
        return { message: 'Sub-roller removed successfully' };
      },
    });
    const { user } = renderRoute('/sub-roller-email');
    await user.click(await screen.findByRole('button', { name: /^sub1/ }));
    expect(window.localStorage.getItem('sub_roller_token')).toBe('tok-sub1');
    expect(await screen.findByRole('link', { name: /Hello sub/ })).toBeVisible();
    expect(screen.getByText('Select an email to view its content')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Remove sub1' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    expect(
      within(dialog).getByText(
        "This will remove the sub-roller and its token. You won't be able to access its emails anymore.",
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, remove it!' }));
    expect(await screen.findByText('Sub-roller removed successfully')).toBeVisible();
    expect(sent('DELETE', 'email/sub-roller')[0]?.body).toEqual({ sub_code: 'sub1' });
    await waitFor(() => expect(screen.queryByRole('link', { name: /Hello sub/ })).toBeNull());
    expect(window.localStorage.getItem('sub_roller_token')).toBeNull();
    expect(await screen.findByText('No active sub-rollers found')).toBeVisible();
  });

  it('keeps the selection across a reload and says No emails found for an empty one', async () => {
    setDesktop(true);
    window.localStorage.setItem('sub_roller_token', 'tok-sub1');
    mockSubRollers([subRoller()], accessRoutes('tok-sub1', []));
    renderRoute('/sub-roller-email');
    expect(await screen.findByText('No emails found')).toBeVisible();
  });
});
