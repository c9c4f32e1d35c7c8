import { expect, test } from '@playwright/test';
import { sendMail, signInSeller, streamOpened } from './mail.ts';
import { expectAccessible } from './support.ts';

/**
 * A seller shares one slice of the inbox (SPEC §2 Sub-roller screen, Email viewer): the link
 * opens, signed out, only the mail of the sub-roller's pattern, and new mail shows up by itself.
 */

test('a sub-roller link shows, live, signed out and on a phone, the mail of its pattern only, with a chime', async ({
  page,
  browser,
}) => {
  const code = `s${Date.now().toString(36)}`;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInSeller(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Sub-Roller Email' })
    .click();
  await page.getByPlaceholder('sub1').fill(code.toUpperCase());
  await page.getByRole('button', { name: 'Generate Token' }).click();
  const pattern = `demo.${code}.*@shop.localhost`;
  await expect(
    page.getByText(`Token generated successfully. You can now receive emails at ${pattern}`),
  ).toBeVisible();
  await page.getByRole('button', { name: `Copy Link of ${code}` }).click();
  await expect(page.getByText('Link copied to clipboard!')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/email-viewer\?token=.+/);
  await expectAccessible(page);

  // The helper opens the link on a phone; every sound the page plays is noted as it starts.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await phone.addInitScript(() => {
    const played: { src: string; volume: number }[] = [];
    (window as unknown as { played: typeof played }).played = played;
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      played.push({ src: this.src, volume: this.volume });
      return play.call(this);
    };
  });
  const viewer = await phone.newPage();
  const chime = viewer.waitForResponse((r) => r.url().endsWith('/sounds/new-email.wav'));
  const stream = streamOpened(viewer);
  await viewer.goto(link);
  await expect(viewer.getByText('No emails found')).toBeVisible();
  await stream;
  await expectAccessible(viewer);

  const mine = `For ${code} ${Date.now()}`;
  const other = `Not for ${code} ${Date.now()}`;
  await sendMail(other, { to: 'demo.e2e@shop.localhost' });
  await sendMail(mine, { to: `demo.${code}.game1@shop.localhost` });
  const row = viewer.getByRole('link', { name: new RegExp(`^Unread: ${mine}`) });
  await expect(row).toBeVisible();
  await expect(viewer.getByText(other)).toHaveCount(0);
  await expect
    .poll(() => viewer.evaluate(() => (window as unknown as { played: unknown[] }).played))
    .toEqual([{ src: expect.stringMatching(/\/sounds\/new-email\.wav$/), volume: 0.5 }]);
  // The file is there: a media element asks for it in ranges (206).
  expect([200, 206]).toContain((await chime).status());
  await row.click();
  await expect(viewer.getByRole('article', { name: mine })).toBeVisible();
  await expect(viewer).toHaveURL(/\/email-viewer\/\d+\?token=/);
  await expectAccessible(viewer);
  await viewer.context().close();
});

test('the viewer refuses a missing or unknown token', async ({ page }) => {
  await page.goto('/email-viewer');
  await expect(page.getByRole('heading', { name: 'Invalid Access' })).toBeVisible();
  await expect(
    page.getByText('No token provided. Please use a valid email viewer link.'),
  ).toBeVisible();
  await page.goto('/email-viewer?token=not-a-real-token');
  await expect(
    page.getByText('The provided token is invalid or has expired. Please request a new link.'),
  ).toBeVisible();
  await expectAccessible(page);
});
