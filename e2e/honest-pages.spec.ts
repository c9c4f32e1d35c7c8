import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Game } from '@shop/contract';
import { expectAccessible, expectTheme, SCREENS, THEMES, useTheme, waitForApp } from './support.ts';

/** Screenshots for a person to look at; never part of the repository. */
const SHOTS = '/tmp/shots-c';

async function firstGameId(request: APIRequestContext): Promise<number> {
  return ((await (await request.get('/api/games')).json()).data as Game[])[0]!.id;
}

/** Each path the app shows as not found, and the heading it shows there. */
const notFoundPages = (gameId: number) => [
  { path: '/no/such/page', heading: 'Page not found' },
  { path: '/games/999', heading: 'Game not found' },
  { path: `/games/${gameId}/accounts/99999`, heading: 'Account not found or has been sold' },
];

test('a page the app shows as not found answers 404 and preloads nothing', async ({
  page,
  request,
}) => {
  for (const { path, heading } of notFoundPages(await firstGameId(request))) {
    const response = await page.goto(path);
    expect(response!.status(), path).toBe(404);
    expect(response!.headers()['content-type'], path).toMatch(/^text\/html/);
    expect(response!.headers()['link'], path).toBeUndefined();
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
  }
  await expectAccessible(page);
});

test('a page that exists still answers 200', async ({ page, request }) => {
  const gameId = await firstGameId(request);
  for (const path of ['/', `/games/${gameId}`, '/terms', '/games/']) {
    const response = await page.goto(path);
    expect(response!.status(), path).toBe(200);
  }
});

test('the footer pages without operator text say "Not published yet", to the public only', async ({
  page,
}) => {
  // The e2e server sets no SHOP_TERMS or SHOP_REFUND_POLICY (e2e/start-server.ts).
  for (const path of ['/terms', '/refunds']) {
    await page.goto(path);
    await waitForApp(page);
    await expect(page.getByText('Not published yet', { exact: true }), path).toBeVisible();
    await expect(page.getByRole('main'), path).not.toContainText(/Shop operator|SHOP_/);
  }
  await expectAccessible(page);
});

test('the footer links to the dev mailbox on the shop machine, and the link opens it', async ({
  page,
}) => {
  // The e2e server runs on loopback without SMTP_URL: the dev mailbox is on.
  await page.goto('/terms');
  await waitForApp(page);
  const footer = page.getByRole('navigation', { name: 'Shop policies and contact' });
  await footer.getByRole('link', { name: 'Dev mailbox' }).click();
  await expect(page).toHaveURL(/\/dev\/mailbox$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dev mailbox' })).toBeVisible();
});

for (const theme of THEMES) {
  for (const { width, height } of SCREENS) {
    test(`screenshots of a not-found page and the terms at ${width} px, ${theme}`, async ({
      page,
    }) => {
      await useTheme(page, theme);
      await page.setViewportSize({ width, height });
      const shot = (name: string) =>
        page.screenshot({ path: `${SHOTS}/${name}-${width}-${theme}.png`, fullPage: true });

      await page.goto('/no/such/page');
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expectTheme(page, theme);
      await shot('not-found');

      await page.goto('/terms');
      await expect(page.getByText('Not published yet', { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Dev mailbox' })).toBeVisible();
      await shot('terms');
    });
  }
}
