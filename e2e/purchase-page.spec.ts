import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AccountList, Invoice, SellerAccount } from '@shop/contract';
import {
  buyerPage,
  expectInSight,
  expectNoGaps,
  GAME,
  imagesLoaded,
  open,
  relayFrom,
} from './purchase-support.ts';
import { DEMO, SCREENS, THEMES, data } from './support.ts';

/**
 * The purchase page: after Enter on the form the focus is on the order summary's heading; an
 * order refused because another buyer holds the account disables the form with the page's own
 * explanation; no gap over 48 px opens between the page's sections when the left column is
 * short. At 390 and 1280 px, dark and light, with screenshots into /tmp/shots-b. "Back to
 * {game}": purchase-back-link.spec.ts.
 */

const SHOTS = '/tmp/shots-b';
const PRICE = 74;

let seller: Record<string, string>;
/** Undone after the spec, so the specs after it see the demo's listing as seeded. */
const leftovers: Array<(request: APIRequestContext) => Promise<void>> = [];

test.beforeAll(async ({ request }) => {
  const { token } = await data<{ token: string }>(
    await request.post('/api/roller/login', { data: DEMO }),
  );
  seller = { Authorization: `Bearer ${token}` };
});

test.afterAll(async ({ request }) => {
  for (const undo of leftovers.reverse()) await undo(request);
});

/**
 * An account whose left column is short (no description, one character, no weapons), so the
 * side panel is the taller column: where the old layout opened its gaps.
 */
async function shortAccount(request: APIRequestContext, tag: string): Promise<SellerAccount> {
  const demo = await data<AccountList>(await request.get(`/api/games/${GAME.id}/accounts`));
  const created = await request.post(`/api/games/${GAME.id}/accounts`, {
    headers: seller,
    data: {
      server_name: 'asia',
      banner_guarantee: false,
      description: '',
      gender: 'M',
      characters: [{ character: demo.accounts[0]!.characters[0]!.character, copies: 0 }],
      weapons: [],
      login: 'Username',
      email: `purchase-page-${tag}-${Date.now().toString(36)}`,
      password: 'purchase-page-e2e',
      price: PRICE,
      images: [demo.accounts[0]!.images[0]!],
    },
  });
  expect(created.status()).toBe(201);
  const account = await data<SellerAccount>(created);
  leftovers.push(async (req) => {
    const gone = await req.delete(`/api/games/${GAME.id}/accounts/${account.id}`, {
      headers: seller,
    });
    expect(gone.ok()).toBe(true);
  });
  return account;
}

SCREENS.forEach((viewport, v) => {
  THEMES.forEach((theme, t) => {
    const label = `${viewport.width} px, ${theme}`;
    const shot = async (page: Page, name: string) => {
      // From the top: a full-page shot of a scrolled page draws the sticky nav bar mid-page.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({
        path: `${SHOTS}/${name}-${viewport.width}-${theme}.png`,
        fullPage: true,
      });
    };

    test.describe(label, () => {
      test.use({ viewport });

      test(`buying with Enter focuses the order; a second buyer's order is refused and disables the form; no gaps (${label})`, async ({
        browser,
        request,
      }) => {
        test.setTimeout(90_000);
        const account = await shortAccount(request, `${viewport.width}-${theme}`);
        const url = `/games/${GAME.id}/accounts/${account.id}`;
        const relay = await relayFrom(`127.0.0.${31 + v * THEMES.length + t}`);
        try {
          const [first, second] = [
            await buyerPage(browser, relay.url, viewport, theme),
            await buyerPage(browser, relay.url, viewport, theme),
          ];
          await open(first, url, theme);
          await open(second, url, theme);
          // The second page stands for one whose re-check of the account has not come back
          // yet: until it submits, it is answered the account as it first saw it (the page
          // asks again on a timer and on focus, which on a slow machine could come first).
          const seen = await second.request.get(`/api/games/${GAME.id}/accounts/${account.id}`);
          const firstSeen = await seen.body();
          let submitted = false;
          await second.route(`**/api/games/${GAME.id}/accounts/${account.id}`, (route) =>
            submitted
              ? route.continue()
              : route.fulfill({ status: 200, contentType: 'application/json', body: firstSeen }),
          );
          await imagesLoaded(first);
          await expectNoGaps(first);
          await shot(first, 'purchase-before');

          // The first buyer orders with Enter: focus lands on the order summary's heading.
          await first.getByLabel('Your Name').fill('Mina Park');
          await first.getByLabel('Your Email').fill(`first-${Date.now().toString(36)}@example.com`);
          const placed = first.waitForResponse(
            (r) => r.url().endsWith('/api/transaction') && r.request().method() === 'POST',
          );
          await first.getByLabel('Your Email').press('Enter');
          const invoice = await data<Invoice>(await placed);
          leftovers.push(async (req) => {
            const cancelled = await req.post(`/api/roller/transactions/${invoice.id}/cancel`, {
              headers: seller,
            });
            expect(cancelled.ok()).toBe(true);
          });
          const heading = first.getByRole('heading', { name: 'Your order' });
          await expect(heading).toBeFocused();
          expect(await first.evaluate(() => document.activeElement?.textContent)).toBe(
            'Your order',
          );
          await expectInSight(first, heading);
          await expect(first.getByRole('form', { name: 'Purchase' })).toHaveCount(0);
          await expectNoGaps(first);
          await shot(first, 'purchase-after');

          // What a fresh load says of the account now that the first buyer holds it.
          const fresh = await buyerPage(browser, relay.url, viewport, theme);
          await open(fresh, url, theme);
          const explanation = (await fresh
            .getByText(/is being purchased by someone else/)
            .textContent())!;
          await fresh.context().close();

          // The second buyer, whose page still shows the form, is refused.
          const form = second.getByRole('form', { name: 'Purchase' });
          await second.getByLabel('Your Name').fill('Joon Lee');
          await second
            .getByLabel('Your Email')
            .fill(`second-${Date.now().toString(36)}@example.com`);
          const button = form.getByRole('button', { name: `Purchase | $${PRICE}.00` });
          submitted = true;
          await button.click();
          await expect(form.getByRole('alert')).toContainText(explanation);
          await expect(button).toBeDisabled();
          await expect(second.getByLabel('Your Name')).toBeDisabled();
          await expect(second.getByLabel('Your Email')).toBeDisabled();
          await expect(second.getByLabel('Note (discord)')).toBeDisabled();
          // The pressed button is disabled now; the focus is on the reason, in sight.
          const reason = form.getByRole('alert').locator('..');
          await expect(reason).toBeFocused();
          await expectInSight(second, reason);
          await expectNoGaps(second);
          await shot(second, 'purchase-refused');
          await first.context().close();
          await second.context().close();
        } finally {
          await relay.close();
        }
      });
    });
  });
});
