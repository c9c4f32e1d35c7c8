import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AccountList, Game, ListedAccount } from '@shop/contract';
import { expectAccessible, waitForApp } from './support.ts';

/** Screenshots for a person to look at; never part of the repository. */
const SHOTS = '/tmp/shots-findtrust';

async function firstGame(request: APIRequestContext): Promise<Game> {
  return ((await (await request.get('/api/games')).json()).data as Game[])[0]!;
}

async function listing(request: APIRequestContext, gameId: number, query: string) {
  const res = await request.get(`/api/games/${gameId}/accounts?${query}`);
  expect(res.status()).toBe(200);
  return (await res.json()).data as AccountList;
}

/** The cards' codes on screen, once the listing shows exactly `count` of them. */
async function shownCodes(page: Page, count: number): Promise<string[]> {
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(count);
  const codes = await Promise.all(
    (await cards.all()).map(async (card) => (await card.getByRole('heading').textContent()) ?? ''),
  );
  return codes.map((code) => code.trim()).sort();
}

/** A word of one account's description that is no code and finds fewer than a page. */
async function pickWord(request: APIRequestContext, game: Game, accounts: ListedAccount[]) {
  for (const a of accounts) {
    for (const word of a.description.match(/\p{L}{5,}/gu) ?? []) {
      const server = game.servers.find((s) => s.name === a.server_name)!;
      const found = await listing(request, game.id, `q=${word}&servers=${server.value}`);
      const everywhere = await listing(request, game.id, `q=${word}`);
      // Worth showing: the server filter narrows the word's matches, and all fit on a page.
      if (found.total > 0 && found.total < everywhere.total && found.total <= 24)
        return { word, server, expected: found.accounts.map((x) => x.code).sort() };
    }
  }
  throw new Error('the demo shop has no description word that a server filter narrows');
}

test('a code finds exactly that account, and the search survives a reload', async ({
  page,
  request,
}) => {
  const game = await firstGame(request);
  const { accounts } = await listing(request, game.id, 'limit=30');
  const wanted = accounts[accounts.length - 1]!;

  await page.goto(`/games/${game.id}`);
  await waitForApp(page);
  const box = page.getByRole('searchbox', { name: 'Find an account' });
  await box.fill(wanted.code.toLowerCase());
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`[?&]q=${wanted.code.toLowerCase()}`));
  expect(await shownCodes(page, 1)).toEqual([wanted.code]);
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Find an account' })).toHaveValue(
    wanted.code.toLowerCase(),
  );
  expect(await shownCodes(page, 1)).toEqual([wanted.code]);

  // Back returns to the listing before the search.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/games/${game.id}$`));
  await expect(page.getByRole('searchbox', { name: 'Find an account' })).toHaveValue('');
});

test('a description word narrowed by a server filter shows only accounts with both', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const game = await firstGame(request);
  const { accounts } = await listing(request, game.id, 'limit=100');
  const { word, server, expected } = await pickWord(request, game, accounts);

  await page.goto(`/games/${game.id}`);
  await waitForApp(page);
  const box = page.getByRole('searchbox', { name: 'Find an account' });
  await box.fill(word.toUpperCase());
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${word.toUpperCase()}`));

  const panel = page.getByRole('region', { name: 'Filters' });
  await panel
    .locator('label')
    .filter({ has: page.getByRole('checkbox', { name: server.name }) })
    .click();
  await expect(page).toHaveURL(new RegExp(`servers=${server.value}`));
  expect(await shownCodes(page, expected.length)).toEqual(expected);
  for (const card of await page.getByRole('article').all())
    await expect(card.getByText(server.name, { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/listing-word-1280-dark.png`, fullPage: true });
});

test('the footer leads to the terms, the refund policy and the contact', async ({ page }) => {
  await page.goto('/notifications');
  await waitForApp(page);
  const footer = page.getByRole('navigation', { name: 'Shop policies and contact' });
  await footer.getByRole('link', { name: 'Terms' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms' })).toBeVisible();
  await expect(page.getByText('Not published yet', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // By keyboard too: the links are in the tab order.
  await footer.getByRole('link', { name: 'Refund policy' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/refunds$/);
  await expect(page.getByText('Not published yet', { exact: true })).toBeVisible();

  await footer.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  // The demo shop's contact is an address of the demo seller's own inbox.
  await expect(page.getByRole('link', { name: 'demo.support@shop.localhost' })).toHaveAttribute(
    'href',
    'mailto:demo.support@shop.localhost',
  );
});

test('the purchase page explains how buying works', async ({ page, request }) => {
  const game = await firstGame(request);
  const [account] = (await listing(request, game.id, 'limit=1')).accounts;
  await page.goto(`/games/${game.id}/accounts/${account!.id}`);
  const guide = page.getByRole('region', { name: 'How buying works' });
  await expect(guide).toBeVisible();
  await expect(guide.getByText('5 minutes to pay.')).toBeVisible();
  await expect(guide.getByRole('link', { name: 'Buyer emails' })).toHaveAttribute(
    'href',
    '/buyer-emails',
  );
  await expectAccessible(page);
});

for (const theme of ['dark', 'light'] as const) {
  for (const width of [1280, 390]) {
    test(`screenshots at ${width} px, ${theme}`, async ({ page, request }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      const game = await firstGame(request);
      const { accounts } = await listing(request, game.id, 'limit=3');
      const account = accounts[0]!;
      const shot = (name: string) =>
        page.screenshot({ path: `${SHOTS}/${name}-${width}-${theme}.png`, fullPage: true });

      await page.goto(`/games/${game.id}?q=${account.code.toLowerCase()}`);
      await waitForApp(page);
      await expect(page.getByRole('article')).toHaveCount(1);
      await shot('listing-code');

      await page.goto(`/games/${game.id}?q=zzzz-nothing`);
      await expect(page.getByText('No accounts found for your search')).toBeVisible();
      await shot('listing-none');

      await page.goto(`/games/${game.id}/accounts/${account.id}`);
      await expect(page.getByRole('region', { name: 'How buying works' })).toBeVisible();
      await shot('purchase');

      await page.goto('/terms');
      await expect(page.getByText('Not published yet', { exact: true })).toBeVisible();
      await shot('terms');
    });
  }
}
