import { expect, test, type Page } from '@playwright/test';
import type { AccountList } from '@shop/contract';
import {
  signatureValid,
  startDiscordStandIn,
  startPushStandIn,
  startWebhookStandIn,
} from '../apps/server/test/receiver-standins.ts';
import { sendMail, signInSeller, streamOpened } from './mail.ts';
import { advanceClock, expectAccessible } from './support.ts';

/**
 * A sale closes without anyone watching a tab: the seller, with only the home page open, hears
 * of a new order on Web Push (a push service stand-in on loopback, allowed by the e2e server's
 * PUSH_ENDPOINT_ALLOW), Discord (a stand-in that answers as Discord's API) and the signed
 * webhook (its signature checked here), and confirms the payment from the notification's link;
 * the buyer's reply to the invoice mail lands in the seller's inbox, live.
 */

let discord: Awaited<ReturnType<typeof startDiscordStandIn>>;
let hook: Awaited<ReturnType<typeof startWebhookStandIn>>;
let push: Awaited<ReturnType<typeof startPushStandIn>>;

// Each run buys one account from the same address the earlier specs bought from: the shop's
// clock moves past the purchase limit's 10-minute window first, so the limit is not what the
// spec meets when the suite runs fast.
test.beforeAll(async () => {
  expect(await advanceClock(1)).toMatch(/^Clock moved 1 h forward/);
});

test.beforeEach(async () => {
  [discord, hook, push] = await Promise.all([
    startDiscordStandIn(),
    startWebhookStandIn(),
    startPushStandIn(),
  ]);
});
test.afterEach(async () => {
  await Promise.all([discord.close(), hook.close(), push.close()]);
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const json = (body: Buffer) => JSON.parse(body.toString());

const SHOTS = '/tmp/shots-notifications';

/** The nav's link, from the mobile menu on a phone. */
async function openFromNav(page: Page, name: string, phone: boolean) {
  if (phone) await page.getByRole('button', { name: /^Open menu/ }).click();
  await page.getByRole('banner').getByRole('link', { name, exact: true }).click();
}

async function saveChannel(page: Page, section: string, label: string, url: string) {
  const region = page.getByRole('region', { name: section });
  await region.getByLabel(label).fill(url);
  await region.getByRole('button', { name: 'Save' }).click();
  await expect(region.getByRole('button', { name: 'Remove' })).toBeVisible();
}

for (const [width, theme] of [
  [1280, 'dark'],
  [390, 'light'],
  [1280, 'light'],
  [390, 'dark'],
] as const) {
  test(`a seller away from the back office hears of an order and closes it from the notification (${width} px, ${theme})`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const phone = width < 768;
    const viewport = { width, height: phone ? 844 : 900 };
    const shot = (page: Page, name: string) =>
      page.screenshot({ path: `${SHOTS}/${name}-${width}-${theme}.png`, fullPage: true });
    // The seller turns the channels on in Settings.
    const seller = await browser.newContext({ viewport });
    await seller.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const sellerPage = await seller.newPage();
    await signInSeller(sellerPage);
    await openFromNav(sellerPage, 'Settings', phone);
    await expect(sellerPage.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await saveChannel(sellerPage, 'Discord', 'Discord webhook URL', discord.webhookUrl);
    await saveChannel(sellerPage, 'Signed webhook', 'Webhook URL', hook.webhookUrl);
    const webhookRegion = sellerPage.getByRole('region', { name: 'Signed webhook' });
    // A secret made by an earlier run is rotated: the new one is shown once all the same.
    const rotate = webhookRegion.getByRole('button', { name: 'Rotate secret' });
    if (await rotate.isVisible()) {
      await rotate.click();
      await sellerPage
        .getByRole('alertdialog', { name: 'Rotate the signing secret?' })
        .getByRole('button', { name: 'Rotate secret' })
        .click();
    } else {
      await webhookRegion.getByRole('button', { name: 'Create secret' }).click();
    }
    const secretDialog = sellerPage.getByRole('dialog', { name: 'Your signing secret' });
    const secret = (await secretDialog.locator('code').textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    await secretDialog.getByRole('button', { name: 'Done' }).click();
    await expect(sellerPage.getByText(secret)).toHaveCount(0);
    // Headless Chromium has no push service of its own: the device is the stand-in's subscription,
    // registered as the page's "Enable on this device" would register it.
    const token = await sellerPage.evaluate(() => localStorage.getItem('token'));
    const device = await request.post('/api/roller/push-devices', {
      headers: { authorization: `Bearer ${token}` },
      data: { push_subscription: push.subscription, label: 'Test phone' },
    });
    expect(device.status()).toBe(201);
    await sellerPage.reload();
    await expect(sellerPage.getByRole('list', { name: 'Push devices' })).toContainText(
      'Test phone',
    );
    await expectAccessible(sellerPage);
    await shot(sellerPage, 'settings');

    // Only the home page stays open in the seller's browser.
    await sellerPage.goto('/');

    // A buyer orders.
    const listing = (await (await request.get('/api/games/2/accounts?limit=50')).json()) as {
      data: AccountList;
    };
    const account = listing.data.accounts.at(-1)!;
    const buyerContext = await browser.newContext({ viewport });
    await buyerContext.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const buyer = await buyerContext.newPage();
    await buyer.goto(`/games/2/accounts/${account.id}`);
    await buyer.getByLabel('Your Name').fill('Noa Reyes');
    const buyerEmail = `noa-${Date.now().toString(36)}@example.com`;
    await buyer.getByLabel('Your Email').fill(buyerEmail);
    await buyer.getByRole('button', { name: /^Purchase \| \$/ }).click();
    await expect(
      buyer.getByText('Transaction has been created, please check your email for the invoice.'),
    ).toBeVisible();

    await shot(buyer, 'purchase-done');

    // Every channel hears of it.
    const [pushHit] = await push.waitForDelivered(1);
    const notification = push.open(pushHit!);
    expect(notification.title).toMatch(
      new RegExp(
        `^New order: .+ ${account.code} for \\$${account.price.toLocaleString('en-US')}\\.00$`,
      ),
    );
    expect(notification.title).toContain(account.code);
    expect(notification.url).toMatch(/^\/transactions\?order=\d+$/);
    const [discordHit] = await discord.waitForDelivered(1);
    const embed = json(discordHit!.body).embeds[0];
    expect(embed.fields).toEqual(
      expect.arrayContaining([{ name: 'Buyer', value: 'n***@example.com', inline: true }]),
    );
    const [hookHit] = await hook.waitForDelivered(1);
    expect(signatureValid(hookHit!, secret)).toBe(true);
    expect(json(hookHit!.body)).toMatchObject({
      event: 'order.created',
      data: { account_code: account.code, buyer_email: buyerEmail },
    });

    // The invoice says how to pay and where to write: the seller's own inbox.
    const invoice = (await (
      await request.get(`/api/dev/mailbox?to=${encodeURIComponent(buyerEmail)}`)
    ).json()) as {
      data: Array<{ subject: string; text: string }>;
    };
    const invoiceMail = invoice.data.find((m) => m.subject.startsWith('Invoice for'))!;
    const invoiceLink = new URL(
      /https?:\/\/\S+\/invoice\/\d+\?token=\S+/.exec(invoiceMail.text)![0],
    );
    await buyer.goto(invoiceLink.pathname + invoiceLink.search);
    await expect(
      buyer.getByRole('link', { name: 'demo.orders@shop.localhost' }).first(),
    ).toBeVisible();
    await expect(buyer.getByText(/^This is a demo shop: nothing is charged/)).toBeVisible();
    await shot(buyer, 'invoice');
    // The notification's link, as the service worker opens it on click: the order, ready to confirm.
    await sellerPage.goto(notification.url);
    const confirm = sellerPage.getByRole('button', { name: `Confirm payment for ${account.code}` });
    await expect(confirm).toBeFocused();
    await shot(sellerPage, 'transactions-linked');
    await confirm.click();
    const dialog = sellerPage.getByRole('alertdialog', { name: 'Confirm payment?' });
    await dialog.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(sellerPage.getByText(/^Payment confirmed\./)).toBeVisible();
    const paid = await hook.waitForDelivered(3);
    expect(paid.slice(1).map((h) => h.headers['x-shop-event'])).toEqual([
      'order.paid',
      'order.delivered',
    ]);

    // The buyer replies to the invoice mail; the seller's inbox shows it by itself.
    expect(invoiceMail.text).toContain('demo.orders@shop.localhost');
    const opened = streamOpened(sellerPage);
    await sellerPage.goto('/email');
    await opened;
    const subject = `Re: ${invoiceMail.subject}`;
    await sendMail(subject, {
      to: 'demo.orders@shop.localhost',
      text: 'Paid by PayPal just now, thanks!',
    });
    const reply = sellerPage.getByRole('link', { name: new RegExp(escapeRegExp(subject)) });
    await expect(reply).toBeVisible();
    await reply.click();
    await expect(sellerPage.getByRole('article', { name: subject })).toContainText(
      'Paid by PayPal just now',
    );
    await shot(sellerPage, 'inbox-reply');

    // Left as the demo seeds it for the specs after this one.
    await request.put('/api/roller/settings', {
      headers: { authorization: `Bearer ${token}` },
      data: { discord_webhook_url: null, webhook_url: null },
    });
    await request.delete(`/api/roller/push-devices/${(await device.json()).data.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await seller.close();
    await buyerContext.close();
  });
}
