import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import nodemailer from 'nodemailer';
import type { AccountList, DevMail, Invoice, LoginData, SubRoller } from '@shop/contract';
import { htmlGameMail } from '../apps/server/test/game-mail.ts';
import { E2E_PORT, E2E_SMTP_PORT } from './ports.ts';
import { DEMO, expectAccessible, data } from './support.ts';

/**
 * One mail reader for every reader (DESIGN §5 "Readers of one mailbox"): an HTML-only game mail
 * (banner, button link, code in a styled table, a PDF) reads the same in the seller's inbox, in
 * a sub-roller's viewer and in the buyer's page, each with its code, its verification link and
 * its attachment; the buyer's page and the viewer are live.
 */

const SHOTS = '/tmp/shots-readers';
const VERIFY = 'https://account.starfall.example/verify?token=abc123';
const FILE = 'Sicherheitsbericht März.pdf';

const sendHtmlMail = (to: string[], code: string) =>
  nodemailer
    .createTransport({ host: '127.0.0.1', port: E2E_SMTP_PORT, secure: false, ignoreTLS: true })
    .sendMail({ ...htmlGameMail({ to: to.join(', '), code }), subject: `Starfall check ${code}` });

/** The demo seller's session: sub-rollers are made and removed through it. */
async function sellerSession(request: APIRequestContext) {
  const { token } = await data<LoginData>(await request.post('/api/roller/login', { data: DEMO }));
  return { token, headers: { Authorization: `Bearer ${token}` } };
}

async function newSubRoller(request: APIRequestContext, headers: Record<string, string>) {
  const sub = await data<SubRoller>(
    await request.post('/api/email/sub-roller/token', {
      data: { sub_code: `r${Date.now().toString(36)}` },
      headers,
    }),
  );
  return {
    code: sub.sub_code,
    link: `/email-viewer?token=${encodeURIComponent(sub.token)}`,
    address: `demo.${sub.sub_code}.game@shop.localhost`,
  };
}

/**
 * Purchases are limited per client address, and the specs after this one buy from 127.0.0.1:
 * this one buys from an address of its own on the loopback network.
 */
const PURCHASE_ADDRESS = '127.0.0.22';

/** POST a JSON body to the e2e server from a given local address; answers the envelope's data. */
function postFrom(localAddress: string, path: string, body: unknown): Promise<Invoice> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: E2E_PORT,
        path,
        method: 'POST',
        localAddress,
        headers: {
          'content-type': 'application/json',
          'idempotency-key': randomBytes(24).toString('base64url'),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          res.statusCode === 201
            ? resolve((JSON.parse(text) as { data: Invoice }).data)
            : reject(new Error(`${res.statusCode}: ${text}`)),
        );
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

interface Purchase {
  link: string;
  loginEmail: string;
  accountCode: string;
}
/** One delivered purchase serves every variant. */
let purchase: Promise<Purchase> | null = null;

async function buyDelivered(
  request: APIRequestContext,
  seller: Record<string, string>,
): Promise<Purchase> {
  const listing = await data<AccountList>(await request.get('/api/games/1/accounts?limit=50'));
  const account = listing.accounts.at(-4)!;
  const buyerEmail = `readers-${Date.now().toString(36)}@example.com`;
  const invoice = await postFrom(PURCHASE_ADDRESS, '/api/transaction', {
    account_id: account.id,
    name: 'Rea Der',
    email: buyerEmail,
  });
  await data(
    await request.post(`/api/roller/transactions/${invoice.id}/confirm`, { headers: seller }),
  );
  await data(
    await request.post('/api/buyer/request-email-access', { data: { email: buyerEmail } }),
  );
  let link = '';
  await expect
    .poll(async () => {
      const mails = await data<DevMail[]>(
        await request.get(`/api/dev/mailbox?to=${encodeURIComponent(buyerEmail)}`),
      );
      link =
        /\/buyer-emails\?token=[\w.-]+/.exec(
          mails.find((m) => m.subject.startsWith('Your link to read'))?.text ?? '',
        )?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  const delivered = await data<{ accounts: { account_code: string; account_email: string }[] }>(
    await request.get(`/api/buyer/emails?${link.split('?')[1]}`),
  );
  const loginEmail = delivered.accounts.find((a) => a.account_code === account.code)!.account_email;
  return { link, loginEmail, accountCode: account.code };
}

/** A delivered account's buyer link, a new sub-roller of the demo seller, the seller's session. */
async function readers(request: APIRequestContext) {
  const seller = await sellerSession(request);
  purchase ??= buyDelivered(request, seller.headers);
  const bought = await purchase;
  const sub = await newSubRoller(request, seller.headers);
  return {
    sellerToken: seller.token,
    buyerLink: bought.link,
    viewerLink: sub.link,
    subAddress: sub.address,
    subCode: sub.code,
    loginEmail: bought.loginEmail,
    accountCode: bought.accountCode,
  };
}

/** The mail's frame shows its readable content: the heading and the code, not a text dump. */
async function expectReadableFrame(page: Page, code: string) {
  const frame = page.frameLocator('iframe[title^="Email body"]');
  await expect(frame.getByRole('heading', { name: /STARFALL REVERIE/ })).toBeVisible();
  await expect(frame.getByText(code, { exact: true })).toBeVisible();
  // The frame is as tall as its content: its end is on the page, not cut by a box. The frame
  // follows its content after each layout (a scrollbar appearing narrows it and reflows the
  // mail), so both heights are read together, in one task, until they agree.
  const frameElement = page.locator('iframe[title^="Email body"]');
  await expect
    .poll(() =>
      frameElement.evaluate((el: HTMLIFrameElement) => {
        const inner = el.contentDocument?.documentElement.scrollHeight ?? 0;
        return Math.abs(el.getBoundingClientRect().height - inner);
      }),
    )
    .toBeLessThanOrEqual(2);
}

async function expectCodeAndLink(scope: Page | ReturnType<Page['getByRole']>, code: string) {
  await expect(scope.getByRole('button', { name: `Copy code ${code}` }).first()).toBeVisible();
  const link = scope.getByRole('link', { name: 'Open verification link' }).first();
  await expect(link).toHaveAttribute('href', VERIFY);
  await expect(link).toHaveAttribute('rel', /noreferrer/);
  await expect(link).toHaveAttribute('target', '_blank');
}

async function expectDownload(page: Page, scope: ReturnType<Page['getByRole']> | Page) {
  const download = page.waitForEvent('download');
  const answer = page.waitForResponse((r) => /\/attachments\/0(\?|$)/.test(r.url()));
  await scope.getByRole('button', { name: new RegExp(FILE) }).click();
  const [file, response] = await Promise.all([download, answer]);
  expect(file.suggestedFilename()).toBe(FILE);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['content-disposition']).toMatch(/^attachment;/);
  expect((await readFile((await file.path())!)).toString()).toContain('%PDF-1.4');
}

for (const [width, theme] of [
  [1280, 'dark'],
  [390, 'light'],
  [1280, 'light'],
  [390, 'dark'],
] as const) {
  test(`an HTML-only game mail reads the same for buyer, helper and seller (${width} px, ${theme})`, async ({
    browser,
    request,
  }) => {
    // Three readers, four accessibility scans and three downloads.
    test.setTimeout(120_000);
    const who = await readers(request);
    const code = String(100000 + Math.floor(Math.random() * 899999));
    const context = await browser.newContext({ viewport: { width, height: 844 } });
    await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const shot = (page: Page, name: string) =>
      page.screenshot({ path: `${SHOTS}/${name}-${width}-${theme}.png`, fullPage: true });

    // The buyer has the page open before the mail arrives: it appears without a reload.
    const buyer = await context.newPage();
    const stream = buyer.waitForResponse(
      (r) => r.url().includes('/api/realtime?ticket=') && r.ok(),
    );
    await buyer.goto(who.buyerLink);
    const account = buyer.getByRole('article').filter({ hasText: who.accountCode });
    await expect(account).toBeVisible();
    await stream;
    await sendHtmlMail([who.loginEmail, who.subAddress], code);
    const card = account.getByRole('button', { name: new RegExp(`Starfall check ${code}`) });
    await expect(card).toBeVisible({ timeout: 10_000 });
    await expect(buyer.getByText('1 new email')).toBeVisible();
    await expect(
      account.getByText(/^STARFALL REVERIE — SECURITY CHECK Hello Traveler/).first(),
    ).toBeVisible();
    await expectCodeAndLink(account, code);
    await expectAccessible(buyer);
    await shot(buyer, 'buyer-list');
    await card.click();
    const dialog = buyer.getByRole('dialog');
    await expectReadableFrame(buyer, code);
    await expectCodeAndLink(dialog, code);
    await expectDownload(buyer, dialog);
    await expectAccessible(buyer);
    await shot(buyer, 'buyer-modal');

    // The helper's viewer: the same mail, the same reader.
    const viewer = await context.newPage();
    await viewer.goto(who.viewerLink);
    await viewer.getByRole('link', { name: new RegExp(`Starfall check ${code}`) }).click();
    await expectReadableFrame(viewer, code);
    await expectCodeAndLink(viewer, code);
    await expectDownload(viewer, viewer);
    await expectAccessible(viewer);
    await shot(viewer, 'viewer');

    // The seller's inbox.
    const seller = await context.newPage();
    await seller.addInitScript((t) => localStorage.setItem('token', t), who.sellerToken);
    await seller.goto(`/email?q=${code}`);
    await seller.getByRole('link', { name: new RegExp(`Starfall check ${code}`) }).click();
    await expectReadableFrame(seller, code);
    await expectCodeAndLink(seller, code);
    await expectDownload(seller, seller);
    await expectAccessible(seller);
    await shot(seller, 'inbox');
    await context.close();
  });
}

test('a removed sub-roller’s open viewer shows Invalid Access within 2 s, and its codes go', async ({
  page,
  request,
}) => {
  const seller = await sellerSession(request);
  const sub = await newSubRoller(request, seller.headers);
  const code = String(100000 + Math.floor(Math.random() * 899999));
  await sendHtmlMail([sub.address], code);
  const stream = page.waitForResponse((r) => r.url().includes('/api/realtime?ticket=') && r.ok());
  await page.goto(sub.link);
  await page.getByRole('link', { name: new RegExp(`Starfall check ${code}`) }).click();
  await expect(page.getByRole('button', { name: `Copy code ${code}` }).first()).toBeVisible();
  await stream;
  await data(
    await request.delete('/api/email/sub-roller', {
      data: { sub_code: sub.code },
      headers: seller.headers,
    }),
  );
  await expect(page.getByRole('heading', { name: 'Invalid Access' })).toBeVisible({
    timeout: 2000,
  });
  await expect(page.getByText(code)).toHaveCount(0);
});
