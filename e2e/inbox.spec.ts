import { expect, test } from '@playwright/test';
import { sendMail, signInSeller as signIn, unreadBadge } from './mail.ts';
import { expectAccessible } from './support.ts';

test('a mail sent over SMTP is listed, opens sanitised in its frame and is marked read', async ({
  page,
}) => {
  const subject = `Verification ${Date.now()}`;
  await sendMail(subject, {
    text: 'Your verification code is 731904.',
    html:
      '<p id="msg">Your verification code is <b>731904</b>.</p>' +
      '<script>document.title="pwned"</script><img src=x onerror="document.title=\'pwned\'">' +
      '<a href="javascript:alert(1)">Manage</a><img alt="remote" src="https://images.example/a.png">',
  });
  const foreign: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('http://127.0.0.1') && !r.url().startsWith('data:'))
      foreign.push(r.url());
  });
  await signIn(page);
  await page.goto('/email');
  const row = page.getByRole('listitem').filter({ hasText: subject });
  await expect(row.getByRole('link', { name: new RegExp(`^Unread: ${subject}`) })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Copy code 731904' })).toBeVisible();
  const before = await unreadBadge(page);
  expect(before).toBeGreaterThan(0);
  await expectAccessible(page);

  await row.getByRole('link').click();
  const mail = page.getByRole('article', { name: subject });
  await expect(mail.getByText('HoYoverse <noreply@hoyoverse.com>')).toBeVisible();
  const frame = mail.locator('iframe');
  // Same origin only so the page can measure the mail's height; scripts never run.
  await expect(frame).toHaveAttribute(
    'sandbox',
    'allow-same-origin allow-popups allow-popups-to-escape-sandbox',
  );
  const body = page.frameLocator(`iframe[title="Email body: ${subject}"]`);
  await expect(body.locator('#msg')).toHaveText('Your verification code is 731904.');
  await expect(body.locator('script')).toHaveCount(0);
  await expect(body.locator('a')).not.toHaveAttribute('href', /javascript/);
  await expect(body.locator('img[alt="remote"]')).toHaveAttribute(
    'src',
    /\/api\/image\/cache\?url=https%3A%2F%2Fimages\.example%2Fa\.png$/,
  );
  expect(await page.title()).not.toBe('pwned');
  expect(foreign).toEqual([]);

  await expect(row.getByRole('link', { name: new RegExp(`^${subject}`) })).toBeVisible();
  await expect.poll(() => unreadBadge(page)).toBe(before - 1);
});

test('the list pane is resized by dragging the divider and keeps its width', async ({ page }) => {
  await sendMail(`Divider ${Date.now()}`);
  await signIn(page);
  await page.goto('/email');
  const divider = page.getByRole('separator', { name: 'Resize email list' });
  await expect(divider).toHaveAttribute('aria-valuenow', '300');
  const box = (await divider.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + 200);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 150, box.y + 200, { steps: 5 });
  await page.mouse.up();
  await expect(divider).toHaveAttribute('aria-valuenow', '450');
  await page.mouse.move(box.x + 2000, box.y + 200);
  await page.reload();
  await expect(page.getByRole('separator', { name: 'Resize email list' })).toHaveAttribute(
    'aria-valuenow',
    '450',
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the open mail closes with Back to Inbox and with a swipe right', async ({ page }) => {
    const subject = `Phone ${Date.now()}`;
    await sendMail(subject);
    await signIn(page);
    await page.goto('/email');
    await page.getByRole('link', { name: new RegExp(subject) }).click();
    const mail = page.getByRole('article', { name: subject });
    await expect(mail).toBeVisible();
    await expect(page.getByRole('list', { name: 'Emails' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to Inbox' }).click();
    await expect(page.getByRole('list', { name: 'Emails' })).toBeVisible();

    await page.getByRole('link', { name: new RegExp(subject) }).click();
    await expect(mail).toBeVisible();
    const touch = (x: number) => [{ identifier: 1, clientX: x, clientY: 300 }];
    await mail.dispatchEvent('touchstart', { touches: touch(30), changedTouches: touch(30) });
    await mail.dispatchEvent('touchend', { touches: [], changedTouches: touch(160) });
    await expect(page.getByRole('list', { name: 'Emails' })).toBeVisible();
    await expect(page).toHaveURL(/\/email$/);
  });
});
