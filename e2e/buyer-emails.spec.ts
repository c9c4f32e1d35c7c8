import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import nodemailer from 'nodemailer';
import type { AccountList, DevMail, Invoice, LoginData } from '@shop/contract';
import { E2E_SMTP_PORT } from './ports.ts';
import { DEMO, expectAccessible, data } from './support.ts';

/**
 * A buyer of a delivered account asks for access on /buyer-emails, follows the mailed link and
 * reads the mail that reached the account's login e-mail over SMTP after the purchase.
 */

/** Buys an account through the API and confirms it as the seller: the account is delivered. */
async function buyDelivered(request: APIRequestContext, buyerEmail: string) {
  const listing = await data<AccountList>(await request.get('/api/games/1/accounts?limit=50'));
  // The orders spec takes the last two; the first screens other specs look at stay as seeded.
  const account = listing.accounts.at(-3)!;
  const invoice = await data<Invoice>(
    await request.post('/api/transaction', {
      data: { account_id: account.id, name: 'Ana Buyer', email: buyerEmail },
      headers: { 'Idempotency-Key': randomBytes(24).toString('base64url') },
    }),
  );
  const { token } = await data<LoginData>(await request.post('/api/roller/login', { data: DEMO }));
  await data(
    await request.post(`/api/roller/transactions/${invoice.id}/confirm`, {
      headers: { Authorization: `Bearer ${token}` },
    }),
  );
  return account;
}

async function mailTo(request: APIRequestContext, to: string): Promise<DevMail> {
  let found: DevMail | undefined;
  await expect
    .poll(async () => {
      const mails = await data<DevMail[]>(
        await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`),
      );
      found = mails.find((m) => m.subject.startsWith('Your link to read'));
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

test('a buyer requests access, follows the mailed link and reads the account’s mail', async ({
  page,
  request,
}) => {
  const buyerEmail = `reader-${Date.now().toString(36)}@example.com`;
  const account = await buyDelivered(request, buyerEmail);

  await page.goto('/buyer-emails');
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'Email' }).fill(buyerEmail);
  await page.getByRole('button', { name: 'Request Access' }).click();
  await expect(page.getByText('Access Request Sent!')).toBeVisible();

  const link = new URL(
    /https?:\/\/\S+\/buyer-emails\?token=[\w.-]+/.exec(
      (await mailTo(request, buyerEmail)).text,
    )![0],
  );
  // The link is opened where mail is read: on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  const stream = page.waitForResponse((r) => r.url().includes('/api/realtime?ticket=') && r.ok());
  await page.goto(link.pathname + link.search);
  const card = page.getByRole('article', { name: /./ }).filter({ hasText: account.code });
  await expect(card).toBeVisible();
  await expect(card.getByText('No emails found for this account')).toBeVisible();
  const loginEmail = (await card
    .locator('dt', { hasText: 'Account email' })
    .locator('+ dd')
    .textContent())!;

  await stream;
  const subject = `Verification code ${Date.now().toString(36)}`;
  await nodemailer
    .createTransport({ host: '127.0.0.1', port: E2E_SMTP_PORT, secure: false, ignoreTLS: true })
    .sendMail({
      from: 'HoYoverse <noreply@hoyoverse.com>',
      to: loginEmail,
      subject,
      html: '<p>Your code is <b>482913</b>.</p><script>alert(1)</script>',
      text: 'Your code is 482913.',
    });

  // The page is live: the new mail appears without a reload.
  await expect(page.getByRole('button', { name: new RegExp(subject) })).toHaveCount(1, {
    timeout: 10_000,
  });
  await expect(page.getByText(buyerEmail)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: new RegExp(subject) }).click();
  const dialog = page.getByRole('dialog', { name: subject });
  const body = dialog.frameLocator(`iframe[title="Email body: ${subject}"]`);
  await expect(body.getByText(/Your code is 482913/)).toBeVisible();
  await expect(body.locator('script')).toHaveCount(0);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('an unknown token shows the Access Error card and leads back to a new request', async ({
  page,
}) => {
  await page.goto('/buyer-emails?token=not-a-real-token');
  await expect(page.getByRole('heading', { name: 'Access Error' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Request New Access' }).click();
  await expect(page.getByRole('button', { name: 'Request Access' })).toBeVisible();
  await expect(page).toHaveURL(/\/buyer-emails$/);
});
