import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AccountList, DailyIncome, Game, Invoice, LoginData } from '@shop/contract';
import { DEMO, expectAccessible, signIn, data } from './support.ts';

/**
 * The signed-in home shows the seller's income and accounts sold per UTC day. Two orders are
 * delivered through the API (ordered, then confirmed by the seller), and the chart's figures
 * for today must include them, at desktop and phone widths, in both themes.
 */

const SHOTS = '/tmp/shots-chart';

const todayUtc = () =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date());

/** Orders two accounts of `game` and confirms them as the seller; returns what they sold for. */
async function deliverTwo(request: APIRequestContext, game: Game, auth: Record<string, string>) {
  const listing = await data<AccountList>(
    await request.get(`/api/games/${game.id}/accounts?limit=50`),
  );
  // Middle of the last game's list: the specs that look at listings use the first game.
  const accounts = listing.accounts.slice(5, 7);
  for (const account of accounts) {
    const invoice = await data<Invoice>(
      await request.post('/api/transaction', {
        data: { account_id: account.id, name: 'Chart Buyer', email: 'chart.buyer@example.com' },
        headers: { 'Idempotency-Key': randomBytes(24).toString('base64url') },
      }),
    );
    await data(
      await request.post(`/api/roller/transactions/${invoice.id}/confirm`, { headers: auth }),
    );
  }
  return accounts.reduce((sum, a) => sum + a.price, 0);
}

let game: Game;
let expectedToday: { income: number; sold: number };

test.beforeAll(async ({ request }) => {
  const { token } = await data<LoginData>(await request.post('/api/roller/login', { data: DEMO }));
  const auth = { Authorization: `Bearer ${token}` };
  game = (await data<Game[]>(await request.get('/api/games'))).at(-1)!;
  const daily = async () =>
    data<DailyIncome>(
      await request.get(`/api/roller/income/daily?game_id=${game.id}`, { headers: auth }),
    );
  const before = (await daily()).days.at(-1)!;
  const added = await deliverTwo(request, game, auth);
  expectedToday = { income: before.income + added, sold: before.sold + 2 };
  expect((await daily()).days.at(-1)).toMatchObject(expectedToday);
});

async function openHome(page: Page, theme: 'dark' | 'light') {
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
  await signIn(page);
  await expect(page).toHaveURL('/');
  const section = page.getByRole('region', { name: /Your sales, last 30 days/ });
  await expect(section).toBeVisible();
  return section;
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: '390px', width: 390, height: 844 },
]) {
  for (const theme of ['dark', 'light'] as const) {
    test(`the home chart shows today's delivered sales at ${viewport.name}, ${theme}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const section = await openHome(page, theme);
      await section.getByLabel('Game').selectOption({ label: game.name });

      // The table is the charts' text alternative: today's row carries the two new sales.
      const table = section.getByRole('table', { name: new RegExp(game.name) });
      const today = table.getByRole('row', { name: new RegExp(todayUtc()) });
      await expect(today).toContainText(
        `$${expectedToday.income.toLocaleString('en-US')}.00${expectedToday.sold}`,
      );
      await expect(table.getByRole('row')).toHaveCount(31);

      // Two canvases (income, accounts sold), each as wide as the card's content.
      const canvases = section.locator('canvas');
      await expect(canvases).toHaveCount(2);
      const card = (await section.boundingBox())!;
      for (const canvas of await canvases.all()) {
        const box = (await canvas.boundingBox())!;
        expect(box.width).toBeGreaterThan(200);
        expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width);
      }
      // Nothing wider than the phone's screen.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);

      await section.scrollIntoViewIfNeeded();
      await section.screenshot({ path: `${SHOTS}/chart-${viewport.name}-${theme}.png` });
      await page.screenshot({ path: `${SHOTS}/home-${viewport.name}-${theme}.png` });
      await expectAccessible(page);
    });
  }
}

test('the chart is drawn again in the other theme when the theme is switched', async ({ page }) => {
  const section = await openHome(page, 'dark');
  const canvas = section.locator('canvas').first();
  await expect(canvas).toBeVisible();
  const pixels = () => canvas.screenshot();
  const dark = await pixels();
  await page.getByRole('button', { name: 'Toggle theme' }).first().click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await expect.poll(async () => (await pixels()).equals(dark)).toBe(false);
  await section.screenshot({ path: `${SHOTS}/chart-switched-light.png` });
});

test('a visitor gets no chart and no chart code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Games' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Your sales/ })).toHaveCount(0);
  expect(scripts.filter((s) => /income-chart|uPlot/i.test(s))).toEqual([]);
});
