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
  sellerSettings,
  UPLOADED,
} from '../test/seller-api';
import { uploadImage } from '../api/upload-image';

// Uploads go out over XMLHttpRequest (for progress), which jsdom would send to a real network;
// here they answer at once. Progress, cancel and a refused file run against the real server in
// e2e/seller-uploads.spec.ts.
vi.mock('../api/upload-image', () => ({ uploadImage: vi.fn() }));
beforeEach(() => vi.mocked(uploadImage).mockResolvedValue(UPLOADED));

type User = ReturnType<typeof renderRoute>['user'];

async function openForm() {
  authStore.setToken('t1');
  const view = renderRoute('/games/1/add');
  // The first visit loads the lazy route chunk, which can take a while under a busy runner.
  await screen.findByRole('button', { name: 'Add Account' }, { timeout: 10_000 });
  return view;
}

async function fillRequired(user: User) {
  await user.selectOptions(screen.getByLabelText('Server'), 'asia');
  await user.selectOptions(screen.getByLabelText('Gender'), 'F');
  await user.type(screen.getByLabelText('Description'), 'Fresh reroll');
  await user.type(screen.getByLabelText('Email'), 'john');
  await user.type(screen.getByLabelText('Password'), 'secret-1');
  await user.type(screen.getByLabelText('USD price'), '25');
}

async function uploadOne(user: User) {
  await user.upload(screen.getByLabelText('Choose images'), pngFile());
  await screen.findByRole('img', { name: 'Image 1 (cover)' });
  await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
}

// Typing whole forms with user-event is slow; the default 5 s is too tight on a loaded machine.
describe('/games/:gameId/add form', { timeout: 30_000 }, () => {
  // The form keeps a per-tab draft; each test starts without one.
  beforeEach(() => sessionStorage.clear());

  it('applies the seller copies rules: first click C0, + up to C6, - below C0 removes', async () => {
    mockSellerApi();
    const { user } = await openForm();
    const aurelia = screen.getByRole('button', { name: 'Aurelia' });

    await user.click(aurelia);
    expect(aurelia).toHaveAccessibleDescription('C0');
    const plus = screen.getByRole('button', { name: 'Increase copies of Aurelia' });
    for (let i = 0; i < 8; i++) await user.click(plus);
    expect(aurelia).toHaveAccessibleDescription('C6');

    const minus = screen.getByRole('button', { name: 'Decrease copies of Aurelia' });
    for (let i = 0; i < 6; i++) await user.click(minus);
    expect(aurelia).toHaveAccessibleDescription('C0');
    await user.click(minus);
    expect(aurelia).not.toHaveAccessibleDescription();
    expect(screen.queryByRole('button', { name: 'Decrease copies of Aurelia' })).toBeNull();
  });

  it('previews the login e-mail as {code}.{typed}@{domain} and sends the parts', async () => {
    const api = mockSellerApi({
      'GET roller/mail-domains': () => ({ domains: ['shop.test', 'mail.test'] }),
      'POST games/1/accounts': () => failure(500, 'INTERNAL', 'boom'),
    });
    const { user } = await openForm();
    await fillRequired(user);
    await user.type(screen.getByLabelText('Email'), '.Doe');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Letters, digits, dots and hyphens, starting and ending with a letter or digit. ' +
        'Login e-mail: demo.john.doe@shop.test',
    );
    await user.selectOptions(screen.getByLabelText('Mail domain'), 'mail.test');
    expect(screen.getByText('demo.john.doe@mail.test')).toBeInTheDocument();

    await uploadOne(user);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.sent('POST', 'games/1/accounts')).toHaveLength(1));
    expect(api.sent('POST', 'games/1/accounts')[0]!.body).toMatchObject({
      login: 'Email',
      email: 'john.Doe',
      email_domain: 'mail.test',
    });
  });

  it("starts the warranty at the seller's default, refuses more than 30 days and sends the days", async () => {
    const api = mockSellerApi({
      'GET roller/settings': () => sellerSettings(5),
      'POST games/1/accounts': () => ({ id: 6 }),
    });
    const { user } = await openForm();
    const warranty = screen.getByLabelText('Warranty (days)');
    expect(warranty).toHaveValue(5);
    expect(warranty).toHaveAccessibleDescription('0 = no warranty');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Aurelia' }));
    await uploadOne(user);

    await user.clear(warranty);
    await user.type(warranty, '31');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(warranty).toHaveAccessibleDescription(
        '0 = no warranty Warranty must be a whole number from 0 to 30 days',
      ),
    );
    expect(api.sent('POST', 'games/1/accounts')).toHaveLength(0);

    await user.clear(warranty);
    await user.type(warranty, '0');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.sent('POST', 'games/1/accounts')).toHaveLength(1));
    expect(api.sent('POST', 'games/1/accounts')[0]!.body).toMatchObject({ warranty_days: 0 });
  });

  it('shows a refused warranty under its field', async () => {
    mockSellerApi({
      'POST games/1/accounts': () =>
        failure(400, 'VALIDATION_FAILED', 'warranty_days must be at most 30', 'warranty_days'),
    });
    const { user } = await openForm();
    await fillRequired(user);
    await uploadOne(user);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const warranty = screen.getByLabelText('Warranty (days)');
    await waitFor(() =>
      expect(warranty).toHaveAccessibleDescription(/warranty_days must be at most 30/),
    );
    expect(warranty).toHaveFocus();
  });

  it('says "Please upload an image." (title Error) and sends nothing without an image', async () => {
    const api = mockSellerApi();
    const { user } = await openForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add' }));

    const toast = (await screen.findByText('Error')).closest('li')!;
    expect(within(toast).getByText('Please upload an image.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Images' })).toHaveTextContent(
      'Please upload an image.',
    );
    expect(api.sent('POST', 'games/1/accounts')).toHaveLength(0);
  });

  it('shows a 400 under its field and keeps every typed value', async () => {
    const api = mockSellerApi({
      'POST games/1/accounts': () =>
        failure(400, 'VALIDATION_FAILED', 'price must be at most 1000000', 'price'),
    });
    const { user } = await openForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Aurelia' }));
    await uploadOne(user);
    await user.click(screen.getByRole('button', { name: 'Add' }));

    const price = screen.getByLabelText('USD price');
    await waitFor(() => expect(price).toHaveAccessibleDescription(/price must be at most 1000000/));
    expect(price).toHaveValue('25');
    expect(price).toHaveFocus();
    expect(screen.getByLabelText('Server')).toHaveValue('asia');
    expect(screen.getByLabelText('Description')).toHaveValue('Fresh reroll');
    expect(screen.getByLabelText('Email')).toHaveValue('john');
    expect(screen.getByLabelText('Password')).toHaveValue('secret-1');
    expect(screen.getByRole('button', { name: 'Aurelia' })).toHaveAccessibleDescription('C0');
    expect(screen.getByRole('img', { name: 'Image 1 (cover)' })).toBeInTheDocument();
    expect(api.sent('POST', 'games/1/accounts')[0]!.body).toMatchObject({
      server_name: 'asia',
      gender: 'F',
      characters: [{ character: 'aurelia', copies: 0 }],
      price: 25,
      images: ['/api/media/cc33.webp'],
    });
  });

  it("shows a reserved e-mail name's 400 under the Email field and saves nothing else", async () => {
    const message =
      'email: "orders" is reserved for the shop\'s own mail (demo.orders@shop.test is not an account\'s address). Please choose another name.';
    const api = mockSellerApi({
      'POST games/1/accounts': () => failure(400, 'LOGIN_EMAIL_RESERVED', message, 'email'),
    });
    const { user } = await openForm();
    await fillRequired(user);
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'orders');
    await uploadOne(user);
    await user.click(screen.getByRole('button', { name: 'Add' }));

    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(expect.stringContaining(message)),
    );
    expect(email).toHaveFocus();
    expect(email).toHaveValue('orders');
    expect(api.sent('POST', 'games/1/accounts')).toHaveLength(1);
  });

  it('adds the account, says so, returns to a blank form and refreshes the list', async () => {
    let saved = false;
    const api = mockSellerApi({
      'POST games/1/accounts': () => {
        saved = true;
        return { id: 6 };
      },
      'GET games/1/accounts': () => listOf(saved ? [{ ...LISTED, id: 6, code: 'DEMO-0006' }] : []),
    });
    const { user } = await openForm();
    expect(await screen.findByText('No accounts yet')).toBeInTheDocument();
    await fillRequired(user);
    await uploadOne(user);
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Account added')).toBeInTheDocument();
    expect(await screen.findByText('DEMO-0006')).toBeInTheDocument();
    expect(screen.getByLabelText('Description')).toHaveValue('');
    expect(screen.getByLabelText('USD price')).toHaveValue('');
    expect(screen.queryByRole('img', { name: /Image 1/ })).toBeNull();
    expect(api.sent('GET', 'games/1/accounts')[0]!.url.searchParams.get('prefix')).toBe('DEMO');
    expect(sessionStorage.getItem('account-draft:1')).toBeNull();
  });

  it('keeps the add form as a draft across a reload, without the password', async () => {
    mockSellerApi();
    const first = await openForm();
    await first.user.type(screen.getByLabelText('Description'), 'Half typed');
    await first.user.type(screen.getByLabelText('Password'), 'secret-1');
    first.unmount();

    await openForm();
    expect(screen.getByText(/Your unsaved draft was restored/)).toBeInTheDocument();
    expect(screen.getByLabelText('Description')).toHaveValue('Half typed');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });
});
