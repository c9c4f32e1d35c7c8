import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
// The contract's own types, so a change of the API's shape breaks this suite's build.
import type { AccountList, GameWithStock } from '@shop/contract';
import { expectTheme, SCREENS, THEMES, useTheme, waitForApp, type Theme } from './support.ts';

// Screenshots are for people to look at, never kept in the repository.
const SHOTS = '/tmp/shots-a';

async function data<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** The first game with accounts for sale: the one a newcomer opens from Home. */
async function firstGame(request: APIRequestContext) {
  const games = await data<GameWithStock[]>(request, '/api/games');
  const game = games.find((g) => g.for_sale > 0);
  if (!game) throw new Error('the demo shop has no game with accounts for sale');
  return game;
}

const total = async (request: APIRequestContext, gameId: number, query = '') =>
  (await data<AccountList>(request, `/api/games/${gameId}/accounts${query}`)).total;

async function open(page: Page, url: string, theme: Theme) {
  await useTheme(page, theme);
  await page.goto(url);
  await waitForApp(page);
  await expectTheme(page, theme);
}

/** The count beside the results heading, e.g. "(20)". */
const shownCount = (page: Page) =>
  page
    .getByRole('heading', { level: 2, name: 'Accounts' })
    .locator('xpath=following-sibling::span');

/** The Filters panel, opened where it starts closed (below 1024 px). */
async function filtersPanel(page: Page, width: number) {
  const toggle = page.getByRole('button', { name: 'Filters', exact: true });
  if (width < 1024) await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return page.getByRole('region', { name: 'Filters' });
}

/**
 * A server and a gender that each change the count (Asia and Female if they do), so a Back
 * that restores the previous results can be told from one that does not.
 */
async function pickTwoFilters(request: APIRequestContext, game: GameWithStock) {
  const all = await total(request, game.id);
  const servers = [
    ...game.servers.filter((s) => s.value === 'asia'),
    ...game.servers.filter((s) => s.value !== 'asia'),
  ];
  for (const server of servers) {
    const byServer = await data<AccountList>(
      request,
      `/api/games/${game.id}/accounts?servers=${server.value}`,
    );
    for (const gender of ['F', 'M'] as const) {
      const both = await total(request, game.id, `?servers=${server.value}&gender=${gender}`);
      if (new Set([all, byServer.total, both]).size === 3 && both > 0) {
        const counts = {
          all,
          server: byServer.total,
          both,
          serverFirst: byServer.accounts[0]!.code,
        };
        return { server, gender, counts };
      }
    }
  }
  throw new Error('no server and gender of the demo shop narrow the listing step by step');
}

async function expectWithinViewport(page: Page, box: { y: number; height: number } | null) {
  const viewport = page.viewportSize()!;
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height);
}

for (const viewport of SCREENS) {
  for (const theme of THEMES) {
    test.describe(`listing at ${viewport.width}x${viewport.height}, ${theme}`, () => {
      test.use({ viewport });

      test('the first screen shows the first account with its Buy button', async ({
        page,
        request,
      }) => {
        const game = await firstGame(request);
        const list = await data<AccountList>(request, `/api/games/${game.id}/accounts`);
        await open(page, `/games/${game.id}`, theme);
        const first = page.getByRole('article').first();
        await expect(first).toHaveAccessibleName(list.accounts[0]!.code);
        const buy = first.getByRole('link', { name: /^Buy / });
        await expect(buy).toBeVisible();
        await expectWithinViewport(page, await buy.boundingBox());

        const box = page.getByRole('searchbox', { name: 'Find an account' });
        // The placeholder is shown whole, not cut at the field's edge.
        const placeholderFits = await box.evaluate((input: HTMLInputElement) => {
          const style = getComputedStyle(input);
          const context = document.createElement('canvas').getContext('2d')!;
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const room =
            input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return context.measureText(input.placeholder).width <= room;
        });
        expect(placeholderFits).toBe(true);
        await expect(first.locator('img').first()).toHaveJSProperty('complete', true);
        // Wide screens open the filter column once the page runs; shoot what a person then sees.
        await expect(page.getByRole('button', { name: 'Filters', exact: true })).toHaveAttribute(
          'aria-expanded',
          String(viewport.width >= 1024),
        );
        mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: `${SHOTS}/listing-${viewport.width}-${theme}.png` });

        // The hint names a code for sale in this very game.
        const hint = page.locator(`[id="${await box.getAttribute('aria-describedby')}"]`);
        const example = /such as (\S+) /.exec((await hint.textContent()) ?? '');
        expect(list.accounts.map((a) => a.code)).toContain(example?.[1]);
        if (viewport.width < 768) {
          // Shown on a phone once the box has focus, in one line.
          await box.focus();
          await expect(hint).toBeVisible();
          const lines = await hint.evaluate(
            (p) => p.getBoundingClientRect().height / parseFloat(getComputedStyle(p).lineHeight),
          );
          expect(Math.round(lines)).toBe(1);
        }
      });

      test('Back undoes one filter at a time: a server, then a gender, then back', async ({
        page,
        request,
      }) => {
        const game = await firstGame(request);
        const { server, gender, counts } = await pickTwoFilters(request, game);
        const genderFilter = `servers=${server.value}&gender=${gender}`;

        await page.goto('/');
        await open(page, `/games/${game.id}`, theme);
        const listing = new RegExp(`/games/${game.id}$`);
        await expect(shownCount(page)).toHaveText(`(${counts.all})`);

        const panel = await filtersPanel(page, viewport.width);
        await panel
          .locator('label')
          .filter({ has: page.getByRole('checkbox', { name: server.name }) })
          .click();
        await expect(page).toHaveURL(new RegExp(`\\?servers=${server.value}$`));
        await expect(shownCount(page)).toHaveText(`(${counts.server})`);

        await panel.getByRole('combobox', { name: 'Gender' }).selectOption(gender);
        await expect(page).toHaveURL(new RegExp(`\\?${genderFilter}$`));
        await expect(shownCount(page)).toHaveText(`(${counts.both})`);

        await page.goBack();
        await expect(page).toHaveURL(new RegExp(`\\?servers=${server.value}$`));
        await expect(shownCount(page)).toHaveText(`(${counts.server})`);
        await expect(page.getByRole('article').first()).toHaveAccessibleName(counts.serverFirst);
        await expect(page.getByRole('combobox', { name: 'Gender' })).toHaveValue('');

        await page.goBack();
        await expect(page).toHaveURL(listing);
        await expect(shownCount(page)).toHaveText(`(${counts.all})`);
        await page.goBack();
        await expect(page).toHaveURL(/\/$/);
      });

      test('a link with an unknown sort and character shows results, a notice and the cleaned URL', async ({
        page,
        request,
      }) => {
        const game = await firstGame(request);
        const asked: string[] = [];
        page.on('request', (r) => {
          if (r.url().includes(`/api/games/${game.id}/accounts`)) asked.push(r.url());
        });
        await open(page, `/games/${game.id}?sort=bogus&characters=nonexistent`, theme);

        await expect(page).toHaveURL(new RegExp(`/games/${game.id}$`));
        await expect(page.getByRole('status').filter({ hasText: 'left out' })).toHaveText(
          'Some filters in this link are no longer available and were left out: sort, characters.',
        );
        await expect(shownCount(page)).toHaveText(`(${await total(request, game.id)})`);
        await expect(page.getByRole('article').first()).toBeVisible();
        await expect(page.getByText('This search could not be run')).toHaveCount(0);
        expect(asked.filter((url) => /bogus|nonexistent/.test(url))).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/notice-${viewport.width}-${theme}.png` });
      });

      if (viewport.width < 1024) {
        test('the open filter panel counts its results and "Show N results" leads to them', async ({
          page,
          request,
        }) => {
          const game = await firstGame(request);
          const character = game.characters[0]!;
          const all = await total(request, game.id);
          const narrowed = await total(request, game.id, `?characters=${character.value}`);
          expect(narrowed).not.toBe(all);
          await open(page, `/games/${game.id}`, theme);

          const panel = await filtersPanel(page, viewport.width);
          const show = panel.getByRole('button', { name: /^Show / });
          await expect(show).toHaveText(`Show ${all} results`);
          // Sticky: in view while the panel is longer than the screen.
          await expectWithinViewport(page, await show.boundingBox());

          await panel.getByRole('button', { name: character.name, exact: true }).click();
          await expect(show).toHaveText(
            `Show ${narrowed} ${narrowed === 1 ? 'result' : 'results'}`,
          );
          await expectWithinViewport(page, await show.boundingBox());
          await page.screenshot({ path: `${SHOTS}/panel-${viewport.width}-${theme}.png` });

          await show.click();
          await expect(page.getByRole('region', { name: 'Filters' })).toBeHidden();
          const heading = page.getByRole('heading', { level: 2, name: 'Accounts' });
          await expect(heading).toBeFocused();
          await expect(heading).toBeInViewport();
          await expect(shownCount(page)).toHaveText(`(${narrowed})`);
        });
      } else {
        test('no "Show N results" beside the results', async ({ page, request }) => {
          const game = await firstGame(request);
          await open(page, `/games/${game.id}`, theme);
          const panel = await filtersPanel(page, viewport.width);
          await expect(panel.getByRole('checkbox').first()).toBeVisible();
          await expect(panel.getByRole('button', { name: /^Show / })).toBeHidden();
        });
      }

      test('the longest item name is shown whole on the card, in the filter and on the purchase page', async ({
        page,
        request,
      }) => {
        const game = await firstGame(request);
        const longest = [...game.characters].sort((a, b) => b.name.length - a.name.length)[0]!;
        const withIt = await data<AccountList>(
          request,
          `/api/games/${game.id}/accounts?characters=${longest.value}`,
        );
        const account = withIt.accounts[0]!;
        const wholeText = async (locator: ReturnType<Page['locator']>) => {
          await expect(locator).toBeVisible();
          return locator.evaluate(
            (el) => el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1,
          );
        };

        await open(page, `/games/${game.id}?characters=${longest.value}`, theme);
        const chip = page
          .getByRole('article', { name: account.code })
          .getByRole('list', { name: 'Characters' })
          .getByText(longest.name);
        expect(await wholeText(chip)).toBe(true);

        const panel = await filtersPanel(page, viewport.width);
        const tile = panel.getByRole('listitem').filter({
          has: page.getByRole('button', { name: longest.name, exact: true }),
        });
        expect(await wholeText(tile.getByText(longest.name, { exact: true }))).toBe(true);

        await page.goto(`/games/${game.id}/accounts/${account.id}`);
        await waitForApp(page);
        const owned = page
          .getByRole('region', { name: 'Characters' })
          .getByText(longest.name, { exact: true });
        expect(await wholeText(owned)).toBe(true);
      });
    });
  }
}
