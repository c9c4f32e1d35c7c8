import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { LOGIN_IDENTIFIER_MAX } from '@shop/contract/values';
import { authStore } from '@/lib/auth-store';
import { renderRoute } from '@/test/render-route';
import { mockSellerApi, SELLER_ACCOUNT } from '../test/seller-api';

/** The login input follows its Login Method: what it holds, what it accepts, what it previews. */

const GOOGLE_HINT = 'The whole Google address, e.g. name@gmail.com';
const GOOGLE_INVALID = 'Enter the whole Google e-mail address, e.g. name@gmail.com';
const EMAIL_CHARACTERS = 'Letters, digits, dots and hyphens';

async function editAccount(account = SELLER_ACCOUNT) {
  const api = mockSellerApi({
    'GET roller/games/1/accounts/5': () => account,
    'PUT games/1/accounts/5': () => account,
  });
  authStore.setToken('t1');
  const view = renderRoute('/games/1/add');
  await screen.findByText('DEMO-0005', {}, { timeout: 10_000 });
  await view.user.click(screen.getByRole('button', { name: 'Edit DEMO-0005' }));
  await screen.findByRole('button', { name: 'Edit Account' });
  return { ...view, api };
}

async function openAddForm() {
  mockSellerApi();
  authStore.setToken('t1');
  const view = renderRoute('/games/1/add');
  await screen.findByRole('button', { name: 'Add Account' }, { timeout: 10_000 });
  return view;
}

describe('login method', { timeout: 30_000 }, () => {
  beforeEach(() => sessionStorage.clear());

  it('switching an Email login to Google empties the field, says what it needs, and refuses a bare name', async () => {
    const { user, api } = await editAccount();
    expect(screen.getByLabelText('Email')).toHaveValue('old-name');

    await user.selectOptions(screen.getByLabelText('Login Method'), 'Google');
    const google = screen.getByLabelText('Google Email');
    expect(google).toHaveValue('');
    expect(google).toHaveAccessibleDescription(GOOGLE_HINT);

    await user.type(google, 'dup1');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() =>
      expect(google).toHaveAccessibleDescription(`${GOOGLE_HINT} ${GOOGLE_INVALID}`),
    );
    expect(api.sent('PUT', 'games/1/accounts/5')).toHaveLength(0);

    await user.clear(google);
    await user.type(google, 'seller.backup@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() => expect(api.sent('PUT', 'games/1/accounts/5')).toHaveLength(1));
    const body = api.sent('PUT', 'games/1/accounts/5')[0]!.body;
    expect(body).toMatchObject({ login: 'Google', email: 'seller.backup@gmail.com' });
    expect(body).not.toHaveProperty('email_domain');
  });

  it('switching to Username empties the field too, and back to Email the preview waits for a name', async () => {
    const { user } = await editAccount();
    await user.selectOptions(screen.getByLabelText('Login Method'), 'Username');
    expect(screen.getByLabelText('Username')).toHaveValue('');
    await user.type(screen.getByLabelText('Username'), 'moon_player');

    await user.selectOptions(screen.getByLabelText('Login Method'), 'Email');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByTestId('login-email-preview')).toHaveTextContent('demo.…@shop.test');
  });

  it('keeps a whole e-mail address when a Username login becomes Google', async () => {
    const { user } = await editAccount({
      ...SELLER_ACCOUNT,
      login: 'Username',
      email: 'player@gmail.com',
      email_local: null,
      email_domain: null,
    });
    expect(screen.getByLabelText('Username')).toHaveValue('player@gmail.com');
    await user.selectOptions(screen.getByLabelText('Login Method'), 'Google');
    expect(screen.getByLabelText('Google Email')).toHaveValue('player@gmail.com');
  });

  it('refuses a Username with a space as it is typed, and one over the length limit, sending nothing', async () => {
    const { user, api } = await editAccount();
    await user.selectOptions(screen.getByLabelText('Login Method'), 'Username');
    const username = screen.getByLabelText('Username');

    await user.type(username, 'moon player');
    expect(username).toHaveAccessibleDescription(/A username cannot contain spaces/);

    await user.clear(username);
    await user.click(username);
    await user.paste('x'.repeat(LOGIN_IDENTIFIER_MAX + 1));
    expect(username).toHaveAccessibleDescription(
      new RegExp(`Username must be at most ${LOGIN_IDENTIFIER_MAX} characters`),
    );
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(api.sent('PUT', 'games/1/accounts/5')).toHaveLength(0);
  });
});

describe('login e-mail preview', { timeout: 30_000 }, () => {
  beforeEach(() => sessionStorage.clear());

  it('names the allowed characters and checks each keystroke, never previewing an impossible address', async () => {
    const { user } = await openAddForm();
    const email = screen.getByLabelText('Email');
    const preview = () => screen.getByTestId('login-email-preview').textContent;
    expect(email).toHaveAccessibleDescription(new RegExp(EMAIL_CHARACTERS));

    const seen: string[] = [];
    for (const key of 'demo.x@gmail.com') {
      await user.type(email, key);
      seen.push(preview()!);
    }
    expect(email).toHaveAccessibleDescription(
      /Type only the part before @; the domain is added for you/,
    );
    expect(seen.slice(0, 6)).toEqual([
      'demo.d@shop.test',
      'demo.de@shop.test',
      'demo.dem@shop.test',
      'demo.demo@shop.test',
      // "demo." is on its way to a name: no error yet, and no address that cannot be.
      'demo.…@shop.test',
      'demo.demo.x@shop.test',
    ]);
    for (const shown of seen) expect(shown).toMatch(/^demo\.[a-z0-9.…-]*@shop\.test$/);
    expect(seen.at(-1)).toBe('demo.…@shop.test');

    await user.clear(email);
    await user.type(email, 'jo hn');
    expect(email).toHaveAccessibleDescription(new RegExp(`${EMAIL_CHARACTERS}.*Use only`));
    expect(preview()).toBe('demo.…@shop.test');
  });
});
