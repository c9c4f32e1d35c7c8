import { expect, type Page, type Response } from '@playwright/test';
import nodemailer from 'nodemailer';
import { E2E_SMTP_PORT } from './ports.ts';
import { signIn } from './support.ts';

/** The e2e server's inbound SMTP: mail reaches the demo seller as it would from the internet. */
const smtp = nodemailer.createTransport({
  host: '127.0.0.1',
  port: E2E_SMTP_PORT,
  secure: false,
  ignoreTLS: true,
});

export async function sendMail(
  subject: string,
  extra: { text?: string; html?: string; to?: string } = {},
) {
  await smtp.sendMail({
    from: 'HoYoverse <noreply@hoyoverse.com>',
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
