import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type {
  DevMail,
  Game,
  Invoice,
  LoginData,
  SellerAccount,
  SellerList,
  SellerWithPassword,
} from '@shop/contract';
import { sendMail } from './mail.ts';
import {
  advanceClock,
  DEMO,
  data,
  expectAccessible,
  expectTheme,
  SCREENS,
  signIn,
  THEMES,
  useTheme,
} from './support.ts';

/**
 * Issue 26's whole trust flow, as each party sees it: a buyer buys a 7-day-warranty account of a
 * seller the owner made, the seller confirms; a password-reset mail from the game reaches the
 * account and the buyer's page shows the security alert live while the seller is notified; the
 * buyer opens a dispute citing that mail; the seller does not answer, and once the shop's clock
 * passes the 24-hour window the dispute goes to the owner, who refunds; the seller's totals drop
 * by the price.
 */

const PRICE = 135;
const RESET = {
  subject: '[HoYoverse] Verification Code',
  text: 'Dear Traveler,\n\nYou are resetting the password of your HoYoverse Account. Your verification code is:\n\n730214\n\nThe code will be valid for 30 minutes.',
};

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function login(request: APIRequestContext, code: string, password: string) {
  return (
    await data<LoginData>(await request.post('/api/roller/login', { data: { code, password } }))
  ).token;
}

/** The newest mail to `to` whose subject passes `match`, once the outbox has sent it. */
async function mailTo(
  request: APIRequestContext,
  to: string,
  match: (subject: string) => boolean,
  newerThan = 0,
): Promise<DevMail> {
  let found: DevMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = await data<DevMail[]>(
          await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`),
        );
        found = mails.find((m) => m.id > newerThan && match(m.subject));
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

/** A seller the owner makes on the Sellers page's API, with a confirmed notification e-mail. */
async function newSeller(request: APIRequestContext, owner: string) {
  const code = `trust${Date.now().toString(36)}`;
  const made = await data<SellerWithPassword>(
    await request.post('/api/owner/sellers', {
      headers: bearer(owner),
      data: { code, name: 'Trusty Seller' },
    }),
  );
  const token = await login(request, code, made.password);
  const news = `${code}-news@example.com`;
  await data(
    await request.put('/api/roller/email', { headers: bearer(token), data: { email: news } }),
  );
  const confirm = await mailTo(request, news, (s) => s.startsWith('Confirm your notification'));
  const confirmToken = /confirm-email\?token=([^\s&]+)/.exec(confirm.text)![1]!;
  await data(
    await request.post('/api/roller/email/confirm', {
      data: { token: decodeURIComponent(confirmToken) },
    }),
  );
  return { code, token, news, password: made.password };
}

/** Lists a 7-day-warranty account, sells it to `buyerEmail` and confirms the payment. */
async function soldWithWarranty(request: APIRequestContext, seller: string, buyerEmail: string) {
  const game = await data<Game>(await request.get('/api/games/1'));
  const account = await data<SellerAccount>(
    await request.post('/api/games/1/accounts', {
      headers: bearer(seller),
      data: {
        server_name: game.servers[0]!.value,
        banner_guarantee: false,
        description: 'Sold with a warranty the shop enforces',
        gender: 'F',
        characters: [],
        weapons: [],
        login: 'Email',
        email: `guarded${Date.now().toString(36)}`,
        password: 'Guarded-pass-123',
        price: PRICE,
        warranty_days: 7,
        images: [game.image],
      },
    }),
  );
  const invoice = await data<Invoice>(
    await request.post('/api/transaction', {
      data: { account_id: account.id, name: 'Ana Buyer', email: buyerEmail },
      headers: { 'Idempotency-Key': randomBytes(24).toString('base64url') },
    }),
  );
  await data(
    await request.post(`/api/roller/transactions/${invoice.id}/confirm`, {
      headers: bearer(seller),
    }),
  );
  return account;
}

/** A fresh buyer link's token, from the mail the shop sends (not an earlier link's). */
async function buyerToken(request: APIRequestContext, email: string): Promise<string> {
  const earlier = await data<DevMail[]>(
    await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`),
  );
  const newest = Math.max(0, ...earlier.map((m) => m.id));
  await data(await request.post('/api/buyer/request-email-access', { data: { email } }));
  const mail = await mailTo(request, email, (s) => s.startsWith('Your link to read'), newest);
  return /buyer-emails\?token=([\w-]+)/.exec(mail.text)![1]!;
}

/** The owner's view of a seller's totals (the Sellers page reads the same). */
async function incomeOf(request: APIRequestContext, owner: string, code: string) {
  const { sellers } = await data<SellerList>(
    await request.get('/api/owner/sellers', { headers: bearer(owner) }),
  );
  return sellers.find((s) => s.code === code)!.income;
}

async function noSideScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

const SHOTS = '/tmp/shots-trust';

for (const screen of SCREENS) {
  for (const theme of THEMES) {
    const at = `${screen.width} px, ${theme}`;
    test(`a security alert, a dispute citing it, its escalation after 24 h and the owner’s refund (${at})`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      const shot = (page: Page, name: string) =>
        page.screenshot({
          path: `${SHOTS}/${name}-${screen.width}-${theme}.png`,
          fullPage: true,
        });
      const newPage = async () => {
        const context = await browser.newContext({ viewport: screen });
        await useTheme(context, theme);
        return context.newPage();
      };
      const owner = await login(request, DEMO.code, DEMO.password);
      const seller = await newSeller(request, owner);
      const buyerEmail = `guarded-${Date.now().toString(36)}@example.com`;
      const account = await soldWithWarranty(request, seller.token, buyerEmail);
      expect(await incomeOf(request, owner, seller.code)).toBe(PRICE);

      // The buyer's page, live: the alert arrives without a reload.
      const token = await buyerToken(request, buyerEmail);
      const page = await newPage();
      await page.goto(`/buyer-emails?token=${token}`);
      await expectTheme(page, theme);
      const card = page.getByRole('article');
      await expect(card.getByText(/^Warranty until /)).toBeVisible();
      await expect(card.getByRole('alert')).toHaveCount(0);
      await sendMail(RESET.subject, { to: account.email, text: RESET.text });
      const banner = card.getByRole('alert');
      await expect(banner).toContainText(
        /^Security alert: a password reset was requested on .+ — if this was not you, open a dispute/,
      );
      await expectAccessible(page);
      await noSideScroll(page);
      await shot(page, 'buyer-alert');
      await mailTo(request, seller.news, (s) => s.startsWith(`Security alert on ${account.code}`));

      // The dispute, citing the flagged mail.
      await banner.getByRole('link', { name: 'Open a dispute' }).click();
      await expect(page).toHaveURL(/\/buyer-disputes\?/);
      const form = page.getByRole('form', { name: /open a dispute/i });
      await form.getByLabel('Reason').selectOption({ label: 'Account recovered by someone' });
      await form
        .getByLabel('Message')
        .fill('Someone reset the password the day after I bought it.');
      await form
        .getByRole('checkbox', { name: new RegExp(RESET.subject.replace(/[[\]]/g, '\\$&')) })
        .check();
      await shot(page, 'buyer-dispute-form');
      await form.getByRole('button', { name: 'Open dispute' }).click();
      const opened = page.getByRole('article', { name: new RegExp(account.code) });
      await expect(opened.getByText('Waiting for the seller')).toBeVisible();
      await expectAccessible(page);
      await noSideScroll(page);
      await shot(page, 'buyer-dispute-open');
      await mailTo(request, seller.news, (s) => s.startsWith(`New dispute on ${account.code}`));

      // The seller sees it waiting on their Disputes page, and does not answer.
      const sellerPage = await newPage();
      await signIn(sellerPage, seller.code, seller.password);
      await expect(sellerPage).toHaveURL(/\/$/);
      await sellerPage.goto('/disputes');
      const waiting = sellerPage
        .getByRole('list', { name: 'Disputes' })
        .getByRole('listitem')
        .filter({ hasText: account.code });
      await expect(waiting).toContainText('Waiting for the seller');
      await noSideScroll(sellerPage);
      await shot(sellerPage, 'seller-disputes');

      // A day later the owner decides.
      expect(await advanceClock(25)).toContain('1 dispute(s) handed to the owner');
      const ownerPage = await newPage();
      await signIn(ownerPage);
      await expect(ownerPage).toHaveURL(/\/$/);
      await ownerPage.goto('/disputes');
      const item = ownerPage
        .getByRole('list', { name: 'Disputes' })
        .getByRole('listitem')
        .filter({ hasText: account.code });
      await expect(item).toContainText('With the shop owner');
      await noSideScroll(ownerPage);
      await shot(ownerPage, 'owner-disputes');
      await item.getByRole('link', { name: account.code }).click();
      await expect(ownerPage.getByText(RESET.subject)).toBeVisible();
      await ownerPage.getByRole('radio', { name: 'Refund' }).check();
      await ownerPage
        .getByRole('textbox', { name: 'Note' })
        .fill('The reset mail shows the account was taken back.');
      await ownerPage.getByRole('button', { name: 'Resolve dispute' }).click();
      await ownerPage.getByRole('button', { name: 'Refund', exact: true }).click();
      await expect(ownerPage.getByText('Resolved').first()).toBeVisible();
      await noSideScroll(ownerPage);
      await expectAccessible(ownerPage);
      await shot(ownerPage, 'owner-resolved');

      // The refund leaves the seller's totals, and the buyer's page says how it ended (a day
      // has passed: their first link has expired, so they ask for a new one; the refunded
      // account has left their page, its dispute has not).
      expect(await incomeOf(request, owner, seller.code)).toBe(0);
      await page.goto(`/buyer-emails?token=${await buyerToken(request, buyerEmail)}`);
      await expect(page.getByText('No Purchased Accounts Found')).toBeVisible();
      await shot(page, 'buyer-after-refund');
      await page.getByRole('link', { name: 'Your disputes (1)' }).click();
      await expect(opened.getByText('Resolved', { exact: true })).toBeVisible();
      await expect(opened).toContainText('Refund');
      await shot(page, 'buyer-dispute-resolved');
      for (const p of [page, sellerPage, ownerPage]) await p.context().close();
    });
  }
}
