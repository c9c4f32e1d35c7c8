import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { failure } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import { mockOwnerApi, owner, seller, setDesktop } from '../test/owner-api';

beforeAll(() => import('./sellers-page'));
afterEach(() => vi.restoreAllMocks());

const OWNER_ONLY = 'Only the shop owner can manage sellers.';

describe('/sellers', () => {
  it('tells a seller who is not the owner that the page is the owner’s, and asks the server nothing', async () => {
    const { sent } = mockOwnerApi([owner()], { isOwner: false });
    renderRoute('/sellers');
    expect(await screen.findByRole('heading', { level: 1, name: OWNER_ONLY })).toBeVisible();
    expect(sent('GET', 'owner/sellers')).toEqual([]);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Sellers' })).toBeNull();
  });

  it('says the same when the server refuses (ownership moved meanwhile)', async () => {
    mockOwnerApi([owner()], {
      routes: {
        'GET owner/sellers': () => failure(403, 'OWNER_ONLY', 'Only the shop owner can do this'),
      },
    });
    renderRoute('/sellers');
    expect(await screen.findByRole('heading', { level: 1, name: OWNER_ONLY })).toBeVisible();
  });

  it('lists each seller with status and totals in a table, after its loading text', async () => {
    setDesktop(true);
    mockOwnerApi([owner(), seller(), seller({ code: 'bob', name: 'Bob', disabled: true })]);
    renderRoute('/sellers');
    expect(await screen.findByText('Loading sellers...')).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Sellers' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/The Boss.*boss.*Active.*Owner.*0.*0.*\$0\.00.*You/),
      expect.stringMatching(/Alice's Accounts.*alice.*Active.*12.*1,234.*\$45,678\.00/),
      expect.stringMatching(/Bob.*bob.*Disabled.*/),
    ]);
    // The owner's own row offers nothing: the owner is never disabled, nor reset here.
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    expect(within(rows[1]!).getByRole('button', { name: 'Disable alice' })).toBeVisible();
    expect(within(rows[2]!).getByRole('button', { name: 'Enable bob' })).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Sellers' })).toHaveAttribute('href', '/sellers');
  });

  it('shows cards, not a wide table, on a phone', async () => {
    setDesktop(false);
    mockOwnerApi([owner(), seller()]);
    renderRoute('/sellers');
    const list = await screen.findByRole('list', { name: 'Sellers' });
    expect(screen.queryByRole('table')).toBeNull();
    const alice = within(list).getByRole('article', { name: 'alice' });
    expect(within(alice).getByText('For sale').nextSibling).toHaveTextContent('12');
    expect(within(alice).getByText('Sold').nextSibling).toHaveTextContent('1,234');
    expect(within(alice).getByText('Income').nextSibling).toHaveTextContent('$45,678.00');
    expect(within(alice).getByRole('button', { name: 'Reset password of alice' })).toBeVisible();
  });

  it('says when the owner is the only seller', async () => {
    mockOwnerApi([owner()]);
    renderRoute('/sellers');
    expect(await screen.findByText(/No other sellers yet/)).toBeVisible();
  });

  // A server error is tried three times (api/query-client.ts) before the page shows it.
  it('shows why the list failed, and tries again', { timeout: 15_000 }, async () => {
    let calls = 0;
    mockOwnerApi([owner(), seller()], {
      routes: {
        'GET owner/sellers': () =>
          ++calls <= 3
            ? failure(500, 'INTERNAL', 'Database unavailable')
            : { sellers: [owner(), seller({ code: 'carl' })] },
      },
    });
    const { user } = renderRoute('/sellers');
    expect(
      await screen.findByText('The sellers could not be loaded', undefined, { timeout: 8000 }),
    ).toBeVisible();
    expect(screen.getByText('Database unavailable')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('carl')).toBeVisible();
  });

  it('creates a seller from the keyboard and shows the generated password once, with Copy', async () => {
    setDesktop(true);
    const { sent } = mockOwnerApi([owner()]);
    const { user } = renderRoute('/sellers');
    const code = await screen.findByRole('textbox', { name: 'Code' });
    await user.type(code, 'NewBie');
    expect(code).toHaveValue('newbie');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'New Bie{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Seller newbie created' });
    expect(within(dialog).getByText('Give it to newbie now: it is shown once.')).toBeVisible();
    expect(within(dialog).getByText('Gen3rated-Pass1')).toBeVisible();
    expect(sent('POST', 'owner/sellers')[0]?.body).toEqual({ code: 'newbie', name: 'New Bie' });
    await user.click(within(dialog).getByRole('button', { name: 'Copy password' }));
    expect(await navigator.clipboard.readText()).toBe('Gen3rated-Pass1');
    expect(await screen.findByText('Password copied to clipboard!')).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Gone for good: the list never shows it.
    expect(screen.queryByText('Gen3rated-Pass1')).toBeNull();
    expect(await screen.findByRole('row', { name: /New Bie/ })).toBeVisible();
    expect(code).toHaveValue('');
  });

  it('checks the form before sending, and shows a refused code under its field', async () => {
    const { sent } = mockOwnerApi([owner()], {
      routes: {
        'POST owner/sellers': () =>
          failure(409, 'ROLLER_CODE_TAKEN', 'Roller alice already exists', 'code'),
      },
    });
    const { user } = renderRoute('/sellers');
    const create = await screen.findByRole('button', { name: 'Create seller' });
    await user.click(create);
    expect(screen.getByText('Please enter a code')).toBeVisible();
    expect(screen.getByText('Please enter a name')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'al.ice');
    expect(screen.getByText(/Use only letters a-z and digits 0-9/)).toBeVisible();
    await user.click(create);
    expect(sent('POST', 'owner/sellers')).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: 'Code' }));
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'alice');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Alice');
    await user.click(create);
    expect(await screen.findByText('Roller alice already exists')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('disables a seller after asking, and enables them again', async () => {
    setDesktop(true);
    const { sent } = mockOwnerApi([owner(), seller({ id: 7 })]);
    const { user } = renderRoute('/sellers');
    await user.click(await screen.findByRole('button', { name: 'Disable alice' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disable alice?' });
    expect(within(dialog).getByText(/every session of theirs ends now/)).toBeVisible();
    // What happens to their orders, as the server does it (owner/disable-cancels.test.ts).
    expect(dialog).toHaveTextContent(
      'Their unpaid orders are cancelled, and each buyer is mailed that the shop owner cancelled the order; paid orders stay as they are.',
    );
    expect(dialog).not.toHaveTextContent(/orders stay as they are;/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent('POST', 'owner/sellers/7/disable')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Disable alice' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, disable' }),
    );
    expect(
      await screen.findByText('alice is disabled: every session of theirs has ended.'),
    ).toBeVisible();
    const row = screen.getByRole('row', { name: /alice/ });
    expect(within(row).getByText('Disabled')).toBeVisible();

    await user.click(within(row).getByRole('button', { name: 'Enable alice' }));
    expect(await screen.findByText('alice can sign in again.')).toBeVisible();
    expect(within(row).getByText('Active')).toBeVisible();
    expect(sent('POST', 'owner/sellers/7/enable')).toHaveLength(1);
  });

  it('resets a password after asking, shows the new one once, and toasts a refusal', async () => {
    setDesktop(true);
    let refuse = false;
    mockOwnerApi([owner(), seller({ id: 8 })], {
      routes: {
        'POST owner/sellers/8/password': () =>
          refuse
            ? failure(404, 'ROLLER_NOT_FOUND', 'Seller not found')
            : { seller: seller({ id: 8 }), password: 'N3w-Password-42' },
      },
    });
    const { user } = renderRoute('/sellers');
    await user.click(await screen.findByRole('button', { name: 'Reset password of alice' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Reset the password of alice?' });
    await user.click(within(ask).getByRole('button', { name: 'Yes, reset it' }));
    const shown = await screen.findByRole('dialog', { name: 'New password for alice' });
    expect(within(shown).getByText('N3w-Password-42')).toBeVisible();
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText('N3w-Password-42')).toBeNull());

    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Reset password of alice' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, reset it' }),
    );
    expect(await screen.findByText('Seller not found')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
