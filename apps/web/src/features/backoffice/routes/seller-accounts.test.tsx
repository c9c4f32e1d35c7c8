import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { authStore } from '@/lib/auth-store';
import { failure } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import {
  LISTED,
  listOf,
  mockSellerApi,
  pngFile,
  SELLER_ACCOUNT,
  UPLOADED,
} from '../test/seller-api';
import { uploadImage } from '../api/upload-image';

// Uploads go out over XMLHttpRequest (for progress), which jsdom would send to a real network;
// here they answer at once. Progress, cancel and a refused file run against the real server in
// e2e/seller-uploads.spec.ts.
vi.mock('../api/upload-image', () => ({ uploadImage: vi.fn() }));
beforeEach(() => vi.mocked(uploadImage).mockResolvedValue(UPLOADED));

async function openPage(path = '/games/1/add') {
  authStore.setToken('t1');
  const view = renderRoute(path);
  await screen.findByText('DEMO-0005', {}, { timeout: 10_000 });
  return view;
}

describe('/games/:gameId/add accounts list', { timeout: 30_000 }, () => {
  beforeEach(() => sessionStorage.clear());

  it('asks before deleting, with SPEC texts, then deletes', async () => {
    const api = mockSellerApi({
      'DELETE games/1/accounts/5': () => ({ message: 'Account deleted' }),
    });
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Delete DEMO-0005' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    expect(dialog).toHaveAccessibleDescription("You won't be able to revert this!");
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete it!' }));

    await waitFor(() => expect(api.sent('DELETE', 'games/1/accounts/5')).toHaveLength(1));
    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it.each([
    ['delivered', 'Sold accounts cannot be edited or deleted'],
    ['pending', 'Being purchased'],
  ] as const)(
    'a %s account shows Edit and Delete unavailable, with the reason',
    async (status, reason) => {
      const api = mockSellerApi({
        'GET games/1/accounts': () => listOf([{ ...LISTED, transaction_status: status }]),
      });
      const { user } = await openPage();
      for (const name of ['Edit DEMO-0005', 'Delete DEMO-0005']) {
        const button = screen.getByRole('button', { name });
        expect(button).toHaveAttribute('aria-disabled', 'true');
        expect(button).toHaveAccessibleDescription(reason);
        expect(button).toHaveAttribute('title', reason);
        await user.click(button);
      }
      expect(screen.getByText(reason)).toBeVisible();
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(api.sent('GET', 'roller/games/1/accounts/5')).toHaveLength(0);
    },
  );

  it('Cancel closes the dialog without deleting', async () => {
    const api = mockSellerApi();
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Delete DEMO-0005' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.sent('DELETE', 'games/1/accounts/5')).toHaveLength(0);
  });

  it("shows the server's message when the account cannot be deleted (409)", async () => {
    mockSellerApi({
      'DELETE games/1/accounts/5': () =>
        failure(409, 'ACCOUNT_SOLD', 'This account has been sold and cannot be deleted'),
    });
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Delete DEMO-0005' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, delete it!' }));
    expect(
      await screen.findByText('This account has been sold and cannot be deleted'),
    ).toBeInTheDocument();
  });

  it('Edit loads the account into the form, submits "Edit" as a PUT, and Cancel edit returns', async () => {
    const api = mockSellerApi({
      'GET roller/games/1/accounts/5': () => SELLER_ACCOUNT,
      'PUT games/1/accounts/5': () => SELLER_ACCOUNT,
    });
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Edit DEMO-0005' }));

    const title = await screen.findByRole('button', { name: 'Edit Account' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.getByLabelText('Server')).toHaveValue('europe');
    expect(screen.getByLabelText('Gender')).toHaveValue('F');
    expect(screen.getByLabelText('Banner Guarantee')).toBeChecked();
    expect(screen.getByLabelText('Description')).toHaveValue('Whale account');
    expect(screen.getByLabelText('Email')).toHaveValue('old-name');
    expect(screen.getByLabelText('Password')).toHaveValue('hunter22');
    expect(screen.getByLabelText('USD price')).toHaveValue('120');
    // The account's own warranty, not the seller's default of 7.
    expect(screen.getByLabelText('Warranty (days)')).toHaveValue(14);
    expect(screen.getByRole('button', { name: 'Aurelia' })).toHaveAccessibleDescription('C2');
    expect(screen.getByRole('img', { name: 'Image 1 (cover)' })).toHaveAttribute(
      'src',
      '/api/media/aa11-thumb.webp',
    );

    await user.click(screen.getByRole('button', { name: 'Move image 2 left' }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(api.sent('PUT', 'games/1/accounts/5')).toHaveLength(1));
    expect(api.sent('PUT', 'games/1/accounts/5')[0]!.body).toMatchObject({
      server_name: 'europe',
      email: 'old-name',
      characters: [{ character: 'aurelia', copies: 2, level: 40 }],
      images: ['/api/media/bb22.webp', '/api/media/aa11.webp'],
      warranty_days: 14,
    });
    expect(await screen.findByText('Account updated')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
  });

  it('Cancel edit goes back to the add form the seller left', async () => {
    mockSellerApi({ 'GET roller/games/1/accounts/5': () => SELLER_ACCOUNT });
    const { user } = await openPage();
    await user.type(screen.getByLabelText('Description'), 'My new one');
    await user.click(screen.getByRole('button', { name: 'Edit DEMO-0005' }));
    await screen.findByRole('button', { name: 'Edit Account' });
    expect(screen.getByLabelText('Description')).toHaveValue('Whale account');

    await user.click(screen.getByRole('button', { name: 'Cancel edit' }));
    expect(screen.getByRole('button', { name: 'Add Account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Description')).toHaveValue('My new one');
  });

  it('moves images with the keyboard and keeps the cover label on the first', async () => {
    mockSellerApi();
    const { user } = await openPage();
    await user.upload(screen.getByLabelText('Choose images'), [pngFile('a.png'), pngFile('b.png')]);
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    const right = screen.getByRole('button', { name: 'Move image 1 right' });
    right.focus();
    await user.keyboard('{Enter}');
    // The moved image is now second; the focus followed it (its "right" button is at the end, so "left").
    expect(screen.getByRole('button', { name: 'Move image 2 left' })).toHaveFocus();
    expect(screen.getByText('Image moved to position 2 of 2.')).toBeInTheDocument();
    expect(screen.getAllByText('Cover')).toHaveLength(1);
  });
});

describe('/games/:gameId/add states', { timeout: 30_000 }, () => {
  it('asks a signed-out visitor to log in, with a Sign in link', async () => {
    renderRoute('/games/1/add');
    expect(await screen.findByText('Please log in to access this page')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('says "Game not found" for an unknown game', async () => {
    authStore.setToken('t1');
    mockSellerApi({ 'GET games/1': () => failure(404, 'GAME_NOT_FOUND', 'Game not found') });
    renderRoute('/games/1/add');
    expect(
      await screen.findByRole('heading', { name: 'Game not found' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('shows a list failure with a retry', async () => {
    authStore.setToken('t1');
    mockSellerApi({ 'GET games/1/accounts': () => failure(500, 'INTERNAL', 'Database is down') });
    renderRoute('/games/1/add');
    expect(
      await screen.findByText('Database is down', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
