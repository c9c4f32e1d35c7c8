import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { failure, type SentRequest } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import { applyUpdate, openSettings, sellerSettings } from '../test/settings-api';

beforeAll(() => import('./settings-page'));

const section = (name: string) => screen.findByRole('region', { name });

describe('/settings', () => {
  it('sends a signed-out visitor to /login, remembering the page', async () => {
    const { router } = renderRoute('/settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/settings' });
  });

  it('shows every section with the saved settings', async () => {
    openSettings({}, sellerSettings({ payment_instructions: 'IBAN XX00 1234' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    expect(document.title).toBe('Settings · Gacha Shop');

    const profile = await section('Profile');
    expect(within(profile).getByLabelText('Display name')).toHaveValue('Mika Store');
    expect(within(profile).getByText('Seller code: mika')).toBeVisible();
    expect(
      within(await section('Notification e-mail')).getByText('mika@example.com'),
    ).toBeVisible();
    const notify = await section('Notify me about');
    expect(within(notify).getByRole('checkbox', { name: 'New order' })).toBeChecked();
    expect(
      within(notify).getByRole('checkbox', { name: 'New mail in the inbox' }),
    ).not.toBeChecked();
    const payment = await section('Payment');
    expect(within(payment).getByLabelText('Payment instructions')).toHaveValue('IBAN XX00 1234');
    expect(payment).toHaveTextContent(
      "Buyers' replies to order mail go to mika@shop.example, your inbox.",
    );
    expect(await section('This device (Web Push)')).toBeVisible();
    expect(within(await section('Discord')).getByLabelText('Discord webhook URL')).toHaveValue('');
    const webhook = await section('Signed webhook');
    expect(within(webhook).getByRole('button', { name: 'Create secret' })).toBeVisible();
    expect(within(webhook).getByText(/sha256=HMAC_SHA256\(secret, timestamp/)).toBeInTheDocument();
  });

  it('says when no notification e-mail is set', async () => {
    openSettings({}, sellerSettings({ notification_email: null }));
    expect(
      within(await section('Notification e-mail')).getByText(
        'Not set: order mail is not sent to you.',
      ),
    ).toBeVisible();
  });

  it('offers a retry when the settings cannot be loaded', async () => {
    let fail = true;
    const { user } = openSettings({
      'GET roller/settings': () =>
        fail ? failure(500, 'INTERNAL', 'Database unavailable') : sellerSettings(),
    });
    expect(await screen.findByText('Your settings could not be loaded')).toBeVisible();
    expect(screen.getByText('Database unavailable')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await section('Profile')).toBeVisible();
  });

  it('saves the display name alone and says it is saved', async () => {
    const { user, api } = openSettings({
      'PUT roller/settings': applyUpdate(),
    });
    const profile = await section('Profile');
    const input = within(profile).getByLabelText('Display name');
    await user.clear(input);
    await user.type(input, '  Mika Shop ');
    await user.click(within(profile).getByRole('button', { name: 'Save' }));

    expect(await within(profile).findByText('Saved')).toBeVisible();
    expect(api.sent('PUT', 'roller/settings').map((r) => r.body)).toEqual([{ name: 'Mika Shop' }]);
    expect(input).toHaveValue('Mika Shop');

    await user.type(input, '!');
    expect(within(profile).queryByText('Saved')).toBeNull();
  });

  it('refuses an empty display name without asking the server', async () => {
    const { user, api } = openSettings();
    const profile = await section('Profile');
    await user.clear(within(profile).getByLabelText('Display name'));
    await user.click(within(profile).getByRole('button', { name: 'Save' }));
    expect(await within(profile).findByText('Display name is required')).toBeVisible();
    expect(api.sent('PUT', 'roller/settings')).toHaveLength(0);
  });

  it('shows a new e-mail as waiting for its link, and sends the link again', async () => {
    const { user, api } = openSettings({
      'PUT roller/email': ({ body }: SentRequest) =>
        sellerSettings({ pending_notification_email: (body as { email: string }).email }),
    });
    const email = await section('Notification e-mail');
    await user.type(within(email).getByLabelText('New notification e-mail'), 'new@example.com');
    await user.click(within(email).getByRole('button', { name: 'Send confirmation link' }));

    expect(
      await within(email).findByText(
        'Confirmation link sent to new@example.com. Your notifications keep going to mika@example.com until it is opened.',
      ),
    ).toBeVisible();
    expect(api.sent('PUT', 'roller/email')[0]!.body).toEqual({ email: 'new@example.com' });

    await user.click(within(email).getByRole('button', { name: 'Send the link again' }));
    await waitFor(() => expect(api.sent('PUT', 'roller/email')).toHaveLength(2));
    expect(api.sent('PUT', 'roller/email')[1]!.body).toEqual({ email: 'new@example.com' });
  });

  it('puts a refused e-mail under its field', async () => {
    const { user } = openSettings({
      'PUT roller/email': () =>
        failure(400, 'VALIDATION_FAILED', 'email must be a valid email', 'email'),
    });
    const email = await section('Notification e-mail');
    await user.type(within(email).getByLabelText('New notification e-mail'), 'x@example.com');
    await user.click(within(email).getByRole('button', { name: 'Send confirmation link' }));
    expect(await within(email).findByText('email must be a valid email')).toBeVisible();
    expect(within(email).getByLabelText('New notification e-mail')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('saves a notify switch as it is flipped', async () => {
    const { user, api } = openSettings({
      'PUT roller/settings': () =>
        sellerSettings({ notify: { ...sellerSettings().notify, order_created: false } }),
    });
    const box = within(await section('Notify me about')).getByRole('checkbox', {
      name: 'New order',
    });
    await user.click(box);
    expect(box).not.toBeChecked();
    await waitFor(() =>
      expect(api.sent('PUT', 'roller/settings').map((r) => r.body)).toEqual([
        { notify: { order_created: false } },
      ]),
    );
    expect(box).not.toBeChecked();
  });

  it('turns a switch back when the server refuses it, with an error toast', async () => {
    const { user } = openSettings({
      'PUT roller/settings': () => failure(500, 'INTERNAL', 'Could not save'),
    });
    const box = within(await section('Notify me about')).getByRole('checkbox', {
      name: 'Invoice lapsed',
    });
    await user.click(box);
    expect(await screen.findByText('Could not save')).toBeVisible();
    expect(box).toBeChecked();
  });

  it('saves the payment instructions', async () => {
    const { user, api } = openSettings({
      'PUT roller/settings': applyUpdate(),
    });
    const payment = await section('Payment');
    await user.type(within(payment).getByLabelText('Payment instructions'), 'Pay by bank');
    await user.click(within(payment).getByRole('button', { name: 'Save' }));
    expect(await within(payment).findByText('Saved')).toBeVisible();
    expect(api.sent('PUT', 'roller/settings')[0]!.body).toEqual({
      payment_instructions: 'Pay by bank',
    });
  });

  it('saves the default warranty in days, refusing more than 30 without asking', async () => {
    const { user, api } = openSettings({
      'PUT roller/settings': applyUpdate(),
    });
    const warranty = await section('Warranty');
    const input = within(warranty).getByLabelText('Default warranty (days)');
    expect(input).toHaveValue(7);
    expect(input).toHaveAccessibleDescription(/0 = no warranty/);
    await user.clear(input);
    await user.type(input, '31');
    await user.click(within(warranty).getByRole('button', { name: 'Save' }));
    expect(
      await within(warranty).findByText('Warranty must be a whole number from 0 to 30 days'),
    ).toBeVisible();
    expect(api.sent('PUT', 'roller/settings')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, '14');
    await user.click(within(warranty).getByRole('button', { name: 'Save' }));
    expect(await within(warranty).findByText('Saved')).toBeVisible();
    expect(api.sent('PUT', 'roller/settings').map((r) => r.body)).toEqual([
      { default_warranty_days: 14 },
    ]);
    expect(input).toHaveValue(14);
  });

  it('puts a refused default warranty under its field', async () => {
    const { user } = openSettings({
      'PUT roller/settings': () =>
        failure(
          400,
          'VALIDATION_FAILED',
          'default_warranty_days must be at most 30',
          'default_warranty_days',
        ),
    });
    const warranty = await section('Warranty');
    await user.click(within(warranty).getByRole('button', { name: 'Save' }));
    const input = within(warranty).getByLabelText('Default warranty (days)');
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(/default_warranty_days must be at most 30/),
    );
    expect(input).toHaveFocus();
  });
});
