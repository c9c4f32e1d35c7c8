import { expect, test } from '@playwright/test';
import type { AccountList } from '@shop/contract';
import { buyerPage, GAME, open } from './purchase-support.ts';
import { data, SCREENS, THEMES, waitForApp } from './support.ts';

/**
 * The purchase page's "Back to {game}" returns to the filtered listing the buyer came from, at
 * 390 and 1280 px, dark and light.
 */

const FILTERED = `/games/${GAME.id}?sort=price_desc&gender=F`;

SCREENS.forEach((viewport) => {
  THEMES.forEach((theme) => {
    const label = `${viewport.width} px, ${theme}`;

    test.describe(label, () => {
      test.use({ viewport });

      test(`"Back to ${GAME.name}" returns to the filtered listing the buyer came from (${label})`, async ({
        browser,
        baseURL,
        request,
      }) => {
        // What the filtered listing holds, asked of the API: the page must show exactly these
        // before and after the round trip (read from the page, a half-rendered grid would do).
        const filtered = await request.get(
          `/api/games/${GAME.id}/accounts${new URL(FILTERED, baseURL).search}`,
        );
        const results = (await data<AccountList>(filtered)).accounts.map((a) => a.code);
        expect(results.length).toBeGreaterThan(1);
        const page = await buyerPage(browser, baseURL!, viewport, theme);
        await open(page, FILTERED, theme);
        const codes = page.getByRole('article').getByRole('heading', { level: 3 });
        await expect(codes).toHaveText(results);
        const listing = page.url();
        expect(new URL(listing).searchParams.get('sort')).toBe('price_desc');
        expect(new URL(listing).searchParams.get('gender')).toBe('F');

        await page
          .getByRole('article')
          .nth(1)
          .getByRole('link', { name: /^Buy \$/ })
          .click();
        await expect(page).toHaveURL(new RegExp(`/games/${GAME.id}/accounts/\\d+$`));
        await expect(page.getByRole('heading', { level: 1, name: results[1] })).toBeVisible();
        // The listing is kept in the history entry, so a reload does not lose it.
        await page.reload();
        await waitForApp(page);

        await page.getByRole('link', { name: `Back to ${GAME.name}` }).click();
        await expect(page).toHaveURL(listing);
        await expect(codes).toHaveText(results);
        await page.context().close();
      });
    });
  });
});
