import { expect, test, type APIRequestContext } from '@playwright/test';
import type { AccountList, DevMail, SalesStat } from '@shop/contract';
import { expectAccessible, signIn } from './support.ts';

/**
 * The shop sells: a buyer orders an account, reads the invoice in the dev mailbox, the seller
 * confirms the payment under Transactions, the buyer receives the delivery mail, the account
 * leaves the listing and the totals move.
 */

const data = async <T>(request: APIRequestContext, url: string): Promise<T> =>
  ((await (await request.get(url)).json()) as { data: T }).data;

async function mailTo(request: APIRequestContext, to: string, subject: RegExp): Promise<DevMail> {
  let found: DevMail | undefined;
  await expect
    .poll(async () => {
      const mails = await data<DevMail[]>(request, `/api/dev/mailbox?to=${encodeURIComponent(to)}`);
      found = mails.find((m) => subject.test(m.subject));
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: '390 px', width: 390, height: 844 },
]) {
  test.describe(`orders at ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a buyer buys, the seller confirms, the buyer gets the account and the totals move', async ({
      page,
      request,
      browser,
    }) => {
      const gameId = 1;
      const listing = await data<AccountList>(request, `/api/games/${gameId}/accounts?limit=50`);
      // One account per viewport, from the end of the list: the first screen other specs look
      // at stays as the demo seeds it.
      const account = listing.accounts.at(viewport.width === 390 ? -2 : -1)!;
      const buyerEmail = `buyer-${viewport.width}-${Date.now().toString(36)}@example.com`;
      const stats = async () =>
        (await data<SalesStat[]>(request, '/api/games/sales-stats')).find(
          (s) => s.game_id === gameId,
        )!;
      const before = await stats();

      // The buyer orders.
      await page.goto(`/games/${gameId}/accounts/${account.id}`);
      await page.getByLabel('Your Name').fill('Mina Park');
      await page.getByLabel('Your Email').fill(buyerEmail);
      await page.getByLabel('Note (discord)').fill('mina#0001');
      await expectAccessible(page);
      await page.getByRole('button', { name: /^Purchase \| \$/ }).click();
      await expect(
        page.getByText('Transaction has been created, please check your email for the invoice.'),
      ).toBeVisible();
      const order = page.getByRole('region', { name: 'Your order' });
      await expect(order.getByRole('timer')).toHaveText(/Pay within [45]:\d\d/);

      // Reserved: it is gone from the public listing.
      const reserved = await data<AccountList>(request, `/api/games/${gameId}/accounts?limit=100`);
      expect(reserved.accounts.map((a) => a.id)).not.toContain(account.id);

      // The invoice arrives in the dev mailbox; the buyer opens it there and follows its link.
      const invoiceMail = await mailTo(request, buyerEmail, /^Invoice for /);
      expect(invoiceMail.text).toContain(account.code);
      await page.goto(`/dev/mailbox`);
      await page
        .getByRole('region', { name: 'Mails' })
        .getByRole('link', { name: invoiceMail.subject })
        .first()
        .click();
      await expect(page.getByRole('heading', { name: invoiceMail.subject })).toBeVisible();
      const invoiceUrl = new URL(
        /https?:\/\/\S+\/invoice\/\d+\?token=\S+/.exec(invoiceMail.text)![0],
      );
      await page.goto(invoiceUrl.pathname + invoiceUrl.search);
      await expect(page.getByText(account.code).first()).toBeVisible();
      await expect(page.getByText(/pending/i).first()).toBeVisible();
      await expectAccessible(page);

      // The seller confirms the payment in the back office.
      const seller = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
      });
      const sellerPage = await seller.newPage();
      await signIn(sellerPage);
      await expect(sellerPage).toHaveURL(/\/$/);
      await sellerPage.goto('/transactions');
      await sellerPage.getByRole('button', { name: `Confirm payment for ${account.code}` }).click();
      const dialog = sellerPage.getByRole('alertdialog', { name: 'Confirm payment?' });
      await dialog.getByRole('button', { name: 'Confirm payment' }).click();
      await expect(sellerPage.getByText(/^Payment confirmed\./)).toBeVisible();
      await expectAccessible(sellerPage);
      await seller.close();

      // The buyer gets the account's sign-in by mail, and the invoice page says delivered.
      const delivery = await mailTo(request, buyerEmail, /is ready$/);
      expect(delivery.text).toContain(`account ${account.code}`);
      expect(delivery.text).toMatch(/Password: \S+/);
      await expect(page.getByText(/^Paid — the account's login details were sent to/)).toBeVisible({
        timeout: 10_000,
      });

      // Sold: the buyer's own page shows the outcome; anyone else finds it gone.
      await page.goto(`/games/${gameId}/accounts/${account.id}`);
      await expect(
        page.getByText(/^Paid — the account's login details were sent to/),
      ).toBeVisible();
      const visitor = await browser.newPage();
      await visitor.goto(`/games/${gameId}/accounts/${account.id}`);
      await expect(visitor.getByText('Account not found or has been sold')).toBeVisible();
      await visitor.close();
      const sold = await data<AccountList>(request, `/api/games/${gameId}/accounts?limit=100`);
      expect(sold.accounts.map((a) => a.id)).not.toContain(account.id);
      const after = await stats();
      expect(after.total_sold).toBe(before.total_sold + 1);
      expect(after.total_revenue).toBe(before.total_revenue + account.price);
    });
  });
}
