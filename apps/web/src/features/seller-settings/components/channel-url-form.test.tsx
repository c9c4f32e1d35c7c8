import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { failure } from '@/test/fetch-mock';
import { applyUpdate, openSettings, sellerSettings } from '../test/settings-api';

beforeAll(() => import('../routes/settings-page'));

const DISCORD_URL = 'https://discord.com/api/webhooks/1/abc';
const discord = () => screen.findByRole('region', { name: 'Discord' });

describe('Discord on /settings', () => {
  it('puts the reason a URL is refused under the Discord field', async () => {
    const message = 'discord_webhook_url must point to a public internet address';
    const { user, api } = openSettings({
      'PUT roller/settings': () =>
        failure(400, 'VALIDATION_FAILED', message, 'discord_webhook_url'),
    });
    const section = await discord();
    const input = within(section).getByLabelText('Discord webhook URL');
    await user.type(input, 'http://10.0.0.5/hook');
    await user.click(within(section).getByRole('button', { name: 'Save' }));

    expect(await within(section).findByText(message)).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    expect(api.sent('PUT', 'roller/settings')[0]!.body).toEqual({
      discord_webhook_url: 'http://10.0.0.5/hook',
    });
    // A field's refusal is said once, under the field: no toast.
    expect(screen.getAllByText(message)).toHaveLength(1);
  });

  it('sends a test to the typed address before it is saved, and shows the answer', async () => {
    const { user, api } = openSettings({
      'POST roller/settings/discord/test': () => ({
        ok: false,
        status: 404,
        message: 'The receiver answered HTTP 404.',
      }),
    });
    const section = await discord();
    const test = within(section).getByRole('button', { name: 'Send test message' });
    expect(test).toBeDisabled();
    await user.type(within(section).getByLabelText('Discord webhook URL'), DISCORD_URL);
    await user.click(test);

    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'The receiver answered HTTP 404.',
    );
    expect(api.sent('POST', 'roller/settings/discord/test')[0]!.body).toEqual({ url: DISCORD_URL });
  });

  it('tests the saved address as saved, and removes it', async () => {
    const { user, api } = openSettings(
      {
        'POST roller/settings/discord/test': () => ({
          ok: true,
          status: 204,
          message: 'Test message delivered (HTTP 204).',
        }),
        'PUT roller/settings': applyUpdate(sellerSettings({ discord_webhook_url: DISCORD_URL })),
      },
      sellerSettings({ discord_webhook_url: DISCORD_URL }),
    );
    const section = await discord();
    expect(within(section).getByLabelText('Discord webhook URL')).toHaveValue(DISCORD_URL);
    await user.click(within(section).getByRole('button', { name: 'Send test message' }));
    expect(await within(section).findByText('Test message delivered (HTTP 204).')).toBeVisible();
    expect(api.sent('POST', 'roller/settings/discord/test')[0]!.body).toEqual({});

    await user.click(within(section).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(within(section).getByLabelText('Discord webhook URL')).toHaveValue(''),
    );
    expect(api.sent('PUT', 'roller/settings')[0]!.body).toEqual({ discord_webhook_url: null });
    expect(within(section).queryByRole('button', { name: 'Remove' })).toBeNull();
  });

  it('checks the address looks like one before saving', async () => {
    const { user, api } = openSettings();
    const section = await discord();
    await user.type(within(section).getByLabelText('Discord webhook URL'), 'discord.com/x');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(
      await within(section).findByText('Enter an address that starts with https://'),
    ).toBeVisible();
    expect(api.sent('PUT', 'roller/settings')).toHaveLength(0);
  });
});
