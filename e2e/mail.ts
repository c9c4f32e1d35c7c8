import { expect, type Page, type Response } from '@playwright/test';
import nodemailer from 'nodemailer';
import { dkimOf } from './dkim.ts';
import { E2E_SMTP_PORT } from './ports.ts';
import { signIn } from './support.ts';

/** An MX of the shop: mail reaches the demo seller as it would from the internet. */
const smtp = (port: number) =>
  nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });

/** `port` picks the MX; the e2e server's by default. */
export async function sendMail(
  subject: string,
  extra: { text?: string; html?: string; to?: string; port?: number } = {},
) {
  await smtp(extra.port ?? E2E_SMTP_PORT).sendMail({
    from: 'HoYoverse <noreply@hoyoverse.com>',
    // Signed as the game signs its mail: the shop believes only a verified game sender.
    dkim: dkimOf('hoyoverse.com'),
    to: extra.to ?? 'demo.e2e@shop.localhost',
    subject,
    text: extra.text ?? `${subject}: nothing else.`,
    ...(extra.html ? { html: extra.html } : {}),
  });
}

/** Signed in once the app has landed on the shop (the token is stored by then). */
export async function signInSeller(page: Page): Promise<void> {
  await signIn(page);
  await expect(page).toHaveURL(/\/$/);
}

const navBadge = (label: RegExp) => async (page: Page) => {
  const badge = page.getByRole('navigation', { name: 'Main' }).getByLabel(label);
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
};

/** The nav's counts; 0 when the badge is hidden. */
export const unreadBadge = navBadge(/^\d+ unread$/);
export const pendingBadge = navBadge(/^\d+ pending$/);

/** Resolves when the page's realtime stream has answered (events flow from then on). */
export function streamOpened(page: Page): Promise<Response> {
  return page.waitForResponse((r) => r.url().includes('/api/realtime?ticket=') && r.ok());
}

/**
 * Signed in with the stream open, and the document marked: from here on only client-side
 * navigation, never a load (a load would drop the mark). Answers the stream's response.
 */
export async function signInLive(page: Page): Promise<Response> {
  const stream = streamOpened(page);
  await signInSeller(page);
  const opened = await stream;
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
  return opened;
}

/** Signed in live (signInLive), then on the inbox by a click in the nav, as a seller gets there. */
export async function openInboxLive(page: Page): Promise<Response> {
  const stream = await signInLive(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Email/ })
    .click();
  await expect(
    page.getByRole('list', { name: 'Emails' }).or(page.getByText('No emails yet.')),
  ).toBeVisible();
  return stream;
}

/** The link of an unread mail in the open inbox's list. */
export const unreadMailLink = (page: Page, subject: string) =>
  page
    .getByRole('listitem')
    .filter({ hasText: subject })
    .getByRole('link', { name: new RegExp(`^Unread: ${subject}`) });

/** True while the page is still the document signInLive marked. */
export const sameDocument = (page: Page) =>
  page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);
