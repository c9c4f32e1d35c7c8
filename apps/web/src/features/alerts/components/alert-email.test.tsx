import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { renderRoute } from '@/test/render-route';
import { alertPanel, mockEmptyListing } from '../test/alerts-api';

// The lazily loaded flow (the listing comes with the app's shell); load it once so the first
// test is not the import's.
beforeAll(() => import('./alert-subscription'));

describe('the alert flow: the e-mail alerts go to', () => {
  it('refuses an address that is not name@host, then saves a valid one', async () => {
    mockEmptyListing();
    const { user } = renderRoute('/games/1');
    const panel = await alertPanel();
    expect(
      within(panel).getByText(
        'No registration required. Your email is only used for account notifications and can be unsubscribed anytime.',
      ),
    ).toBeInTheDocument();

    const input = within(panel).getByLabelText('Email address');
    await user.type(input, 'buyer @example.com');
    await user.click(within(panel).getByRole('button', { name: 'Enable Notifications' }));
    expect(await within(panel).findByText('Please enter a valid email address')).toBeVisible();
    expect(localStorage.getItem(STORAGE_KEYS.notificationEmail)).toBeNull();

    await user.clear(input);
    await user.type(input, 'buyer@example.com{Enter}');
    expect(await screen.findByText('Email saved! Now you can create subscriptions.')).toBeVisible();
    expect(localStorage.getItem(STORAGE_KEYS.notificationEmail)).toBe('buyer@example.com');
    expect(within(panel).getByText('buyer@example.com')).toBeInTheDocument();
    expect(within(panel).queryByLabelText('Email address')).not.toBeInTheDocument();
    // On to the next step without hunting for it.
    await waitFor(() =>
      expect(
        within(panel).getByRole('button', { name: 'Create Subscription for This Search' }),
      ).toHaveFocus(),
    );
  });

  it('changes the saved e-mail with the pencil; Save waits for a valid address', async () => {
    localStorage.setItem(STORAGE_KEYS.notificationEmail, 'old@example.com');
    mockEmptyListing();
    const { user } = renderRoute('/games/1');
    const panel = await alertPanel();

    await user.click(within(panel).getByRole('button', { name: 'Change email' }));
    const input = within(panel).getByLabelText('New email address');
    expect(input).toHaveFocus();
    expect(input).toHaveValue('old@example.com');
    const save = within(panel).getByRole('button', { name: 'Save' });

    await user.clear(input);
    expect(save).toBeDisabled();
    await user.type(input, 'not an address');
    expect(save).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'new@example.com');
    await user.click(save);

    expect(await screen.findByText('Email address updated successfully!')).toBeVisible();
    expect(localStorage.getItem(STORAGE_KEYS.notificationEmail)).toBe('new@example.com');
    expect(within(panel).getByText('new@example.com')).toBeInTheDocument();
  });

  it('closes the editor without a toast when the address did not change', async () => {
    localStorage.setItem(STORAGE_KEYS.notificationEmail, 'same@example.com');
    mockEmptyListing();
    const { user } = renderRoute('/games/1');
    const panel = await alertPanel();

    await user.click(within(panel).getByRole('button', { name: 'Change email' }));
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(within(panel).queryByLabelText('New email address')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(panel).getByRole('button', { name: 'Change email' })).toHaveFocus(),
    );
    expect(screen.queryByText('Email address updated successfully!')).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Change email' }));
    await user.click(within(panel).getByRole('button', { name: 'Cancel' }));
    expect(localStorage.getItem(STORAGE_KEYS.notificationEmail)).toBe('same@example.com');
  });
});
