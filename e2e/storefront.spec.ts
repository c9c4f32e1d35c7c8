import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
// The contract's own types, so a change of the API's shape breaks this suite's build.
import type { Game, ListedAccount as Listed } from '@shop/contract';
import { expectAccessible, waitForApp } from './support.ts';

/** A character and a server for which the demo shop has accounts with at least two copies. */
async function pickSearch(request: APIRequestContext) {
  const games = (await (await request.get('/api/games')).json()).data as Game[];
  const game = games[0]!;
  const accounts = (await (await request.get(`/api/games/${game.id}/accounts?limit=100`)).json())
    .data.accounts as Listed[];
  for (const a of accounts) {
    const c = a.characters.find((x) => x.copies >= 2);
    if (c) {
      const character = game.characters.find((x) => x.value === c.character)!;
      const expected = accounts.filter(
        (x) =>
          x.server_name === a.server_name &&
          x.characters.some((y) => y.character === c.character && y.copies >= 2),
      );
      return {
        game,
        character,
        server: game.servers.find((s) => s.name === a.server_name)!,
        expected,
      };
    }
  }
  throw new Error('the demo shop has no account with a character at C2');
}

async function expectOnlyMatches(
  page: Page,
  expected: Listed[],
  serverName: string,
  characterName: string,
) {
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(expected.length);
  for (const card of await cards.all()) {
    await expect(card.getByText(serverName, { exact: true })).toBeVisible();
    const chip = card
      .getByRole('list', { name: 'Characters' })
      .getByText(new RegExp(`${characterName} \\(([2-6])\\)`));
    await expect(chip).toBeVisible();
  }
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: '390 px', width: 390, height: 844 },
]) {
  test.describe(`storefront at ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a newcomer finds an account by character copies and server, keeps the filter on reload, previews images and reaches Buy', async ({
      page,
      request,
    }) => {
      const { game, character, server, expected } = await pickSearch(request);

      await page.goto('/');
      await waitForApp(page);
      await page
        .getByRole('link', { name: new RegExp(game.name) })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`/games/${game.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: game.name })).toBeVisible();

      const toggle = page.getByRole('button', { name: 'Filters', exact: true });
      if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
      const panel = page.getByRole('region', { name: 'Filters' });
      // The checkbox is visually hidden inside its chip; a person clicks the chip.
      const serverBox = panel.getByRole('checkbox', { name: server.name });
      await panel
        .locator('label')
        .filter({ has: page.getByRole('checkbox', { name: server.name }) })
        .click();
      await expect(serverBox).toBeChecked();
      await panel.getByRole('button', { name: character.name, exact: true }).click();
      await panel.getByRole('button', { name: `Add a copy of ${character.name}` }).click();
      await panel.getByRole('button', { name: `Add a copy of ${character.name}` }).click();
      await expect(panel.getByText('C2', { exact: true })).toBeVisible();
      await expect(page).toHaveURL(
        new RegExp(
          `characters=${character.value}(%2C|,)${character.value}(%2C|,)${character.value}`,
        ),
      );

      await expectOnlyMatches(page, expected, server.name, character.name);
      await expectAccessible(page);

      await page.reload();
      await expectOnlyMatches(page, expected, server.name, character.name);

      const first = page.getByRole('article').first();
      const code = (await first.getByRole('heading').textContent())!.trim();
      await first.getByRole('button', { name: `View images of ${code}` }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('img').first()).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      const account = expected.find((a) => a.code === code)!;
      await first.getByRole('link', { name: /^Buy \$/ }).click();
      await expect(page).toHaveURL(new RegExp(`/games/${game.id}/accounts/${account.id}$`));
      await expect(page.getByText(code).first()).toBeVisible();
    });
  });
}

test('a search with no match shows the criteria summary', async ({ page, request }) => {
  const games = (await (await request.get('/api/games')).json()).data as Game[];
  await page.goto(`/games/${games[0]!.id}?max_price=1`);
  await expect(page.getByText('No accounts found for your search')).toBeVisible();
  await expectAccessible(page);
});

test.describe('listing, first screen', () => {
  test('at 1280 x 800 the first screen shows the filters beside an account card with its Buy button', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const games = (await (await request.get('/api/games')).json()).data as Game[];
    await page.goto(`/games/${games[0]!.id}`);
    await waitForApp(page);

    const card = page.getByRole('article').first();
    await expect(card).toBeVisible();
    const box = (await card.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeLessThan(800);
    // What a buyer needs from the card is on the first screen: its code, picture and Buy.
    await expect(card.getByRole('heading')).toBeInViewport({ ratio: 1 });
    await expect(card.getByRole('button', { name: /^View images of/ })).toBeInViewport({
      ratio: 1,
    });
    await expect(card.getByRole('link', { name: /^Buy \$/ })).toBeInViewport({ ratio: 1 });

    // The filters are open beside the results, not above them.
    const panel = page.getByRole('region', { name: 'Filters' });
    await expect(panel).toBeVisible();
    const panelBox = (await panel.boundingBox())!;
    expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(box.x);
  });

  test('at 390 px the Filters button is closed and shows how many filters are active', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { game, character, server } = await pickSearch(request);
    await page.goto(
      `/games/${game.id}?servers=${server.value}&characters=${character.value},${character.value}`,
    );

    const toggle = page.getByRole('button', { name: 'Filters', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // One server and one character (at two copies).
    await expect(toggle).toContainText('2');
    await expect(toggle).toHaveAccessibleDescription('2 active filters');
    await expect(page.getByRole('article').first()).toBeInViewport();

    await toggle.click();
    await expect(page.getByRole('region', { name: 'Filters' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: server.name })).toBeChecked();
  });
});

test('the landing pages arrive rendered by the server and the app takes them over cleanly', async ({
  page,
  request,
}) => {
  const games = (await (await request.get('/api/games')).json()).data as Game[];
  const game = games[0]!;
  const listing = (await (await request.get(`/api/games/${game.id}/accounts`)).json()).data
    .accounts as Listed[];

  // Before any script: the first screen's text is in the HTML itself.
  const home = await (await request.get('/')).text();
  expect(home).toContain(`>${game.name}</a>`);
  const gamePage = await (await request.get(`/games/${game.id}`)).text();
  expect(gamePage).toContain(`<title>${game.name} · Gacha Shop</title>`);
  expect(gamePage).toContain(listing[0]!.code);

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'fetch') fetched.push(r.url());
  });
  for (const url of ['/', `/games/${game.id}`]) {
    await page.goto(url);
    await waitForApp(page);
  }
  await expect(page.getByRole('article').first()).toBeVisible();
  // Hydrated, not rebuilt: no mismatch reported, and the data came with the page.
  expect(errors).toEqual([]);
  expect(fetched).toEqual([]);
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});
