import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { NotificationDelivery } from '@shop/contract';
import { openSettings, sellerSettings } from '../test/settings-api';

beforeAll(() => import('../routes/settings-page'));

const SECRET = 'whsec_0123456789abcdef';
const webhook = () => screen.findByRole('region', { name: 'Signed webhook' });

function delivery(overrides: Partial<NotificationDelivery> = {}): NotificationDelivery {
  return {
    id: 9,
    channel: 'webhook',
    event: 'order.paid',
    state: 'delivered',
    attempts: 1,
    response_status: 200,
    last_error: null,
    created_at: '2026-11-20T10:00:00.000Z',
    delivered_at: '2026-11-20T10:00:01.000Z',
    next_attempt_at: null,
    ...overrides,
  };
}

describe('signed webhook on /settings', () => {
  it('shows a new secret once, with Copy, and never again after closing', async () => {
    const { user, api } = openSettings({
      'POST roller/settings/webhook-secret': () => ({ secret: SECRET }),
    });
    await user.click(within(await webhook()).getByRole('button', { name: 'Create secret' }));

    const dialog = await screen.findByRole('dialog', { name: 'Your signing secret' });
    expect(dialog).toHaveAccessibleDescription(
      'Copy it into your receiver now: it will not be shown again.',
    );
    expect(within(dialog).getByText(SECRET)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(SECRET)).toBeNull();
    expect(within(await webhook()).getByRole('button', { name: 'Rotate secret' })).toBeVisible();
    expect(api.sent('POST', 'roller/settings/webhook-secret')).toHaveLength(1);
  });

  it('rotates a secret only after confirming', async () => {
    const { user, api } = openSettings(
      { 'POST roller/settings/webhook-secret': () => ({ secret: SECRET }) },
      sellerSettings({ webhook_secret_set: true }),
    );
    await user.click(within(await webhook()).getByRole('button', { name: 'Rotate secret' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Rotate the signing secret?' });
    expect(api.sent('POST', 'roller/settings/webhook-secret')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Rotate secret' }));

    expect(
      within(await screen.findByRole('dialog', { name: 'Your signing secret' })).getByText(SECRET),
    ).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('lists recent deliveries with their state, status and error', async () => {
    const { user } = openSettings({
      'GET roller/notification-deliveries': () => ({
        deliveries: [
          delivery({
            id: 11,
            channel: 'discord',
            event: 'order.created',
            state: 'retrying',
            attempts: 2,
            response_status: 502,
            last_error: 'Bad gateway from receiver',
            delivered_at: null,
            next_attempt_at: '2026-11-20T10:05:00.000Z',
          }),
          delivery(),
        ],
      }),
    });
    const list = await within(await webhook()).findByRole('list', { name: 'Recent deliveries' });
    const [retrying, delivered] = within(list).getAllByRole('listitem');
    expect(within(retrying!).getByText('order.created')).toBeVisible();
    expect(within(retrying!).getByText('Discord')).toBeVisible();
    expect(within(retrying!).getByText('retrying')).toHaveClass('bg-pending-bg');
    expect(within(retrying!).getByText('HTTP 502')).toBeVisible();
    expect(within(retrying!).getByText('2 attempts')).toBeVisible();
    await user.click(within(retrying!).getByText('Error'));
    expect(within(retrying!).getByText('Bad gateway from receiver')).toBeVisible();
    expect(within(delivered!).getByText('delivered')).toHaveClass('bg-delivered-bg');
  });
});
