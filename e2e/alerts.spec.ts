import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AccountList, DevMail, Game, LoginData } from '@shop/contract';
import { DEMO, expectAccessible, waitForApp, data } from './support.ts';

/**
 * Issue 11: a buyer whose search found nothing saves an e-mail and subscribes to the search
 * with a max price; the address confirms the link mailed to it (decision 0040); the seller
 * lists a matching account; the alert arrives in the dev mailbox;
 * its unsubscribe link works once; the notifications page lists and deletes.
 */

/** A character of the first game that no listed account holds at C6: its search finds nothing. */
async function emptySearch(request: APIRequestContext) {
  const game = await data<Game>(await request.get('/api/games/1'));
  for (const character of game.characters) {
    const query = Array(7).fill(character.value).join(',');
    const found = await data<AccountList>(
      await request.get(`/api/games/1/accounts?characters=${query}`),
    );
    if (found.total === 0) return { game, character, query };
  }
  throw new Error('every character of the first game is listed at C6');
}

async function listMatching(request: APIRequestContext, character: string) {
  const { token } = await data<LoginData>(await request.post('/api/roller/login', { data: DEMO }));
  const game = await data<Game>(await request.get('/api/games/1'));
  await data(
    await request.post('/api/games/1/accounts', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        server_name: game.servers[0]!.value,
        banner_guarantee: true,
        description: 'Listed for a waiting alert',
        gender: 'F',
        characters: [{ character, copies: 6 }],
        weapons: [],
        login: 'Username',
        email: `alerted-${Date.now().toString(36)}`,
        password: 'Alert-pass-123',
        price: 150,
        images: [game.image],
      },
    }),
  );
}

async function alertMailTo(request: APIRequestContext, to: string): Promise<DevMail> {
  return mailTo(request, to, (m) => m.subject.endsWith('matches your alert'));
}

async function mailTo(
  request: APIRequestContext,
  to: string,
  wanted: (mail: DevMail) => boolean,
): Promise<DevMail> {
  let found: DevMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = await data<DevMail[]>(
          await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`),
        );
        found = mails.find(wanted);
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

const linkIn = (text: string, path: string) =>
  new URL(new RegExp(`https?://\\S+/${path}\\?token=[\\w-]+`).exec(text)![0]);

async function subscribeToEmptySearch(page: Page, query: string, email: string) {
  await page.goto(`/games/1?characters=${query}`);
  await waitForApp(page);
  await expect(
    page.getByRole('heading', { name: 'No accounts found for your search' }),
  ).toBeVisible();
  await expect(
    page.getByText(
      'No registration required. Your email is only used for account notifications and can be unsubscribed anytime.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Create Subscription for This Search' }).click();
  await expect(page.getByText('Please enable notifications first')).toBeVisible();
  await page.getByLabel('Email address').fill('not an email');
  await page.getByRole('button', { name: 'Enable Notifications' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Enable Notifications' }).click();
  await expect(page.getByText('Email saved! Now you can create subscriptions.')).toBeVisible();
  await page.getByRole('button', { name: 'Create Subscription for This Search' }).click();
  await page.getByLabel('Max price (USD, optional)').fill('500');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(
    page.getByText(
      'Subscription created successfully! You will receive email notifications when matching accounts become available.',
    ),
  ).toBeVisible();
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`${viewport.name}: a search with no results becomes an alert that arrives and unsubscribes once`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const email = `watcher-${viewport.name}-${Date.now().toString(36)}@example.com`;
    const { character, query } = await emptySearch(request);
    await subscribeToEmptySearch(page, query, email);
    await expectAccessible(page);

    // Double opt-in (decision 0040): the new address is mailed a link, and no alert until opened.
    await expect(
      page.getByText(
        `We sent a link to ${email} to confirm it. No alert is sent until you open it.`,
      ),
    ).toBeVisible();
    const confirmation = await mailTo(
      request,
      email,
      (m) => m.subject === 'Confirm your e-mail for account alerts',
    );
    const confirm = new URL(
      /https?:\/\/\S+\/notifications\?confirm=[\w-]+/.exec(confirmation.text)![0],
    );
    await page.goto(confirm.pathname + confirm.search);
    await expect(
      page.getByText('Your email is confirmed. Its alerts are listed below.'),
    ).toBeVisible();
    await expect(page.getByRole('listitem', { name: /subscription$/ })).toHaveCount(1);

    await listMatching(request, character.value);
    const mail = await alertMailTo(request, email);
    expect(mail.text).toContain(`${character.name} C6`);
    expect(mail.text).toContain('$150.00');

    const single = linkIn(mail.text, 'unsubscribe-single');
    await page.goto(single.pathname + single.search);
    await expect(
      page.getByText('You have been successfully unsubscribed from this subscription'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Manage Subscriptions' })).toBeVisible();
    await page.goto(single.pathname + single.search);
    await expect(
      page.getByText('This unsubscribe link is invalid or has already been used.'),
    ).toBeVisible();

    // The saved e-mail and its token are in this browser: the page lists the alert, now off.
    await page.goto('/notifications');
    const row = page.getByRole('listitem', { name: /subscription$/ });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Inactive')).toBeVisible();
    await expect(row.getByText(`${character.name} C6`)).toBeVisible();
    await expectAccessible(page);
    await row.getByRole('button', { name: /^Delete .* subscription$/ }).click();
    await expect(
      page.getByText('Are you sure you want to delete this subscription?'),
    ).toBeVisible();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Subscription deleted successfully!')).toBeVisible();
    await expect(row).toHaveCount(0);
  });
}
