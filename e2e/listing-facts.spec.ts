import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
// The contract's own types, so a change of the API's shape breaks this suite's build.
import type { GameWithStock, ListedAccount } from '@shop/contract';
import { expectAccessible, waitForApp } from './support.ts';

// Screenshots are for people to look at, never kept in the repository.
const SHOTS = '/tmp/shots-facts';
const WIDTHS = [1280, 390] as const;
const THEMES = ['dark', 'light'] as const;

/** The demo cover's raster size (apps/server/src/modules/demo/art-raster.ts ART_PIXELS). */
const COVER_PIXELS = { width: 960, height: 540 };

/**
 * A seeded demo account, known by its code (the game's initials and four digits, which no
 * seller's own numbering gives), whose cover is a stored image like any upload.
 */
const isDemoCover = (a: ListedAccount) =>
  /^[A-Z]{2}-\d{4}$/.test(a.code) && /^\/api\/media\/[a-f0-9]{32}\.webp$/.test(a.images[0] ?? '');

/**
 * A game whose first listing page holds at least six demo accounts: other specs list accounts
 * of their own, newest first, in the game they use.
 */
async function demoShop(request: APIRequestContext) {
  const games = (await (await request.get('/api/games')).json()).data as GameWithStock[];
  for (const game of games.filter((g) => g.for_sale > 0)) {
    const list = (await (await request.get(`/api/games/${game.id}/accounts`)).json()).data as {
      accounts: ListedAccount[];
      total: number;
    };
    if (list.accounts.filter(isDemoCover).length >= 6) return { game, list };
  }
  throw new Error('no game lists six demo accounts on its first page');
}

/** The facts as the catalogue's rarity and the account's items make them. */
function expectedFacts(game: GameWithStock, account: ListedAccount) {
  const rarity = new Map(game.characters.map((c) => [c.value, c.rarity]));
  const copies = [...account.characters, ...account.weapons].reduce((n, i) => n + i.copies, 0);
  return {
    'Five-star': String(account.characters.filter((c) => rarity.get(c.character) === 5).length),
    Copies: String(copies),
    'Rate On': account.banner_guarantee ? 'Yes' : 'No',
  };
}

async function expectFacts(scope: Locator, facts: Record<string, string>) {
  for (const [label, value] of Object.entries(facts)) {
    const term = scope.locator('dt', { hasText: new RegExp(`^${label}$`) });
    await expect(term).toHaveCount(1);
    await expect(term.locator('xpath=following-sibling::dd[1]')).toHaveText(value);
  }
}

async function open(page: Page, url: string, theme: (typeof THEMES)[number]) {
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
  await page.goto(url);
  await waitForApp(page);
  if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
  else await expect(page.locator('html')).not.toHaveClass(/dark/);
}

test('the home card counts the accounts for sale, as many as the listing holds', async ({
  page,
  request,
}) => {
  const { game, list } = await demoShop(request);
  expect(game.for_sale).toBe(list.total);
  await page.goto('/');
  await waitForApp(page);
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: game.name }) });
  await expect(card.getByText(`${game.for_sale} for sale`, { exact: true })).toBeVisible();
});

test('listed accounts show pictures of their own and the facts a buyer compares', async ({
  page,
  request,
}) => {
  // Two accessibility scans of pages full of pictures: slow on a busy machine.
  test.setTimeout(90_000);
  const { game, list } = await demoShop(request);
  await page.goto(`/games/${game.id}`);
  await waitForApp(page);
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();

  // Six demo accounts' covers, each different, drawn and served as raster pictures (a broken
  // picture has no natural width; the raster's is the server's fixed cover width, where an SVG
  // would report its own 640), shown at the card's 16:9 without stretching.
  const srcs: string[] = [];
  for (const account of list.accounts.filter(isDemoCover).slice(0, 6)) {
    const img = page.getByRole('article', { name: account.code }).locator('img').first();
    await img.scrollIntoViewIfNeeded();
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth))
      .toBe(COVER_PIXELS.width);
    const shown = await img.evaluate((el: HTMLImageElement) => ({
      natural: el.naturalHeight,
      ratio: el.clientWidth / el.clientHeight,
    }));
    expect(shown.natural).toBe(COVER_PIXELS.height);
    expect(shown.ratio).toBeCloseTo(16 / 9, 1);
    srcs.push((await img.getAttribute('src'))!);
  }
  expect(srcs.filter((src) => /^\/api\/media\/[a-f0-9]{32}\.webp$/.test(src))).toHaveLength(6);
  expect(new Set(srcs).size).toBe(6);

  const first = list.accounts[0]!;
  const card = page.getByRole('article', { name: first.code });
  await expectFacts(card, expectedFacts(game, first));
  await expectAccessible(page);

  await card.getByRole('link', { name: /^Buy / }).click();
  await expect(page.getByRole('heading', { level: 1, name: first.code })).toBeVisible();
  await expectFacts(page.locator('main'), expectedFacts(game, first));
  await expectAccessible(page);
});

for (const width of WIDTHS) {
  for (const theme of THEMES) {
    test(`screenshots at ${width} px, ${theme}`, async ({ page, request }) => {
      mkdirSync(SHOTS, { recursive: true });
      const { game, list } = await demoShop(request);
      await page.setViewportSize({ width, height: 900 });
      const shot = async (name: string) =>
        page.screenshot({ path: `${SHOTS}/${name}-${width}-${theme}.png` });

      await open(page, '/', theme);
      await expect(
        page.getByText(`${game.for_sale} for sale`, { exact: true }).first(),
      ).toBeVisible();
      await page.getByRole('heading', { name: 'Games' }).scrollIntoViewIfNeeded();
      await shot('home');

      await open(page, `/games/${game.id}`, theme);
      const firstCard = page.getByRole('article').first();
      await expect(firstCard.locator('img').first()).toHaveJSProperty('complete', true);
      await firstCard.scrollIntoViewIfNeeded();
      await shot('listing');

      await open(page, `/games/${game.id}/accounts/${list.accounts[0]!.id}`, theme);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shot('account');
    });
  }
}
