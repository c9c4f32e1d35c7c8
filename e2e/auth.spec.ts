import { expect, test } from '@playwright/test';
import { DEMO, expectAccessible, signIn } from './support.ts';

test('the demo seller signs in, lands on the shop and signs out', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/$/);
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link', { name: 'Sub-Roller Email' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Change Password' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  await nav.getByRole('button', { name: 'Logout' }).click();
  await expect(nav.getByRole('link', { name: 'Change Password' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a wrong password shows Invalid credentials under the form', async ({ page }) => {
  await signIn(page, DEMO.code, 'not-the-password');
  await expect(page.getByText('Invalid credentials')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expectAccessible(page);
});

test('a protected route sends a signed-out visitor to /login, and back after signing in', async ({
  page,
}) => {
  await page.goto('/change-password');
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Code').fill(DEMO.code);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/change-password$/);
  await expect(page.getByLabel('Current Password')).toBeVisible();
  await expectAccessible(page);
});

test('change password checks that the new passwords match', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/change-password');
  await page.getByLabel('Current Password').fill(DEMO.password);
  await page.getByLabel('New Password', { exact: true }).fill('another-pass-1');
  await page.getByLabel('Confirm New Password').fill('another-pass-2');
  await page.getByRole('button', { name: /change password/i }).click();
  await expect(page.getByText('New passwords do not match')).toBeVisible();
});

test('a client route survives a reload (history fallback)', async ({ page }) => {
  await page.goto('/games/1');
  await page.reload();
  await expect(
    page.getByRole('navigation').getByRole('link', { name: 'Shop', exact: true }),
  ).toBeVisible();
  expect(await page.evaluate(() => location.pathname)).toBe('/games/1');
});
