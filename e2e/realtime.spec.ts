import { expect, test, type Page } from '@playwright/test';
import type { AccountList } from '@shop/contract';
import {
  openInboxLive,
  pendingBadge,
  sameDocument,
  sendMail,
  signInLive,
  unreadBadge,
  unreadMailLink,
} from './mail.ts';

/**
 * The back office follows the shop live (DESIGN §6): the seller signs in, the page opens its
 * event stream, and new mail and new orders show up in the open page by themselves.
 */

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('a mail sent over SMTP shows in the open inbox by itself, badged, and reading it lowers the badge', async ({
  page,
}) => {
  await openInboxLive(page);
  const before = await unreadBadge(page);

  const subject = `Live ${Date.now()}`;
  await sendMail(subject);
  const link = unreadMailLink(page, subject);
  await expect(link).toBeVisible();
  await expect.poll(() => unreadBadge(page)).toBe(before + 1);

  await link.click();
  await expect(page.getByRole('article', { name: subject })).toBeVisible();
  await expect.poll(() => unreadBadge(page)).toBe(before);
  expect(await sameDocument(page)).toBe(true);
});

test('an order placed by a buyer shows on the open Transactions page by itself', async ({
  page,
  request,
}) => {
  // Game 1's third account from the end: the orders spec buys the last two.
  const listing = (await (await request.get('/api/games/1/accounts?limit=50')).json()) as {
    data: AccountList;
  };
  const account = listing.data.accounts.at(-3)!;

  await signInLive(page);
  await nav(page)
    .getByRole('link', { name: /^Transactions/ })
    .click();
  await expect(
    page.getByRole('list', { name: 'Transactions' }).or(page.getByText('No transactions yet.')),
  ).toBeVisible();
  const confirm = page.getByRole('button', { name: `Confirm payment for ${account.code}` });
  await expect(confirm).toHaveCount(0);
  const before = await pendingBadge(page);

  const order = await request.post('/api/transaction', {
    data: {
      account_id: account.id,
      name: 'Live Buyer',
      email: `live-${Date.now().toString(36)}@example.com`,
      note: '',
    },
  });
  expect(order.status()).toBe(201);

  await expect(confirm).toBeVisible();
  await expect.poll(() => pendingBadge(page)).toBe(before + 1);
  expect(await sameDocument(page)).toBe(true);
});
